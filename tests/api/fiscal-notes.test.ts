/**
 * Brazil's fiscal notes on the records a plating job moves under (issue 40, item 3): the customer's
 * NF-e on its shipper, the shop's return NF-e on the packing list, its NF-e or NFS-e on the invoice.
 * An access key is read as copied from the DANFE, kept as its 44 digits and checked by its check
 * digit, model and number; refused in the reader's language with nothing written; printed on the
 * documents that carry it.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { DocumentText } from '../../resources/kit/document-text';
import { nfeCheckDigit } from '../../resources/kit/nfe-keys';
import {
  as,
  createPacking,
  ok,
  refused,
  setupPartsFlow,
  shipperData,
  shipperFlow,
  updatePacking,
  packingData,
  type Row,
} from '../helpers/parts-flow';
import { sampleNfeKey } from '../helpers/samples';

const ctx = setupPartsFlow();

/** A key SEFAZ would issue for this number; of another model, its check digit made again. */
const keyOf = (number: number, model = '55') => {
  const first = `${sampleNfeKey(number).slice(0, 20)}${model}${sampleNfeKey(number).slice(22, 43)}`;
  return first + nfeCheckDigit(first);
};
const asOnDanfe = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');
const line = (lines: [string, string][], label: string) => lines.find(([l]) => l === label)?.[1];

let flow: { customer: string; product: string; shipper: Row };
beforeAll(async () => {
  flow = await shipperFlow(ctx, 10);
});

const postShipper = (extra: Record<string, unknown>, lang = 'en') =>
  as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(flow.customer, flow.product, 5, extra) }, lang });

describe("the customer's NF-e on a shipper", () => {
  test('a key copied in groups of four is kept as its 44 digits, and the number is read from it', async () => {
    const key = keyOf(1234);
    const shipper = ok(await postShipper({ fiscalNoteKey: asOnDanfe(key) }));
    expect(shipper).toMatchObject({ fiscalNoteKey: key, fiscalNoteNumber: '1234' });
    const same = ok(await postShipper({ fiscalNoteKey: key, fiscalNoteNumber: '000.001.234' }));
    expect(same).toMatchObject({ fiscalNoteKey: key, fiscalNoteNumber: '000.001.234' });
  });

  test('a wrong check digit, a short key, an NFC-e and a key of another number: refused by name, nothing written', async () => {
    const key = keyOf(1234);
    const wrongDigit = key.slice(0, 43) + ((Number(key[43]) + 1) % 10);
    const pt = await refused(ctx, 400, () => postShipper({ fiscalNoteKey: wrongDigit }, 'pt-BR'));
    expect(pt.errors).toEqual({
      fiscalNoteKey:
        'Chave de acesso da NF-e não é uma chave de acesso válida: o dígito verificador não confere. Confira no DANFE',
    });
    const short = await refused(ctx, 400, () => postShipper({ fiscalNoteKey: key.slice(0, 40) }));
    expect(short.errors).toEqual({
      fiscalNoteKey: "NF-e access key must be the NF-e's access key: 44 digits, as printed on its DANFE",
    });
    const nfce = await refused(ctx, 400, () => postShipper({ fiscalNoteKey: keyOf(1234, '65') }));
    expect(nfce.errors).toEqual({
      fiscalNoteKey: 'NF-e access key is the key of a model 65 note, not of an NF-e (model 55)',
    });
    const other = await refused(ctx, 400, () => postShipper({ fiscalNoteKey: key, fiscalNoteNumber: '1235' }, 'pt-BR'));
    expect(other.errors).toEqual({ fiscalNoteKey: 'Chave de acesso da NF-e é a chave da NF-e 1234, não da 1235' });
    const letters = await refused(ctx, 400, () => postShipper({ fiscalNoteNumber: 'NF 12' }));
    expect(letters.errors).toEqual({
      fiscalNoteNumber: "Customer's NF-e (remessa) must be the note's number, in digits",
    });
  });
});

describe("the shop's notes on the packing slip and the invoice", () => {
  let packing: Row;
  let shipper: Row;
  beforeAll(async () => {
    shipper = ok(await postShipper({ fiscalNoteKey: keyOf(777) }));
    packing = await createPacking(ctx, shipper, 5, { fiscalNoteNumber: '88' });
  });

  test("the slip names the return NF-e and the customer's remessa, with their keys as the DANFE groups them", async () => {
    const key = keyOf(88);
    ok(await updatePacking(ctx, packing.id, packingData(shipper, 5, { fiscalNoteNumber: '88', fiscalNoteKey: key })));
    const sheet = ok<DocumentText>(await as(ctx, 'GET', `/api/packing/${packing.id}/pdf/content`, { lang: 'pt-BR' }));
    expect(line(sheet.meta, 'NF-e de retorno')).toBe('NF-e 88');
    expect(line(sheet.meta, 'NF-e de remessa')).toBe('NF-e 777');
    expect(line(sheet.blocks, 'Chaves de acesso')).toBe(
      `NF-e de retorno (NF-e 88): ${asOnDanfe(key)}\nNF-e de remessa (NF-e 777): ${asOnDanfe(keyOf(777))}`,
    );
  });

  test("an invoice's NFS-e takes its verification code as typed; its NF-e is checked like any other", async () => {
    const base = { date: '2026-11-20', packing: packing.id, customer: packing.customer, product: packing.product };
    await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/invoice', {
        body: { data: { ...base, fiscalNoteKind: 'NF-e', fiscalNoteKey: 'AB12-CD34' } },
      }),
    );
    const invoice = ok(
      await as(ctx, 'POST', '/api/invoice', {
        body: { data: { ...base, fiscalNoteKind: 'NFS-e', fiscalNoteNumber: '145', fiscalNoteKey: 'AB12-CD34' } },
      }),
    );
    expect(invoice).toMatchObject({ fiscalNoteKind: 'NFS-e', fiscalNoteNumber: '145', fiscalNoteKey: 'AB12-CD34' });
    const sheet = ok<DocumentText>(await as(ctx, 'GET', `/api/invoice/${invoice.id}/pdf/content`));
    expect(line(sheet.meta, 'Fiscal note')).toBe('NFS-e 145');
    expect(line(sheet.meta, 'Return NF-e')).toBe('NF-e 88');
    expect(line(sheet.blocks, 'Access keys')).toBe(
      `Fiscal note (NFS-e 145): AB12-CD34\nReturn NF-e (NF-e 88): ${asOnDanfe(keyOf(88))}`,
    );
  });
});

describe('a record without notes', () => {
  test('prints no fiscal rows, so a shop outside Brazil never sees them', async () => {
    const packing = await createPacking(ctx, flow.shipper, 2);
    const sheet = ok<DocumentText>(await as(ctx, 'GET', `/api/packing/${packing.id}/pdf/content`));
    expect(sheet.meta.map(([label]) => label)).not.toContain('Return NF-e');
    expect(line(sheet.blocks, 'Access keys')).toBe('');
  });
});
