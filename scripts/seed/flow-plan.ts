/**
 * What happens to one shipper's parts after they arrive (docs/domain-rules.md#parts-flow): packed back in
 * one or more packing lists (a few voided and re-issued), each Active one invoiced, invoices
 * paid or not. Only what has happened by `today` is planned; the rest is still on the floor.
 */
import { randomUUID } from 'node:crypto';
import { specTermDays } from '../../resources/kit/payment-terms';
import { invoiceStatus } from '../../resources/invoice';
import { packingStatus, type PackingStatus } from '../../resources/packing';
import { dueDateFor, statusFor, totalFor } from '../../server/services/billing/invoice-terms';
import { addDays, daysBetween, workTime } from './calendar';
import type { SeedCustomer, SeedProduct } from './customers';
import type { Random } from './random';

export interface PlannedShipper {
  id: string;
  day: string;
  at: Date;
  quantity: number;
  customer: SeedCustomer;
  product: SeedProduct;
  /** The customer's PO and RMA, which its packing lists carry too. */
  po: string | null;
  rma: string | null;
  /** The sum of its Active packing lists' quantities. */
  packed: number;
}

export interface PlannedPacking {
  id: string;
  shipper: PlannedShipper;
  day: string;
  at: Date;
  updatedAt: Date;
  quantity: number;
  // What its slip prints: the shipper's parts left once it was made (as the server keeps it).
  remaining: number;
  status: PackingStatus;
  notes: string | null;
  invoices: PlannedInvoice[];
  valueID?: number;
}

export interface PlannedInvoice {
  id: string;
  packing: PlannedPacking;
  day: string;
  at: Date;
  updatedAt: Date;
  status: string;
  dueDate: string | null;
  unitPrice: string;
  total: string | null;
  paid: string | null;
  paymentDate: string | null;
  check: string | null;
  valueID?: number;
}

/** A moment on `day` after `after` (the same day) or during the working day (a later one). */
function momentAfter(random: Random, day: string, after: Date): Date {
  const at = workTime(random, day);
  return at > after ? at : new Date(after.getTime() + random.int(5, 120) * 60_000);
}

/** How the shipper's quantity comes back: whole (most), in two lots, or partly (the rest still in process). */
function pieces(random: Random, quantity: number): number[] {
  const r = random.next();
  if (quantity < 2 || r < 0.8) return [quantity];
  const part = Math.min(quantity - 1, Math.max(1, Math.round(quantity * (0.3 + random.next() * 0.4))));
  return r < 0.94 ? [part, quantity - part] : [part];
}

function planInvoice(
  random: Random,
  packing: PlannedPacking,
  day: string,
  today: string,
  voided: boolean,
): PlannedInvoice {
  const { customer, product } = packing.shipper;
  const at = momentAfter(random, day, packing.at);
  const total = totalFor(product.price, packing.quantity);
  const dueDate = dueDateFor(day, customer.term);
  let paid: string | null = null;
  let paymentDate: string | null = null;
  const never = random.chance(0.04);
  if (!voided && !never) {
    const payDay = addDays(
      day,
      Math.round(specTermDays[customer.term] * customer.paysAfter * (0.8 + random.next() * 0.4)),
    );
    if (payDay <= today) {
      paymentDate = payDay;
      paid = random.chance(0.02) ? (Number(total) / 2).toFixed(2) : total;
    }
  }
  const status = statusFor({ status: voided ? invoiceStatus.Void : undefined, total, paid, dueDate }, today);
  const updatedAt = paymentDate
    ? workTime(random, paymentDate)
    : status === invoiceStatus.Expired && dueDate
      ? new Date(Date.parse(`${addDays(dueDate, 1)}T01:00:00.000Z`))
      : voided
        ? new Date(at.getTime() + random.int(10, 600) * 60_000)
        : at;
  return {
    id: randomUUID(),
    packing,
    day,
    at,
    updatedAt: updatedAt > at ? updatedAt : at,
    status,
    dueDate,
    unitPrice: product.price,
    total,
    paid,
    paymentDate,
    check: paid ? random.digits(6) : null,
  };
}

/** The invoices of an Active packing: usually one; rarely one voided and re-issued; a few not billed yet. */
function planInvoices(random: Random, packing: PlannedPacking, today: string): PlannedInvoice[] {
  const day = addDays(packing.day, random.pick([0, 0, 0, 1, 1, 2, 3]));
  if (day > today || random.chance(0.02)) return [];
  if (!random.chance(0.01)) return [planInvoice(random, packing, day, today, false)];
  const voided = planInvoice(random, packing, day, today, true);
  const again = addDays(day, random.int(1, 3));
  return again > today ? [voided] : [voided, planInvoice(random, packing, again, today, false)];
}

export function planPackings(random: Random, shipper: PlannedShipper, today: string): PlannedPacking[] {
  const planned: PlannedPacking[] = [];
  let day = addDays(shipper.day, 1 + Math.floor(random.next() ** 2 * 12));
  let after = shipper.at;
  for (const [index, quantity] of pieces(random, shipper.quantity).entries()) {
    if (index > 0) day = addDays(day, random.int(1, 6));
    if (daysBetween(day, today) < 0) break;
    const make = (status: PlannedPacking['status'], notes: string | null): PlannedPacking => {
      const at = momentAfter(random, day, after);
      after = at;
      const remaining = shipper.quantity - shipper.packed - quantity;
      return { id: randomUUID(), shipper, day, at, updatedAt: at, quantity, remaining, status, notes, invoices: [] };
    };
    if (random.chance(0.015)) {
      const voided = make(packingStatus.Void, 'Voided: count did not match, re-issued');
      voided.updatedAt = new Date(voided.at.getTime() + random.int(5, 90) * 60_000);
      planned.push(voided);
    }
    const active = make(
      packingStatus.Active,
      index === 0 && quantity < shipper.quantity ? 'Partial shipment, balance to follow' : null,
    );
    active.invoices = planInvoices(random, active, today);
    shipper.packed += quantity;
    planned.push(active);
  }
  return planned;
}
