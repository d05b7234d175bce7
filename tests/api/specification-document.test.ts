/**
 * A files field may take PDF documents (resources/kit/fields.ts `documents`): the server judges the
 * content by its %PDF- signature, refuses anything else with a message, and stores nothing then.
 */
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storedFile } from '../../server/db/tables';
import specification from '../../resources/specification';
import { upload } from '../helpers/multipart';
import { ok, setupPartsFlow } from '../helpers/parts-flow';
import { tinyPng } from '../helpers/png';

const ctx = setupPartsFlow();
const DOCUMENT = '/api/files/specification/document';
const storedCount = async () => Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

describe('a specification document', () => {
  test('the field is declared with documents(): a PDF, one, never exported', () => {
    expect(specification.fields.document).toMatchObject({ type: 'files', accept: 'pdf', max: 1, exported: false });
  });

  test('a PDF is accepted as application/pdf', async () => {
    const file = ok<{ mimeType: string; name: string }>(
      await upload(ctx.app, DOCUMENT, pdf, { token: ctx.owner.token, filename: 'AMS2404F.pdf' }),
    );
    expect(file).toMatchObject({ mimeType: 'application/pdf', name: 'AMS2404F.pdf' });
  });

  test('a PNG or a text file named .pdf is refused in both languages and nothing is stored', async () => {
    const before = await storedCount();
    for (const bytes of [tinyPng(), Buffer.from('not a pdf at all')]) {
      for (const [lang, message] of [
        ['en', 'You must upload a PDF document'],
        ['pt-BR', 'Você deve enviar um documento PDF'],
      ]) {
        const res = await upload(ctx.app, DOCUMENT, bytes, { token: ctx.owner.token, filename: 'spec.pdf', lang });
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
    }
    expect(await storedCount()).toBe(before);
  });
});
