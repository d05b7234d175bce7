/** The product report's figures (DESIGN.md section 3), kept apart from the page so they can be checked alone. */
type Row = Record<string, unknown>;

export interface ReportTotals {
  received: number;
  shipped: number;
  invoiced: number;
  paid: number;
}

const quantity = (rows: Row[]) => rows.reduce((sum, row) => sum + Number(row.quantity ?? 0), 0);

// In whole cents: adding binary fractions directly drifts (0.1 + 0.2 is not 0.3).
const money = (rows: Row[], field: string) =>
  rows.reduce((cents, row) => cents + Math.round(Number(row[field] ?? 0) * 100), 0) / 100;

/** Parts received and shipped (Active packing lists only), and what non-void invoices billed and collected. */
export function reportTotals({ shippers, packings, invoices }: { shippers: Row[]; packings: Row[]; invoices: Row[] }): ReportTotals {
  const billing = invoices.filter((invoice) => invoice.status !== 'Void');
  return {
    received: quantity(shippers),
    shipped: quantity(packings.filter((packing) => packing.status === 'Active')),
    invoiced: money(billing, 'total'),
    paid: money(billing, 'paid'),
  };
}

/** Money as printed on the report: two decimals, blank when absent (an invoice not yet paid). */
export const formatMoney = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? ''
    : Number(value).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
