// @vitest-environment jsdom
/**
 * The inspection form's helpers (src/custom/inspection/): readings pasted from an XRF export, read in
 * the interface language, every refused line named and nothing added while one is; the live figures
 * and verdict against the chosen specification's range; the required tests the rows lack, added by a
 * button. The real data provider over msw.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import InspectionCreate from '../../src/custom/inspection/InspectionCreate';
import InspectionEdit from '../../src/custom/inspection/InspectionEdit';
import { PasteReadingsDialog } from '../../src/custom/inspection/PasteReadingsDialog';
import { dataProvider } from '../../src/providers/dataProvider';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/providers/firebase', () => ({
  firebaseAuth: () => ({ currentUser: { getIdToken: async () => 'token-1' } }),
}));
vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));

const specification = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  label: 'AMS 2404 Rev. F',
  thicknessMin: 10,
  thicknessMax: 25,
  thicknessUnit: 'µm',
  requiredTests: ['adhesion', 'saltSpray'],
};
const server = setupServer(
  http.get('/api/specification/autocomplete', () =>
    HttpResponse.json([{ id: specification.id, label: specification.label }]),
  ),
  http.get('/api/specification/:id', () => HttpResponse.json(specification)),
  http.get('/api/:resource/autocomplete', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const open = (values: Record<string, unknown> = {}, locale: TestLocale = 'en') =>
  renderAdmin(<InspectionCreate />, {
    url: `/inspection/new?source=${encodeURIComponent(JSON.stringify(values))}`,
    dataProvider,
    locale,
  });
const figure = (label: string) => {
  const figures = screen.getByTestId('reading-figures');
  const term = within(figures).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const paste = async (button: string, text: string) => {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: text } });
  return dialog;
};

describe('pasting readings', () => {
  it('names every refused line in pt-BR and adds nothing until they are fixed', async () => {
    open({}, 'pt-BR');
    const dialog = await paste('Colar leituras', 'Nº;Ni (µm)\n1;12,5\n2;abc\n3;-1\n4;13,25');
    expect(within(dialog).getByText('2 valores encontrados')).toBeTruthy();
    expect(within(dialog).getByText('Linha 3 (“2 abc”): não é um número')).toBeTruthy();
    expect(within(dialog).getByText('Linha 4 (“3 -1”): deve estar entre 0 e 999.999')).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Adicionar leituras' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Nº;Ni (µm)\n1;12,5\n4;13,25' } });
    expect(within(dialog).queryByText(/Linha 3/)).toBeNull();
    await act(async () => fireEvent.click(add));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const values = screen.getAllByLabelText('Valor *') as HTMLInputElement[];
    expect(values.map((input) => input.value)).toEqual(['12,5', '13,25']);
    expect(figure('Quantidade')).toBe('2');
    expect(figure('Média')).toBe('12,875');
  });

  it('adds to the rows or replaces them', async () => {
    open({ readings: [{ value: 20 }, { value: 21 }] });
    const dialog = await paste('Paste readings', '22');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Replace readings' })));
    await waitFor(() => expect(screen.getAllByLabelText('Value *')).toHaveLength(1));
    expect(figure('Count')).toBe('1');
    const next = await paste('Paste readings', '23');
    await act(async () => fireEvent.click(within(next).getByRole('button', { name: 'Add readings' })));
    await waitFor(() => expect(screen.getAllByLabelText('Value *')).toHaveLength(2));
    expect(figure('Maximum')).toBe('23');
  });

  it('keeps to the 200 readings an inspection holds', async () => {
    const onAdd = vi.fn();
    renderAdmin(<PasteReadingsDialog current={199} onAdd={onAdd} onClose={() => {}} />, { dataProvider });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '21\n22' } });
    expect(within(dialog).getByText('2 values found')).toBeTruthy();
    expect(
      within(dialog).getByText('Only 1 more readings fit (at most 200): replace the readings or paste fewer'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Add readings' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace readings' }));
    expect(onAdd).toHaveBeenCalledWith([21, 22], true);
    const many = Array.from({ length: 201 }, (_, index) => String(index + 1)).join('\n');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: many } });
    expect(within(dialog).getByText('At most 200 readings: paste fewer')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Replace readings' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the live figures', () => {
  it('asks for a specification while none is chosen', async () => {
    open({ readings: [{ value: 12 }] });
    expect(await screen.findByText('Choose a specification to judge the readings')).toBeTruthy();
    expect(screen.queryByTestId('live-verdict')).toBeNull();
    expect(figure('Mean')).toBe('12');
  });

  it('gives no verdict before the first reading', async () => {
    open({ specification: specification.id });
    expect(await screen.findByText('No readings yet')).toBeTruthy();
    expect(figure('Specification range')).toBe('10–25 µm');
    expect(screen.queryByTestId('live-verdict')).toBeNull();
  });

  it("judges the readings against the specification's range in its unit, as the server will", async () => {
    const passed = [
      { test: 'adhesion', result: 'pass' },
      { test: 'saltSpray', result: 'pass' },
    ];
    open({
      specification: specification.id,
      readings: [{ value: 12.5 }, { value: 24 }, { value: 15.1 }],
      tests: passed,
    });
    await waitFor(() => expect(screen.getByTestId('live-verdict').textContent).toBe('Result: Pass'));
    expect(figure('Count')).toBe('3');
    expect(figure('Minimum')).toBe('12.5 µm');
    expect(figure('Maximum')).toBe('24 µm');
    expect(figure('Mean')).toBe('17.2 µm');
    expect(figure('Specification range')).toBe('10–25 µm');
    fireEvent.change(screen.getAllByLabelText('Value *')[1], { target: { value: '26' } });
    await waitFor(() => expect(screen.getByTestId('live-verdict').textContent).toBe('Result: Fail'));
    expect(screen.getByText('One reading outside the range')).toBeTruthy();
  });
});

describe('editing a recorded inspection', () => {
  it('judges by the range copied when it was recorded, as the server keeps it for the same specification', async () => {
    const recorded = {
      id: '00000000-0000-4000-8000-000000000021',
      packing: '00000000-0000-4000-8000-000000000022',
      specification: specification.id,
      inspectedAt: '2026-03-10T10:00:00.000Z',
      readings: [{ value: 8 }, { value: 9 }],
      tests: [
        { test: 'adhesion', result: 'pass' },
        { test: 'saltSpray', result: 'pass' },
      ],
      thicknessLower: 5,
      thicknessUpper: 9,
      thicknessUnit: 'µm',
    };
    server.use(http.get('/api/inspection/:id', () => HttpResponse.json(recorded)));
    renderAdmin(
      <Routes>
        <Route path="/inspection/:id/edit" element={<InspectionEdit />} />
      </Routes>,
      { url: `/inspection/${recorded.id}/edit`, dataProvider },
    );
    // The specification now says 10–25: by that the readings would fail.
    await waitFor(() => expect(screen.getByTestId('live-verdict').textContent).toBe('Result: Pass'));
    expect(figure('Specification range')).toBe('5–9 µm');
    expect(figure('Mean')).toBe('8.5 µm');
  });
});

describe("the specification's required tests", () => {
  it('names the tests the rows lack and adds a row for each', async () => {
    open({ specification: specification.id, readings: [{ value: 12 }], tests: [{ test: 'adhesion', result: 'pass' }] });
    expect(await screen.findByText('The specification requires Salt spray: add a row for each')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add the required tests' })));
    await waitFor(() => expect(screen.queryByText(/The specification requires/)).toBeNull());
    const tests = screen.getAllByRole('combobox', { name: 'Test *' });
    expect(tests.map((select) => select.textContent)).toEqual(['Adhesion', 'Salt spray']);
  });
});
