// @vitest-environment jsdom
/** ImagesInput: uploads each picked image, shows what is attached, removes by an accessible button, toasts refusals. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Form, HttpError, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import companyProfile from '../../resources/singletons/company-profile';
import product from '../../resources/product';
import specification from '../../resources/specification';
import type { FilesField } from '../../resources/kit/types';
import { apiUpload } from '../../src/providers/api';
import { ImagesInput } from '../../src/views/fields/ImagesInput';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiUpload: vi.fn() }));

const photos = product.fields.photos as FilesField;
const stored = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `p${n}.png`,
  sizeInBytes: 10,
  mimeType: 'image/png',
  downloadUrl: `/api/files/${n}`,
});

beforeEach(() => {
  vi.mocked(apiUpload).mockReset();
});
afterEach(cleanup);

function renderInput(record: Record<string, unknown> = { photos: [] }) {
  renderAdmin(
    <ResourceContextProvider value="product">
      <Form record={record}>
        <ImagesInput source="photos" label="Photos" field={photos} />
      </Form>
    </ResourceContextProvider>,
    { notifications: true },
  );
}

async function pick(...names: string[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  const files = names.map((name) => new File(['x'], name, { type: 'image/png' }));
  await act(async () => fireEvent.change(input, { target: { files } }));
}

describe('ImagesInput', () => {
  it('uploads a picked image to its field and shows it; its remove button takes it off', async () => {
    vi.mocked(apiUpload).mockResolvedValue(stored(1));
    renderInput();
    await pick('p1.png');
    expect(apiUpload).toHaveBeenCalledWith('files/product/photos', expect.any(File), expect.any(Function));
    expect((await screen.findByAltText('p1.png')).getAttribute('src')).toBe('/api/files/1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove p1.png' })));
    expect(screen.queryByAltText('p1.png')).toBeNull();
  });

  it("shows the server's refusal in a toast and attaches nothing", async () => {
    vi.mocked(apiUpload).mockRejectedValue(new HttpError('You must upload an image', 400));
    renderInput();
    await pick('notes.png');
    expect(await screen.findByText('You must upload an image')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('never takes more than max: extra picks are left out, and a full field cannot add', async () => {
    vi.mocked(apiUpload).mockImplementation(async (_path, file) => ({
      ...stored(9),
      id: crypto.randomUUID(),
      name: file.name,
    }));
    renderInput({ photos: [stored(1)] });
    await pick('a.png', 'b.png', 'c.png');
    expect(apiUpload).toHaveBeenCalledTimes(2);
    expect(await screen.findByAltText('b.png')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(await screen.findByText('Photos must have at most 3 files')).toBeTruthy();
    expect(screen.getByText('Add photos').closest('label')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('a company logo offers only PNG and JPEG (what the PDFs draw) and is named so, in both languages', async () => {
    for (const [locale, button] of [
      ['en', 'Add a logo'],
      ['pt-BR', 'Adicionar logotipo'],
    ] as [TestLocale, string][]) {
      renderAdmin(
        <ResourceContextProvider value="companyProfile">
          <Form record={{ logo: [] }}>
            <ImagesInput source="logo" label="Logo" field={companyProfile.fields.logo as FilesField} />
          </Form>
        </ResourceContextProvider>,
        { locale },
      );
      expect((document.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('image/png,image/jpeg');
      expect(screen.getByText(button)).toBeTruthy();
      cleanup();
    }
  });

  it("a specification's document offers PDFs and asks for a document, not a photo, in both languages", async () => {
    for (const [locale, button] of [
      ['en', 'Add a document'],
      ['pt-BR', 'Adicionar um documento'],
    ] as [TestLocale, string][]) {
      renderAdmin(
        <ResourceContextProvider value="specification">
          <Form record={{ document: [] }}>
            <ImagesInput source="document" label="Document" field={specification.fields.document as FilesField} />
          </Form>
        </ResourceContextProvider>,
        { locale },
      );
      expect((document.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('application/pdf');
      expect(screen.getByText(button)).toBeTruthy();
      expect(screen.queryByText(/photo|foto/i)).toBeNull();
      cleanup();
    }
  });

  it('a logo kept from before PNG/JPEG only is named as left out of documents until replaced, in both languages; a PNG is not', async () => {
    const gif = { ...stored(2), name: 'old-logo.gif', mimeType: 'image/gif' };
    const said: Record<TestLocale, string> = {
      en: 'old-logo.gif is a GIF, which this field no longer takes: documents leave it out until it is replaced with PNG or JPEG.',
      'pt-BR':
        'old-logo.gif é um GIF, formato que este campo não aceita mais: os documentos o omitem até que seja trocado por PNG ou JPEG.',
    };
    for (const locale of ['en', 'pt-BR'] as const) {
      renderAdmin(
        <ResourceContextProvider value="companyProfile">
          <Form record={{ logo: [gif], signature: [stored(3)] }}>
            <ImagesInput source="logo" label="Logo" field={companyProfile.fields.logo as FilesField} />
            <ImagesInput source="signature" label="Signature" field={companyProfile.fields.signature as FilesField} />
          </Form>
        </ResourceContextProvider>,
        { locale },
      );
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([said[locale]]);
      cleanup();
    }
  });
});
