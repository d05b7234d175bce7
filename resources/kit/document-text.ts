/**
 * A shop document's words and figures (invoice, packing slip, certificate), as the server lays them out
 * for its PDF (server/services/documents/document-pdf.ts) and for the record's page, which shows the same
 * document on screen (src/views/DocumentSheet.tsx). Types only.
 */

/** A label and its value: "Due date", "12/24/2026". */
export type Line = [label: string, value: string];

export interface Column {
  label: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

export interface DocumentText {
  letterhead: {
    name: string;
    /** Address lines, phone, email, website, tax id. */
    details: string[];
  };
  title: string;
  /** "No. 12" */
  number: string;
  /** Printed across the title block: VOID, PAID. */
  stamp?: string;
  /** Dates, terms and numbers beside the title. */
  meta: Line[];
  /** Bill to / Ship to / Customer, side by side. */
  parties: Line[];
  /** `rowHeight`: the least height of a printed row, room to write in by hand (a traveler's sign-offs). */
  table?: { columns: Column[]; rows: string[][]; rowHeight?: number };
  totals?: Line[];
  /** Titled paragraphs: description, notes, payment instructions, terms. */
  blocks: Line[];
}
