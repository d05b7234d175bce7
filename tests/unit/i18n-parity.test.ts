/** en and pt-BR carry the same keys (react-admin's ra.* included, and the printed documents' words) and the same %{placeholders}. */
import englishMessages from 'ra-language-english';
import { describe, expect, test } from 'vitest';
import { catalogues } from '../../i18n';
import documentsEn from '../../i18n/documents-en';
import documentsPtBR from '../../i18n/documents-pt-BR';
import en from '../../i18n/en';
import pagesEn from '../../i18n/pages-en';
import pagesPtBR from '../../i18n/pages-pt-BR';
import ptBR from '../../i18n/pt-BR';

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

const flatEn = flatten(catalogues.en);
const flatPt = flatten(catalogues['pt-BR']);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);

describe('i18n catalogues', () => {
  test('the same keys in en and pt-BR', () => {
    const enKeys = Object.keys(flatEn).sort();
    const ptKeys = Object.keys(flatPt).sort();
    expect(
      ptKeys.filter((k) => !(k in flatEn)),
      'only in pt-BR',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !(k in flatPt)),
      'only in en',
    ).toEqual([]);
  });

  // The browser loads the first file of each pair when it starts and the pages' when a later screen
  // opens: a word in pages-en but in pt-BR's first file would be there in one language only at first.
  test.each([
    ['first screen', en, ptBR],
    ['later screens', pagesEn, pagesPtBR],
    ['server only', documentsEn, documentsPtBR],
  ])('each file pair holds the same keys: %s', (_name, english, portuguese) => {
    const enKeys = Object.keys(flatten(english));
    const ptKeys = new Set(Object.keys(flatten(portuguese)));
    expect(enKeys.filter((k) => !ptKeys.has(k))).toEqual([]);
    expect([...ptKeys].filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  test("react-admin's own keys are all there", () => {
    const raKeys = Object.keys(flatten(englishMessages)).filter((k) => k.startsWith('ra.'));
    expect(raKeys.length).toBeGreaterThan(100);
    expect(
      raKeys.filter((k) => !(k in flatPt)),
      'ra.* keys missing from pt-BR',
    ).toEqual([]);
    expect(
      raKeys.filter((k) => !(k in flatEn)),
      'ra.* keys missing from en',
    ).toEqual([]);
  });

  test('every value is a string, blank in pt-BR only where English is blank too (ra.boolean.null)', () => {
    for (const [key, value] of [...Object.entries(flatEn), ...Object.entries(flatPt)])
      expect(typeof value, key).toBe('string');
    const blank = (v: unknown) => String(v).trim() === '';
    expect(Object.keys(flatPt).filter((k) => blank(flatPt[k]) && !blank(flatEn[k]))).toEqual([]);
  });

  test('every %{placeholder} of an English string is in its Portuguese string', () => {
    const missing: string[] = [];
    for (const [key, text] of Object.entries(flatEn)) {
      const pt = String(flatPt[key] ?? '');
      for (const name of placeholders(String(text)))
        if (!placeholders(pt).includes(name)) missing.push(`${key}: %{${name}}`);
    }
    expect(missing).toEqual([]);
  });

  test('every text that holds a word is translated: pt-BR differs from English but for codes, names and words both share', () => {
    // Codes (units, RMA), brands, language names, and words Portuguese spells the same way.
    const same = new Set([
      'Id',
      'RMA',
      'kg',
      'mL',
      'gal',
      'lb',
      'Google',
      'Facebook',
      'Twitter',
      'English',
      'Português (Brasil)',
      'Editor',
      'Avatar',
      'Total',
      'Magenta',
      'Menu',
      'Volume',
      '%{count} megapixels',
      // A revision in a file name (certificado-7-rev2.pdf).
      'rev',
      // Brazil's and the United States' tax ids by their official abbreviations, and "exempt" as the IE writes it.
      'CNPJ',
      'CPF',
      'EIN',
      'IE',
      'ISENTO',
      'CNPJ / CPF',
      // Brazil's code of a fiscal operation, its name in both languages.
      'CFOP',
      // A paper size's name and measures (the company profile's A4).
      'A4 (210 × 297 mm)',
    ]);
    const hasWord = (text: string) => /\p{L}{2,}/u.test(text.replace(/%\{\w+\}/g, ''));
    const untranslated = Object.entries(flatEn)
      // Country names come from Intl.DisplayNames, and many are spelt alike (Portugal, Angola).
      .filter(([key]) => !key.startsWith('choices.country.'))
      .filter(([key, text]) => flatPt[key] === text && hasWord(String(text)) && !same.has(String(text)))
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(untranslated).toEqual([]);
  });

  test('plural forms (||||) in English are plural in Portuguese too', () => {
    const missing = Object.entries(flatEn)
      .filter(([key, text]) => String(text).includes('||||') && !String(flatPt[key] ?? '').includes('||||'))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });
});
