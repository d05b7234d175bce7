// @vitest-environment jsdom
/** A shipper picker's options show what a clerk decides by, in the reader's language (issue 38). */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordPicker } from '../../src/custom/shared/RecordPicker';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/auth/session', () => ({ signOutEverywhere: vi.fn() }));
afterEach(cleanup);

const options = [
  {
    id: 's1',
    label: '1024',
    details: { customer: 'Acme Metalworks', product: 'BR-100', po: '4501', date: '2026-03-04' },
    open: true,
    left: 1500,
  },
  {
    id: 's2',
    label: '1001',
    details: { customer: 'Acme Metalworks', product: 'BR-100', po: null, date: '2026-01-02' },
  },
];

const expected: Record<TestLocale, [string, string, string]> = {
  en: [
    'Acme Metalworks · BR-100 · PO 4501 · 03/04/2026',
    '1,500 left to pack',
    'Acme Metalworks · BR-100 · 01/02/2026',
  ],
  'pt-BR': [
    'Acme Metalworks · BR-100 · Pedido (PO) 4501 · 04/03/2026',
    'Faltam embalar 1.500',
    'Acme Metalworks · BR-100 · 02/01/2026',
  ],
};

describe('PickerOption', () => {
  it.each(['en', 'pt-BR'] as const)('shows customer, part, PO, date and what is left, in %s', async (locale) => {
    const autocomplete = vi.fn(async () => options);
    const dataProvider = { autocomplete } as unknown as DataProvider;
    renderAdmin(<RecordPicker resource="shipper" label="resources.shipper.name" onChoose={() => {}} />, {
      dataProvider,
      locale,
    });
    const picker = await screen.findByRole('combobox');
    await act(async () => fireEvent.mouseDown(picker));
    const shown = await screen.findAllByRole('option');
    const [openDetails, left, packedDetails] = expected[locale];
    expect(shown[0].textContent).toBe(`#1024${left}${openDetails}`);
    expect(shown[1].textContent).toBe(`#1001${packedDetails}`);
  });
});
