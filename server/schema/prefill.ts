/**
 * What the "new from" pages start with (server/services/parts-flow/form-prefill.ts), described for
 * GET /api/openapi.json; the services' answers are typed from these, so the two never part.
 */
import { z } from 'zod';

/** A reference as its lookup shows it. */
const labelled = z.object({ id: z.string(), label: z.string() }).meta({ description: 'A record and its label' });

export const packingPrefillAnswer = z.object({
  shipper: labelled,
  customer: labelled.nullable(),
  product: labelled.nullable(),
  po: z.unknown().meta({ type: 'string', description: "The shipper's purchase order, or null" }),
  rma: z.unknown().meta({ type: 'string', description: "The shipper's RMA, or null" }),
  quantity: z.number().meta({ description: 'Parts the shipper received' }),
  packed: z.number().meta({ description: 'Parts already on its Active packing lists' }),
  remaining: z.number().meta({ description: 'Parts still to pack (never below zero)' }),
});

export const invoicePrefillAnswer = z.object({
  packing: labelled,
  status: z.unknown().meta({ type: 'string', description: "The packing list's status (Active, Void)" }),
  customer: labelled.nullable(),
  product: labelled.nullable(),
  quantity: z.number().meta({ description: 'Parts on the packing list' }),
  unitPrice: z.number().nullable().meta({ description: "The part's price, or null" }),
  invoice: labelled.nullable().meta({ description: 'Its invoice that is not void, or null: never billed twice' }),
});

export const nonconformancePrefillAnswer = z.object({
  inspection: labelled,
  packing: labelled.nullable(),
  customer: labelled.nullable().meta({ description: "The packing list's customer, or null" }),
});

export type PackingPrefill = z.infer<typeof packingPrefillAnswer>;
export type InvoicePrefill = z.infer<typeof invoicePrefillAnswer>;
export type NonconformancePrefill = z.infer<typeof nonconformancePrefillAnswer>;
