/**
 * A document's fiscal notes (Brazil's NF-e and NFS-e, docs/domain-rules.md#fiscal-notes): a meta
 * row for each note recorded, and their access keys as one block, grouped as the DANFE prints them.
 * A record without a note prints nothing of them, so a shop outside Brazil never sees the rows.
 */
import { groupedNfeKey, NFSE } from '../../../resources/kit/nfe-keys';
import type { Line } from './document-pdf';
import { text, type Writer } from './document-fields';

/** Which note of the three a plating job moves under. */
export type FiscalNoteRole = 'remessa' | 'retorno' | 'charge';

/** One note as a record holds it: `fiscalNoteNumber`, `fiscalNoteKey` and, on an invoice, `fiscalNoteKind`. */
export interface FiscalNoteOf {
  role: FiscalNoteRole;
  record: Record<string, unknown>;
}

const recorded = ({ record }: FiscalNoteOf) =>
  text(record.fiscalNoteNumber) !== '' || text(record.fiscalNoteKey) !== '';

/** The note's kind and number as printed: "NF-e 1234", "NFS-e 88". */
function noteName({ record }: FiscalNoteOf): string {
  const kind = text(record.fiscalNoteKind) || 'NF-e';
  return [kind, text(record.fiscalNoteNumber)].filter(Boolean).join(' ');
}

export function fiscalNoteMeta({ t }: Writer, notes: FiscalNoteOf[]): Line[] {
  return notes.filter(recorded).map((note) => [t(`custom.document.fiscalNote.${note.role}`), noteName(note)]);
}

/** The keys, one line each; an NFS-e's verification code as typed. */
export function fiscalNoteKeys({ t }: Writer, notes: FiscalNoteOf[]): Line {
  const lines = notes
    .filter((note) => text(note.record.fiscalNoteKey) !== '')
    .map((note) => {
      const key = text(note.record.fiscalNoteKey);
      const shown = text(note.record.fiscalNoteKind) === NFSE ? key : groupedNfeKey(key);
      return `${t(`custom.document.fiscalNote.${note.role}`)} (${noteName(note)}): ${shown}`;
    });
  return [t('custom.document.fiscalNote.keys'), lines.join('\n')];
}
