/**
 * The accountant's fiscal notes for a period: the customers' remessas on shippers, the shop's
 * returns on packing lists and its charges on invoices, each section only for a caller who may
 * read its records, with the CFOP each note moves under and how many records went without one.
 */
import { and, asc, count, eq, gte, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import {
  FISCAL_LEDGER_MAX_NOTES,
  fiscalLedgerSections,
  fiscalNoteRoles,
  type FiscalLedger,
  type FiscalNoteRole,
} from '../../../resources/kit/fiscal-ledger';
import { NFSE } from '../../../resources/kit/nfe-keys';
import { hasPermission } from '../../../resources/kit/permissions';
import { invoiceStatus } from '../../../resources/invoice';
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { readCompanyProfile } from '../company-profile';
import { noteCfop, type Place } from './note-cfop';

type Note = FiscalLedger['notes'][number];
const { shipper, packing, invoice, customer, product } = declaredTables;

/** What every note row reads of its customer and part. */
const party = {
  customerId: customer.id,
  customerName: customer.name,
  taxId: customer.taxId,
  state: customer.state,
  country: customer.country,
  part: product.part,
};

/** Each section's table, date, note columns and what makes a record of it void. */
const sections = {
  remessa: { table: shipper, voided: undefined },
  retorno: { table: packing, voided: eq(packing.status, packingStatus.Void) },
  charge: { table: invoice, voided: eq(invoice.status, invoiceStatus.Void) },
} satisfies Record<FiscalNoteRole, { table: typeof shipper | typeof packing | typeof invoice; voided?: SQL }>;

const noted = (role: FiscalNoteRole) =>
  or(isNotNull(sections[role].table.fiscalNoteNumber), isNotNull(sections[role].table.fiscalNoteKey));
const within = (role: FiscalNoteRole, from: string, to: string) =>
  and(gte(sections[role].table.date, from), lte(sections[role].table.date, to));

function rowsOf(db: Database, role: FiscalNoteRole, from: string, to: string) {
  const { table, voided } = sections[role];
  const base = {
    id: table.id,
    valueID: table.valueID,
    date: table.date,
    number: table.fiscalNoteNumber,
    key: table.fiscalNoteKey,
    ...party,
  };
  const where = and(within(role, from, to), noted(role));
  const limit = FISCAL_LEDGER_MAX_NOTES + 1;
  if (role === 'charge')
    return db
      .select({
        ...base,
        kind: invoice.fiscalNoteKind,
        quantity: packing.quantity,
        amount: invoice.total,
        void: voided!,
      })
      .from(invoice)
      .innerJoin(packing, eq(invoice.packing, packing.id))
      .innerJoin(customer, eq(invoice.customer, customer.id))
      .innerJoin(product, eq(invoice.product, product.id))
      .where(where)
      .orderBy(asc(invoice.date), asc(invoice.valueID))
      .limit(limit);
  const parts = role === 'remessa' ? shipper : packing;
  return db
    .select({ ...base, quantity: parts.quantity, void: voided ?? isNull(parts.id) })
    .from(parts)
    .innerJoin(customer, eq(parts.customer, customer.id))
    .innerJoin(product, eq(parts.product, product.id))
    .where(where)
    .orderBy(asc(parts.date), asc(parts.valueID))
    .limit(limit);
}

/** Records of the period without a note, void ones left out (a void record needs none). */
async function withoutNote(db: Database, role: FiscalNoteRole, from: string, to: string): Promise<number> {
  const { table, voided } = sections[role];
  const status = role === 'remessa' ? undefined : ne((table as typeof packing).status, packingStatus.Void);
  void voided;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(within(role, from, to), isNull(table.fiscalNoteNumber), isNull(table.fiscalNoteKey), status));
  return Number(row?.n ?? 0);
}

async function section(db: Database, role: FiscalNoteRole, from: string, to: string, shop: Place) {
  const [rows, without] = await Promise.all([rowsOf(db, role, from, to), withoutNote(db, role, from, to)]);
  const notes = rows.map((row): Note => {
    const kind = 'kind' in row && row.kind === NFSE ? NFSE : 'NF-e';
    return {
      role,
      direction: role === 'remessa' ? 'in' : 'out',
      date: row.date,
      kind,
      number: row.number,
      key: row.key,
      cfop: noteCfop(role, kind, shop, { state: row.state, country: row.country }),
      record: { id: row.id, valueID: row.valueID },
      void: Boolean(row.void),
      customer: { id: row.customerId, name: row.customerName, taxId: row.taxId, state: row.state },
      part: row.part,
      quantity: Number(row.quantity),
      amount: 'amount' in row ? Number(row.amount) : null,
    };
  });
  return { notes, without };
}

export async function fiscalLedger(
  db: Database,
  roles: readonly string[],
  { from, to }: { from: string; to: string },
): Promise<FiscalLedger> {
  const profile = await readCompanyProfile(db);
  const shop: Place = { state: (profile.state as string) ?? null, country: (profile.country as string) ?? null };
  const readable = fiscalNoteRoles.filter((role) => hasPermission(roles, fiscalLedgerSections[role]));
  const found = await Promise.all(readable.map((role) => section(db, role, from, to, shop)));
  const order = (note: Note) => fiscalNoteRoles.indexOf(note.role);
  const notes = found
    .flatMap((s) => s.notes)
    .sort((a, b) => a.date.localeCompare(b.date) || order(a) - order(b) || a.record.valueID - b.record.valueID);
  return {
    from,
    to,
    notes: notes.slice(0, FISCAL_LEDGER_MAX_NOTES),
    missing: Object.fromEntries(readable.map((role, i) => [role, found[i].without])),
    complete: notes.length <= FISCAL_LEDGER_MAX_NOTES,
  };
}
