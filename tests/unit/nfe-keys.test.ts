/** The NF-e access key read field by field and checked as SEFAZ builds it (resources/kit/nfe-keys.ts). */
import { describe, expect, test } from 'vitest';
import { groupedNfeKey, nfeCheckDigit, noteNumber, readNfeKey } from '../../resources/kit/nfe-keys';

// Published examples of the check digit's computation: an NF-e of Rio Grande do Sul, an NFC-e of Amazonas.
const RS_NFE = '43171207364617000135550000000120141000120146';
const AM_NFCE = '13181017921427000125650010000000309887251170';

describe('an NF-e access key', () => {
  test('its check digit is mod 11 of the first 43 digits, as the published examples compute it', () => {
    expect(nfeCheckDigit(RS_NFE.slice(0, 43))).toBe(6);
    expect(nfeCheckDigit(AM_NFCE.slice(0, 43))).toBe(0);
  });

  test('is read field by field, however it was copied', () => {
    expect(readNfeKey(groupedNfeKey(RS_NFE))).toEqual({
      key: {
        key: RS_NFE,
        state: '43',
        issued: '1712',
        issuerTaxId: '07364617000135',
        model: '55',
        series: 0,
        number: 12014,
      },
    });
    expect(readNfeKey(RS_NFE.replace(/(\d{4})/g, '$1.'))).toMatchObject({ key: { key: RS_NFE } });
  });

  test('refuses what is not one, saying why', () => {
    expect(readNfeKey(RS_NFE.slice(0, 43))).toEqual({ error: { key: 'validation.nfeKey.digits' } });
    expect(readNfeKey(`${RS_NFE.slice(0, 43)}7`)).toEqual({ error: { key: 'validation.nfeKey.checkDigit' } });
    // A right check digit under a state code that is none (99 is foreign trade, not an issuer's state).
    const foreign = `99${RS_NFE.slice(2, 43)}`;
    expect(readNfeKey(foreign + nfeCheckDigit(foreign))).toEqual({ error: { key: 'validation.nfeKey.checkDigit' } });
    expect(readNfeKey(AM_NFCE)).toEqual({ error: { key: 'validation.nfeKey.model', args: { model: '65' } } });
  });

  test('prints in the DANFE’s eleven groups of four', () => {
    expect(groupedNfeKey(RS_NFE)).toBe('4317 1207 3646 1700 0135 5500 0000 0120 1410 0012 0146');
  });
});

describe("a note's number", () => {
  test('is its digits, with or without the dots it is printed with', () => {
    expect(noteNumber('000.012.014')).toBe(12014);
    expect(noteNumber('88')).toBe(88);
    expect(noteNumber('NF 88')).toBeUndefined();
    expect(noteNumber('')).toBeUndefined();
  });
});
