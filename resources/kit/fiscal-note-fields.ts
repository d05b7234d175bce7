/**
 * The fields of a fiscal note on the record that carries it (docs/domain-rules.md#fiscal-notes): its
 * number and access key, offered on screens only by a shop in Brazil; an invoice also says whether
 * its note is an NF-e or an NFS-e, whose key is then free text.
 */
import { choice, text } from './fields';
import { fiscalNoteCountries, fiscalNoteKinds } from './fiscal-note-kinds';

const brazilOnly = { list: false, shopCountries: fiscalNoteCountries } as const;

const noteKey = <const K extends string | undefined>(kind: K) =>
  text({ max: 60, filter: false, nfeKey: { number: 'fiscalNoteNumber', kind }, ...brazilOnly });

/** An NF-e's number and key (a shipper's remessa, a packing list's return). */
export const fiscalNoteFields = () => ({
  fiscalNoteNumber: text({ max: 20, format: 'noteNumber', ...brazilOnly }),
  fiscalNoteKey: noteKey(undefined),
});

/** The shop's note billing the work: its kind, number and key or verification code. */
export const chargeNoteFields = () => ({
  fiscalNoteKind: choice(fiscalNoteKinds, { optionLabels: 'choices.fiscalNoteKind', ...brazilOnly }),
  fiscalNoteNumber: text({ max: 20, format: 'noteNumber', ...brazilOnly }),
  fiscalNoteKey: noteKey('fiscalNoteKind'),
});
