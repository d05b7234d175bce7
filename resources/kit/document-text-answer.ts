/**
 * GET .../content's answer (invoice, packing slip, certificate) as a schema: a document's words and
 * figures as the server lays them out for its PDF (server/services/documents/document-pdf.ts) and for
 * the record's page (src/views/DocumentSheet.tsx). The route describes it by this schema and the types
 * are inferred from it (document-text.ts names them for the client, which imports the types alone).
 */
import { z } from 'zod';

/** A label and its value: "Due date", "12/24/2026". */
const line = z.tuple([z.string(), z.string()]).meta({ description: 'A label and its value' });

const column = z.object({
  label: z.string(),
  width: z.number().meta({ description: 'Share of the text width' }),
  align: z.enum(['left', 'right']).optional(),
});

export const documentTextAnswer = z
  .object({
    letterhead: z.object({
      name: z.string(),
      details: z.array(z.string()).meta({ description: 'Address lines, phone, email, website, tax id' }),
    }),
    title: z.string(),
    number: z.string().meta({ description: '"No. 12"' }),
    stamp: z.string().optional().meta({ description: 'Printed across the title block: VOID, PAID' }),
    meta: z.array(line).meta({ description: 'Dates, terms and numbers beside the title' }),
    parties: z.array(line).meta({ description: 'Bill to / Ship to / Customer, side by side' }),
    table: z
      .object({
        columns: z.array(column),
        rows: z.array(z.array(z.string())),
        rowHeight: z.number().optional().meta({
          description: "The least height of a printed row, room to write in by hand (a traveler's sign-offs)",
        }),
      })
      .optional(),
    totals: z.array(line).optional(),
    blocks: z.array(line).meta({ description: 'Titled paragraphs: description, notes, payment instructions, terms' }),
  })
  .meta({ description: "The document's words, table and totals, in the reader's language" });

export type DocumentText = z.infer<typeof documentTextAnswer>;
export type Line = z.infer<typeof line>;
export type Column = z.infer<typeof column>;
