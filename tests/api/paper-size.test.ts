/**
 * Paper as the country uses it (issue 38 item 6): every document on the company profile's paper,
 * Letter or A4; with none chosen, the paper of the currency's country (USD Letter, BRL A4).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { readCompanyProfile } from '../../server/services/company-profile';
import { call, callRaw } from '../helpers/http';
import { certificatePdf, documentTools, invoicePdf, packingPdf } from '../helpers/documents';
import { setupPartsFlow } from '../helpers/parts-flow';
import { pdfPageSizes } from '../helpers/pdf-text';

const ctx = setupPartsFlow();
const { saveProfile, flow, invoiceFor } = documentTools(ctx);
const LETTER = [612, 792];
const A4 = [595, 842];

let paths: string[];
beforeAll(async () => {
  await saveProfile();
  const data = await flow();
  paths = [packingPdf(data.packing), invoicePdf(await invoiceFor(data)), certificatePdf(data.packing)];
});

async function sizes() {
  const found: number[][] = [];
  for (const path of paths) {
    const res = await callRaw(ctx.app, path, { token: ctx.owner.token });
    expect(res.status, path).toBe(200);
    found.push(...(await pdfPageSizes(res.body)));
  }
  return found;
}

describe('paper size', () => {
  test('none chosen: Letter for US dollars, A4 for reais; a choice wins over the currency', async () => {
    expect(await sizes()).toEqual([LETTER, LETTER, LETTER]);
    await saveProfile({ currency: 'BRL' });
    expect(await sizes()).toEqual([A4, A4, A4]);
    await saveProfile({ currency: 'BRL', paperSize: 'letter' });
    expect(await sizes()).toEqual([LETTER, LETTER, LETTER]);
    await saveProfile({ currency: 'USD', paperSize: 'a4' });
    expect(await sizes()).toEqual([A4, A4, A4]);
  });

  test('a size that is not offered is refused under the field, in en and pt-BR; nothing is written', async () => {
    await saveProfile({ currency: 'USD', paperSize: 'a4' });
    const before = await readCompanyProfile(ctx.db);
    for (const [language, message] of [
      ['en', 'Paper size must be one of the following values: letter, a4'],
      ['pt-BR', 'Tamanho do papel deve ser um dos seguintes valores: letter, a4'],
    ]) {
      const res = await call(ctx.app, 'PUT', '/api/settings/profile', {
        token: ctx.owner.token,
        body: { profile: { ...before, logo: undefined, signature: undefined, paperSize: 'legal' } },
        lang: language,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.paperSize).toBe(message);
    }
    expect(await readCompanyProfile(ctx.db)).toEqual(before);
  });
});
