/**
 * GET /api/fiscal-notes's answer as a schema: the route serializes by it, GET /api/openapi.json
 * describes it, and the server's and the page's types are inferred from it (the client imports the
 * types alone).
 */
import { z } from 'zod';
import { fiscalNoteRoles, type FiscalNoteRole } from './fiscal-ledger';
import { fiscalNoteKinds } from './fiscal-note-kinds';

const day = z.string().meta({ description: 'YYYY-MM-DD' });
const roles = fiscalNoteRoles as [FiscalNoteRole, ...FiscalNoteRole[]];
const count = z.number().int().min(0);

const ledgerNote = z.object({
  role: z.enum(roles).meta({
    description:
      "remessa: the customer's NF-e sending the parts; retorno: the shop's NF-e returning them; charge: the shop's note billing the work",
  }),
  direction: z.enum(['in', 'out']).meta({ description: 'in: received by the shop; out: issued by it' }),
  date: day.meta({ description: "The record's date (shipper received, packing list shipped, invoice dated)" }),
  kind: z.enum(fiscalNoteKinds),
  number: z.string().nullable(),
  key: z.string().nullable().meta({ description: "An NF-e's 44 digits, or an NFS-e's verification code as typed" }),
  cfop: z
    .string()
    .nullable()
    .meta({ description: "5xxx inside the shop's state, 6xxx from another; null for an NFS-e or a state unknown" }),
  record: z.object({ id: z.string(), valueID: z.number().int() }),
  void: z.boolean().meta({ description: 'Its packing list or invoice is Void' }),
  customer: z.object({ id: z.string(), name: z.string(), taxId: z.string().nullable(), state: z.string().nullable() }),
  part: z.string(),
  quantity: z.number().int(),
  amount: z.number().nullable().meta({ description: "The invoice's total; null for the parts' notes" }),
});

export const fiscalLedgerAnswer = z
  .object({
    from: day,
    to: day,
    notes: z.array(ledgerNote).meta({ description: 'By date, then remessa, retorno and charge, then record number' }),
    missing: z.partialRecord(z.enum(roles), count).meta({
      description: 'Records of the period without a note, per section the caller may read (void ones left out)',
    }),
    complete: z.boolean().meta({ description: 'False when the period held more notes than FISCAL_LEDGER_MAX_NOTES' }),
  })
  .meta({ description: "The period's fiscal notes, for the accountant" });

export type FiscalLedger = z.infer<typeof fiscalLedgerAnswer>;
export type FiscalLedgerNote = z.infer<typeof ledgerNote>;
