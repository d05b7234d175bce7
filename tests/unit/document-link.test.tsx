// @vitest-environment jsdom
/** DocumentLink: the PDF opens in a tab opened during the click, else downloads; failures toast. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { createElement } from 'react';
import { AdminContext, HttpError, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import { apiFetchBlob } from '../../src/providers/api';
import { DocumentLink } from '../../src/views/fields/DocumentLink';

vi.mock('../../src/providers/api', () => ({ apiFetchBlob: vi.fn() }));

const url = '/api/packing/p1/pdf';
const rowClick = vi.fn();

beforeEach(() => {
  vi.mocked(apiFetchBlob).mockReset();
  rowClick.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function clickOpen() {
  const i18nProvider = polyglotI18nProvider(() => en, 'en', { allowMissing: true });
  render(
    createElement(
      AdminContext,
      { i18nProvider },
      createElement(ResourceContextProvider, {
        value: 'packing',
        children: createElement(RecordContextProvider, {
          value: { id: 'p1', valueID: 12 },
          // A list row that navigates on click.
          children: createElement('div', { onClick: rowClick }, createElement(DocumentLink, { url })),
        }),
      }),
      createElement(Notification),
    ),
  );
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Open PDF' })));
}

describe('DocumentLink', () => {
  it('opens a tab during the click, then points it at the fetched PDF; the row does not navigate', async () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(apiFetchBlob).mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
    await clickOpen();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(apiFetchBlob).toHaveBeenCalledWith(url);
    expect(tab.location.href).toBe('blob:pdf-1');
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('downloads the PDF when the tab was blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('packing-12.pdf');
      expect(this.href).toBe('blob:pdf-1');
    });
    vi.mocked(apiFetchBlob).mockResolvedValue(new Blob(['%PDF-']));
    await clickOpen();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("downloads it under the server's name for it, in the document's language", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.mocked(apiFetchBlob).mockResolvedValue(new File(['%PDF-'], 'romaneio-12.pdf', { type: 'application/pdf' }));
    await clickOpen();
    expect(names).toEqual(['romaneio-12.pdf']);
  });

  it("closes the tab and shows the server's message when the PDF cannot be fetched", async () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(apiFetchBlob).mockRejectedValue(new HttpError('Record not found', 404));
    await clickOpen();
    expect(tab.close).toHaveBeenCalled();
    expect(await screen.findByText('Record not found')).toBeTruthy();
  });
});
