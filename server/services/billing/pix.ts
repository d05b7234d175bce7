/**
 * An invoice's PIX charge (docs/domain-rules.md#invoices): a static BR Code for its balance due, to
 * the company profile's PIX key, with the invoice number as its reference. Only an invoice in reais
 * still owing money has one.
 */
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { pixKeyOf } from '../../../resources/kit/pix-key';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { readCompanyProfile, type CompanyProfile } from '../company-profile';
import { getRecord } from '../records/records-read';
import { brCode } from './br-code';

export interface InvoicePix {
  /** The "copia e cola" text, which the QR code holds. */
  payload: string;
  /** The balance it charges, in reais. */
  amount: number;
}

/** The balance still due: the total less what was paid, never below zero, to the cent. */
export const balanceDue = (invoice: { total?: unknown; paid?: unknown }) =>
  Math.max(0, Math.round((Number(invoice.total ?? 0) - Number(invoice.paid ?? 0)) * 100) / 100);

/** The message refusing a PIX charge for this invoice under this profile, or undefined. */
export function pixRefusal(invoice: Record<string, unknown>, profile: CompanyProfile): string | undefined {
  if (!profile.pixKey || !pixKeyOf(String(profile.pixKey))) return 'errors.pix.noKey';
  if (profile.currency !== 'BRL') return 'errors.pix.currency';
  if (invoice.status === invoiceStatus.Void) return 'errors.pix.void';
  if (balanceDue(invoice) <= 0) return 'errors.pix.nothingDue';
  return undefined;
}

export function pixOf(invoice: Record<string, unknown>, profile: CompanyProfile): InvoicePix {
  const amount = balanceDue(invoice);
  const payload = brCode({
    key: pixKeyOf(String(profile.pixKey))!.value,
    merchantName: String(profile.shopName ?? ''),
    merchantCity: String(profile.city ?? ''),
    amount,
    txid: `FAT${String(invoice.valueID)}`,
  });
  return { payload, amount };
}

export async function invoicePix(db: Database, id: string): Promise<InvoicePix> {
  const invoice = await getRecord(db, resources.invoice, id);
  const profile = await readCompanyProfile(db);
  const refusal = pixRefusal(invoice, profile);
  if (refusal) throw badRequest(refusal, { invoice: String(invoice.valueID) });
  return pixOf(invoice, profile);
}
