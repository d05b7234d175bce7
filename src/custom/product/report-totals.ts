/** The product report's figures (docs/domain-rules.md#inventory), kept apart from the page so they can be checked alone. */
import { invoiceStatus } from '../../../resources/invoice';
import { packingStatus } from '../../../resources/packing';

type Row = Record<string, unknown>;

export interface ReportTotals {
  received: number;
  shipped: number;
  /** Stock adjustments, added up with their signs (found +3 and scrap −2 make +1). */
  adjusted: number;
  invoiced: number;
  paid: number;
}

const quantity = (rows: Row[]) => rows.reduce((sum, row) => sum + Number(row.quantity ?? 0), 0);

// In whole cents: adding binary fractions directly drifts (0.1 + 0.2 is not 0.3).
const money = (rows: Row[], field: string) =>
  rows.reduce((cents, row) => cents + Math.round(Number(row[field] ?? 0) * 100), 0) / 100;

/** Parts received, shipped (Active packing lists only) and adjusted, and what non-void invoices billed and collected. */
export function reportTotals({
  shippers,
  packings,
  invoices,
  adjustments = [],
}: {
  shippers: Row[];
  packings: Row[];
  invoices: Row[];
  adjustments?: Row[];
}): ReportTotals {
  const billing = invoices.filter((invoice) => invoice.status !== invoiceStatus.Void);
  return {
    received: quantity(shippers),
    shipped: quantity(packings.filter((packing) => packing.status === packingStatus.Active)),
    adjusted: quantity(adjustments),
    invoiced: money(billing, 'total'),
    paid: money(billing, 'paid'),
  };
}

/** Money as printed on the report: two decimals, blank when absent (an invoice not yet paid). */
export const formatMoney = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? ''
    : Number(value).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
