// @vitest-environment jsdom
/**
 * A customer's term is offered as the spec's T30/T45/T60 and the shop's own terms of days, named in
 * the reader's language; a customer's term the shop no longer offers stays shown (issue 40, item 4).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Form, RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import customer from '../../resources/customer';
import { defaultSettings } from '../../resources/kit/settings';
import { setShopSettings } from '../../src/providers/shop-settings';
import { ChoosableSelect } from '../../src/views/fields/ChoosableSelect';
import { OfferedFilter } from '../../src/views/fields/OfferedFilter';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

afterEach(cleanup);
beforeEach(() => setShopSettings({ ...defaultSettings, paymentTerms: ['D0', 'D28'] }));

const term = customer.fields.term;

function render(input: 'form' | 'filter', record: Record<string, unknown>, locale: TestLocale = 'en') {
  const Control = input === 'form' ? ChoosableSelect : OfferedFilter;
  renderAdmin(
    <RecordContextProvider value={{ id: 'c1', ...record }}>
      <Form record={record}>
        <Control field={term} source="term" label="Term" />
      </Form>
    </RecordContextProvider>,
    { locale },
  );
}

async function offered() {
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Term' })));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text?.trim());
}

describe("a customer's term", () => {
  it("is offered as the spec's terms and the shop's own, in the reader's language", async () => {
    render('form', { term: 'T30' });
    expect(await offered()).toEqual(['T30 (30 days)', 'T45 (45 days)', 'T60 (60 days)', 'Due on receipt', 'Net 28']);
    cleanup();
    render('form', { term: 'D28' }, 'pt-BR');
    expect(screen.getByRole('combobox', { name: 'Term' }).textContent).toBe('28 dias');
    expect(await offered()).toEqual(['T30 (30 dias)', 'T45 (45 dias)', 'T60 (60 dias)', 'À vista', '28 dias']);
  });

  it('keeps a term the shop no longer offers shown on its customer', async () => {
    render('form', { term: 'D90' });
    expect(await offered()).toEqual([
      'T30 (30 days)',
      'T45 (45 days)',
      'T60 (60 days)',
      'Due on receipt',
      'Net 28',
      'Net 90',
    ]);
  });

  it("is filtered by the spec's terms and the shop's own, never by every count of days", async () => {
    render('filter', {});
    expect(await offered()).toEqual(['T30 (30 days)', 'T45 (45 days)', 'T60 (60 days)', 'Due on receipt', 'Net 28']);
  });
});
