// @vitest-environment jsdom
/** FileThumbnails: a picture is a thumbnail; a PDF document is a download link with its name. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documents } from '../../resources/kit/fields';
import { FileThumbnails } from '../../src/views/fields/FileThumbnails';

afterEach(cleanup);

describe('FileThumbnails', () => {
  it('shows a PDF as a download link with its name, not an image', () => {
    const pdf = { id: 'a', name: 'AMS2404F.pdf', sizeInBytes: 10, mimeType: 'application/pdf', downloadUrl: '/f/a' };
    const { container } = render(<FileThumbnails files={[pdf]} />);
    const link = screen.getByRole('link', { name: 'AMS2404F.pdf' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['/f/a', 'AMS2404F.pdf']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('documents() declares a PDF files field, never filtered nor exported', () => {
    expect(documents({ max: 1, maxBytes: 20_000_000 })).toEqual({
      type: 'files',
      accept: 'pdf',
      filter: false,
      exported: false,
      max: 1,
      maxBytes: 20_000_000,
    });
  });
});
