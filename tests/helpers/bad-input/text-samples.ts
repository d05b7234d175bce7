/**
 * Valid text that looks dangerous: SQL and HTML fragments, LIKE wildcards, control and
 * invisible characters, any Unicode. In a free-text field all of it is plain text, to be
 * stored as sent (trimmed) and read back identically, never executed or interpreted.
 */
import fc from 'fast-check';
import type { ResourceDefinition } from '../../../resources';
import { filterSpecs, writableFields } from '../../../resources/kit/derive';
import { BIDI_CONTROLS } from '../../../resources/kit/field-rules';
import { isBlankText } from '../../../resources/kit/field-validation';
import type { StringField } from '../../../resources/kit/types';

/**
 * Text that shows nothing, each a blank: format characters (zero-width space, word joiner, byte
 * order mark, bidi marks, a tag), Hangul fillers, no-break and other Unicode spaces, a soft
 * hyphen, a variation selector, the blank braille cell, and mixes of them with ordinary white space.
 */
export const invisibleTexts = [
  '\u200b',
  '\u3164',
  '\u2060',
  '\ufeff',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\u202f',
  '\u115f\u1160',
  '\uffa0',
  '\u00ad',
  '\u200c\u200d\u200e',
  '\u202e',
  '\u180e',
  '\ufe0f',
  '\u034f',
  '\u{e0020}',
  '\u2061\u2062',
  '\u2800',
  ' \u200b\t\u3164\u00a0\u2060\ufeff\n',
];

export const fragments = [
  "'; drop table customer; --",
  "' or '1'='1",
  '" or ""="',
  '1; delete from audit_log where true',
  "') union select * from app_user --",
  '$$; select pg_sleep(5); $$',
  '\\x00\\',
  "E'\\\\'",
  '%',
  '_',
  '%_%',
  '\\%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '&lt;b&gt;',
  '<!-- x -->',
  'zero\u200bwidth',
  'tab\there',
  'new\nline',
  'bell\u0007',
  'esc\u001b[31m',
  'del\u007f',
  'nbsp\u00a0x',
  '😀 Ação ñ 中文',
  'e\u0301',
];

/**
 * Text that reads otherwise than it shows, refused in every text field (resources/kit/field-rules.ts):
 * an override, an embedding, an isolate, each mid-text ("A\u202egnp.exe" shows as "Aexe.png").
 */
export const bidiTexts = [
  'A\u202egnp.exe',
  'x\u202ay',
  'x\u202by\u202c',
  'x\u202dy',
  '\u2066x\u2069',
  'x\u2067y',
  'x\u2068y\u2069',
];

/** Any Unicode but what PostgreSQL cannot hold (NUL; no lone surrogates are generated) and bidi controls, non-blank. */
export const dangerousText = fc
  .oneof(
    fc.constantFrom(...fragments),
    fc.tuple(fc.constantFrom(...fragments), fc.string({ unit: 'binary', maxLength: 20 })).map(([a, b]) => `${a}${b}`),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.string({
      unit: fc.constantFrom(...'\u0001\u0002\u0008\u000b\u000c\u001f\u007f\u0085\u2028\ufeff\'"%_\\<>&;-'),
      minLength: 1,
      maxLength: 12,
    }),
  )
  .filter((s) => !s.includes('\u0000') && !BIDI_CONTROLS.test(s) && !isBlankText(s.trim()));

export interface TextField {
  name: string;
  max: number;
  /** Filterable with "contains" (the list filter, ILIKE). */
  contains: boolean;
}

/** Writable strings with no pattern or format: where any text is valid. */
export function freeTextFields(resource: ResourceDefinition): TextField[] {
  const specs = filterSpecs(resource);
  return (
    writableFields(resource)
      .filter((entry): entry is [string, StringField] => entry[1].type === 'string')
      // An NF-e key is checked as one (resources/kit/nfe-keys.ts), not free text.
      .filter(([, f]) => !f.pattern && !f.format && !f.nfeKey)
      .map(([name, f]) => ({ name, max: f.max ?? 255, contains: specs[name]?.kind === 'contains' }))
  );
}
