/** The product report's figures: Active packing lists only, void invoices left out, money exact to the cent. */
import { describe, expect, it } from 'vitest';
import { formatMoney, reportTotals } from '../../src/custom/product/report-totals';

describe('reportTotals', () => {
  it('counts parts received and shipped, leaving void packing lists out', () => {
    const totals = reportTotals({
      shippers: [{ quantity: 10 }, { quantity: 5 }],
      packings: [
        { status: 'Active', quantity: 4 },
        { status: 'Void', quantity: 3 },
        { status: 'Active', quantity: 2 },
      ],
      invoices: [],
    });
    expect(totals).toEqual({ received: 15, shipped: 6, adjusted: 0, invoiced: 0, paid: 0 });
  });

  it('adds stock adjustments up with their signs', () => {
    const adjustments = [{ quantity: 3 }, { quantity: -5 }, { quantity: 1 }];
    expect(reportTotals({ shippers: [], packings: [], invoices: [], adjustments }).adjusted).toBe(-1);
  });

  it('sums total and paid over non-void invoices only', () => {
    const totals = reportTotals({
      shippers: [],
      packings: [],
      invoices: [
        { status: 'Paid', total: 100, paid: 100 },
        { status: 'Pending', total: 50.5, paid: null },
        { status: 'Expired', total: 20, paid: 5 },
        { status: 'Void', total: 999, paid: 999 },
      ],
    });
    expect(totals.invoiced).toBe(170.5);
    expect(totals.paid).toBe(105);
  });

  it('adds decimals exactly to the cent', () => {
    const invoices = [0.1, 0.2, 0.7, 1.15, 2.35].map((total) => ({ status: 'Pending', total, paid: total }));
    const totals = reportTotals({ shippers: [], packings: [], invoices });
    expect(totals.invoiced).toBe(4.5);
    expect(totals.paid).toBe(4.5);
    // Ten cents a hundred times: plain float addition gives 9.99999999999998.
    const many = Array.from({ length: 100 }, () => ({ status: 'Paid', total: 0.1, paid: 0.1 }));
    expect(reportTotals({ shippers: [], packings: [], invoices: many }).invoiced).toBe(10);
  });
});

describe('formatMoney', () => {
  it('prints two decimals and leaves absent amounts blank', () => {
    expect(formatMoney(4.5)).toMatch(/^4[.,]50$/);
    expect(formatMoney(0)).toMatch(/^0[.,]00$/);
    expect(formatMoney(null)).toBe('');
  });
});
