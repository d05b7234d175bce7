// @vitest-environment jsdom
/** /inventory's table: the page's parts grouped by customer, with the server's subtotals and grand total, not the page's sums. */
import { cleanup, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InventoryTable } from '../../src/pages/inventory/InventoryTable';
import type { InventoryAnswer } from '../../src/pages/inventory/useInventory';
import { renderAdmin } from './helpers/render-admin';

afterEach(cleanup);

const row = (id: string, customer: string, customerName: string, part: string, inventory: number) => ({
  id,
  customer,
  customerName,
  part,
  name: null,
  inventory,
});

// A page of three parts out of 1,500: Acme has more parts on hand on other pages.
const answer: InventoryAnswer = {
  rows: [row('p1', 'c1', 'Acme', 'A-1', 4), row('p2', 'c1', 'Acme', 'A-2', 3), row('p3', 'c2', 'Bolt', 'B-1', 2)],
  count: 1500,
  customers: [
    { id: 'c1', name: 'Acme', parts: 900, onHand: 3600 },
    { id: 'c2', name: 'Bolt', parts: 600, onHand: 2400 },
  ],
  total: { parts: 1500, onHand: 6000 },
};

describe('InventoryTable', () => {
  it('shows each customer once, its subtotal and the grand total as the server summed them', () => {
    renderAdmin(createElement(InventoryTable, { answer }));
    const table = screen.getByRole('table', { name: 'Inventory' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CustomerPart NumberNameInventory',
      'AcmeA-14',
      'A-23',
      'Acme total3,600',
      'BoltB-12',
      'Bolt total2,400',
      'Total on hand6,000',
    ]);
    expect(within(table).getByRole('link', { name: 'A-1' }).getAttribute('href')).toBe('/product/p1');
  });

  it('groups thousands as the interface language does (docs/product-spec.md#areas-and-languages)', () => {
    renderAdmin(createElement(InventoryTable, { answer }), { locale: 'pt-BR' });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toBe('Total em estoque6.000');
  });
});
