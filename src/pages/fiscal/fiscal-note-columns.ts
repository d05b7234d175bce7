/**
 * The columns of the accountant's list of fiscal notes, declared as fields so the page's table, its
 * .xlsx and its CSV share one list and one way to write each cell (src/views/export/).
 */
import { boolean, choice, date, decimal, defineResource, integer, text } from '../../../resources/kit/fields';
import { fiscalNoteRoles, type FiscalLedgerNote } from '../../../resources/kit/fiscal-ledger';
import { fiscalNoteKinds, groupedNfeKey, NFSE } from '../../../resources/kit/fiscal-note-kinds';

const fields = {
  date: date(),
  role: choice(fiscalNoteRoles, { optionLabels: 'choices.fiscalNoteRole' }),
  kind: choice(fiscalNoteKinds, { optionLabels: 'choices.fiscalNoteKind' }),
  number: text(),
  cfop: text(),
  customer: text(),
  taxId: text(),
  part: text(),
  quantity: integer(),
  amount: decimal({ money: true }),
  key: text(),
  record: integer(),
  void: boolean(),
};

export const fiscalNoteColumns = defineResource({
  name: 'fiscalNote',
  exportName: 'fiscal-notes',
  fields,
  // Every column but the id, in the order declared.
  exportFields: Object.keys(fields) as (keyof typeof fields)[],
  permissions: {},
  labelField: 'number',
  operations: [],
  timestamps: false,
});

export type FiscalNoteRow = Record<keyof typeof fiscalNoteColumns.fields, unknown> & { id: string };

/** A note as its row: the customer by name, an NF-e's key in the DANFE's groups of four. */
export const fiscalNoteRow = (note: FiscalLedgerNote): FiscalNoteRow => ({
  id: `${note.role}-${note.record.id}`,
  date: note.date,
  role: note.role,
  kind: note.kind,
  number: note.number,
  cfop: note.cfop,
  customer: note.customer.name,
  taxId: note.customer.taxId,
  part: note.part,
  quantity: note.quantity,
  amount: note.amount,
  key: note.key && note.kind !== NFSE ? groupedNfeKey(note.key) : note.key,
  record: note.record.valueID,
  void: note.void,
});
