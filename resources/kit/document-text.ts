/**
 * A shop document's words and figures (invoice, packing slip, certificate), as the server lays them out
 * for its PDF (server/services/documents/document-pdf.ts) and for the record's page, which shows the same
 * document on screen (src/views/DocumentSheet.tsx). Types only: they come from the answer's schema.
 */
export type { Column, DocumentText, Line } from './document-text-answer';
