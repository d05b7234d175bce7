/** Planned shippers, packing lists and invoices as table rows (the server's own columns). */
import { resources } from '../../resources';
import { invoiceStatus } from '../../resources/invoice';
import { documentPath } from '../../resources/kit/fields';
import type { SeedCustomer, SeedProduct } from './customers';
import type { PlannedInvoice, PlannedPacking, PlannedShipper } from './flow-plan';
import type { SeedRow } from './bulk-insert';
import { shipperNotes } from './names';
import type { Random } from './random';

/** Who created a record: one of the demo accounts, or nobody when none were created. */
export type ActorPick = () => string | null;

/** Each customer writes its purchase orders its own way. */
function purchaseOrder(random: Random, customer: SeedCustomer, product: SeedProduct): string {
  const style = customer.name.length % 3;
  if (style === 0) return `PO-${random.digits(6)}`;
  if (style === 1) return `45${random.digits(8)}`;
  return `${product.part.slice(0, 3)}${random.digits(5)}`;
}

/** The PO (most shippers) and RMA (a few: parts returned for rework) a customer writes on its shipper. */
export function shipperReferences(random: Random, customer: SeedCustomer, product: SeedProduct) {
  return {
    po: random.chance(0.92) ? purchaseOrder(random, customer, product) : null,
    rma: random.chance(0.06) ? `RMA-${random.digits(5)}` : null,
  };
}

export function shipperRow(random: Random, shipper: PlannedShipper, valueID: number, actor: ActorPick): SeedRow {
  const by = actor();
  return {
    id: shipper.id,
    valueID,
    date: shipper.day,
    po: shipper.po,
    rma: shipper.rma,
    serial: random.chance(0.1) ? `SN${random.digits(7)}` : null,
    customer: shipper.customer.id,
    product: shipper.product.id,
    packed: shipper.packed,
    quantity: shipper.quantity,
    notes: random.chance(0.08) ? random.pick(shipperNotes) : null,
    createdAt: shipper.at,
    updatedAt: shipper.at,
    createdById: by,
    updatedById: by,
  };
}

/** The PO and RMA a packing list carries are its shipper's, as the server's new-from-shipper form fills them. */
export function packingRow(packing: PlannedPacking, actor: ActorPick): SeedRow {
  const by = actor();
  const billing = packing.invoices.find((invoice) => invoice.status !== invoiceStatus.Void);
  return {
    id: packing.id,
    valueID: packing.valueID,
    status: packing.status,
    date: packing.day,
    notes: packing.notes,
    po: packing.shipper.po,
    rma: packing.shipper.rma,
    customer: packing.shipper.customer.id,
    shipper: packing.shipper.id,
    product: packing.shipper.product.id,
    quantity: packing.quantity,
    received: packing.shipper.quantity,
    remaining: packing.remaining,
    invoice: billing?.id ?? null,
    url: documentPath(resources.packing.name, packing.id),
    certificateUrl: documentPath(resources.packing.name, packing.id, 'certificate'),
    createdAt: packing.at,
    updatedAt: packing.updatedAt,
    createdById: by,
    updatedById: by,
  };
}

/** What was paid on an invoice, as the one payment that paid it (the invoice's paid is the sum of its payments). */
export function paymentRows(invoice: PlannedInvoice, actor: ActorPick): SeedRow[] {
  if (!invoice.paid || !invoice.paymentDate || Number(invoice.paid) <= 0) return [];
  const by = actor();
  return [
    {
      invoice: invoice.id,
      date: invoice.paymentDate,
      amount: invoice.paid,
      check: invoice.check,
      notes: null,
      createdAt: invoice.updatedAt,
      updatedAt: invoice.updatedAt,
      createdById: by,
      updatedById: by,
    },
  ];
}

export function invoiceRow(invoice: PlannedInvoice, actor: ActorPick): SeedRow {
  const by = actor();
  const { shipper } = invoice.packing;
  return {
    id: invoice.id,
    valueID: invoice.valueID,
    status: invoice.status,
    date: invoice.day,
    dueDate: invoice.dueDate,
    packing: invoice.packing.id,
    customer: shipper.customer.id,
    product: shipper.product.id,
    paymentDate: invoice.paymentDate,
    unitPrice: invoice.unitPrice,
    total: invoice.total,
    check: invoice.check,
    paid: invoice.paid,
    url: documentPath(resources.invoice.name, invoice.id),
    // A Void invoice says why, as the server asks (re-issued the next days, flow-plan.ts).
    voidReason: invoice.status === invoiceStatus.Void ? 'Billed in error; re-issued' : null,
    createdAt: invoice.at,
    updatedAt: invoice.updatedAt,
    createdById: by,
    updatedById: by,
  };
}
