/**
 * Bad list queries for a resource, as raw query strings: unknown filter, sort and top-level
 * keys, filter values the filter's type refuses, impossible pages, and malformed bracket syntax.
 * Every one is derived from the resource's filterSpecs and sortableFields, and every one must be
 * refused: an ignored parameter would answer every row as if unfiltered.
 */
import fc from 'fast-check';
import type { ResourceDefinition } from '../../../resources';
import { allFields, filterSpecs, sortableFields, type FilterSpec } from '../../../resources/kit/derive';
import { INTEGER_COLUMN_MAX } from '../../../resources/kit/field-validation';
import { bracketQuery } from '../http';

const query = (params: Record<string, unknown>) => bracketQuery(params).slice(1);
/** Objects and arrays where one value is wanted; never empty, which a query string could not even carry. */
const shapes = fc.constantFrom<unknown>({ a: 'b' }, { a: { b: 'c' } }, ['x', 'y'], [{ a: '1' }]);
const alnum = fc.string({
  minLength: 1,
  maxLength: 8,
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
});

/** Text a lenient parser reads as some date or number (Date.parse took this one for 2001-01-01). */
export const INJECTION = "' OR '1'='1";

/**
 * Range bounds each type refuses: not a number or date at all, or past what its column holds.
 * Dates are strict ISO: a day (yyyy-mm-dd) or a full date-time with its offset, nothing looser.
 */
export const bounds: Record<string, string[]> = {
  integer: ['abc', '1.5', '1e3', String(INTEGER_COLUMN_MAX + 1), 'NaN', INJECTION, '0x10'],
  decimal: ['abc', '1e3', '1,5', '99999999999999999', 'Infinity', INJECTION, '0x10'],
  date: [
    '2026-02-30',
    '0000-01-01',
    'yesterday',
    '2026-13-01',
    '20260101',
    INJECTION,
    '2026-1-1',
    '1 Jan 2026',
    '2026-01-01T00:00:00Z',
  ],
  datetime: [
    'yesterday',
    '2026-02-30',
    '0000-01-01T00:00:00Z',
    '+200000-01-01T00:00:00Z',
    '2026-13-01T00:00:00Z',
    'NaN',
    INJECTION,
    'Jan 1, 2026 10:00',
    '2026-01-01 10:00:00Z',
    '2026-01-01T10:00:00',
    '2026-01-01T10:00Z',
    'Thu, 01 Jan 2026 00:00:00 GMT',
  ],
};

/** Names every object inherits: a filter or parameter by one of these was dropped, answering every row. */
export const inheritedNames = ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf', 'isPrototypeOf'];

/** Values one filter refuses, by its kind and type. */
function badFilterValue(spec: FilterSpec): fc.Arbitrary<unknown> {
  if (spec.kind === 'contains') return shapes;
  if (spec.kind === 'range') {
    const bound = fc.oneof(fc.constantFrom(...bounds[spec.type]), fc.constant({ a: '1' }));
    return fc.oneof(
      fc.tuple(bound, fc.constantFrom('', undefined)).map(([a, b]) => (b === undefined ? [a] : [a, b])),
      fc.tuple(fc.constant(''), bound).map((pair) => pair),
      fc.constantFrom('2026-01-01', ['1', '2', '3'], { a: '1' }),
    );
  }
  const word = (spec.options ?? []).length ? fc.constantFrom('NOT_AN_OPTION', 'zz') : fc.constant('not-a-uuid');
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    boolean: fc.constantFrom('maybe', 'yes', '2'),
    reference: fc.oneof(word, fc.constant(['not-a-uuid'])),
    choice: word,
    choices: fc.oneof(
      word,
      word.map((w) => [w]),
    ),
  };
  const key = spec.field === 'id' ? 'reference' : spec.type;
  return fc.oneof(byType[key] ?? shapes.filter((v) => !Array.isArray(v)), fc.constant({ a: { b: 'c' } }));
}

/** Malformed bracket syntax, each a query the parser turns into something no list declares. */
function malformedQueries(resource: ResourceDefinition): string[] {
  const specs = Object.entries(filterSpecs(resource));
  const [text] = specs.find(([, s]) => s.kind === 'contains') ?? specs[0];
  const [range] = specs.find(([, s]) => s.kind === 'range')!;
  return [
    `filter[${text}=x`,
    'filter]=x',
    `filter[[${text}]]=x`,
    `filter[${text}][a][b][c][d][e]=x`,
    'orderBy[]=x',
    'limit[a]=1',
    'filter[]=x',
    'filter[=x',
    '[filter]=x',
    `filter[${text}]=x&filter=y`,
    'limit=1&limit=2',
    'offset[]=1',
    `filter.${text}=x`,
    'orderBy=id_ASC&orderBy=id_DESC',
    `filter[${range}]=x`,
    `filter[${range}][0][a]=1`,
    'filter=abc',
    ...inheritedNames.flatMap((name) => [
      `filter[${name}]=x`,
      `filter[${name}][0]=1`,
      `filter[${text}]=a&filter[${name}]=x`,
      `filter[${range}][${name}]=1`,
      `orderBy=${name}_ASC`,
      `orderBy[${name}]=x`,
      `${name}=1`,
      `limit[${name}]=1`,
    ]),
    'filter[__proto__][toString]=x',
    'filter[%5F%5Fproto%5F%5F]=x',
    'filter%5BtoString%5D=x',
  ];
}

/** The fixed catalogue: the malformed ones, and for every filter each bad bound or one bad value. */
export function edgeListQueries(resource: ResourceDefinition): string[] {
  const perFilter = Object.entries(filterSpecs(resource)).flatMap(([key, spec]) =>
    spec.kind === 'range'
      ? bounds[spec.type].map((bound) => query({ filter: { [key]: [bound] } }))
      : [query({ filter: { [key]: spec.kind === 'contains' ? ['x', 'y'] : { a: { b: 'c' } } } })],
  );
  return [
    ...malformedQueries(resource),
    ...perFilter,
    'filter[zz]=x',
    'orderBy=zz_ASC',
    'limit=-1',
    'offset=1.5',
    'q=x',
  ];
}

export function badListQuery(resource: ResourceDefinition): fc.Arbitrary<string> {
  const specs = Object.entries(filterSpecs(resource));
  const fields = allFields(resource).map(([name]) => name);
  const unfilterable = [...fields.filter((f) => !Object.hasOwn(filterSpecs(resource), f)), 'labels', 'importHash', 'q'];
  const unsortable = fields.filter((f) => !sortableFields(resource).includes(f));
  return fc.oneof(
    fc.constantFrom(...malformedQueries(resource)),
    fc
      .oneof(
        alnum.map((k) => `zz${k}`),
        fc.constantFrom(...unfilterable, ...inheritedNames),
      )
      .map((key) => query({ filter: { [key]: 'x' } })),
    fc
      .constantFrom(...specs)
      .chain(([key, spec]) => badFilterValue(spec).map((value) => query({ filter: { [key]: value } }))),
    fc
      .oneof(
        alnum.filter((s) => !/_(ASC|DESC)$/.test(s)),
        fc.constantFrom(...fields).chain((f) => fc.constantFrom(`${f}_asc`, `${f}_UP`, `${f}ASC`, `_${f}_ASC`)),
        fc.constantFrom('zz_ASC', ...unsortable.map((f) => `${f}_DESC`), ...inheritedNames.map((f) => `${f}_DESC`)),
      )
      .map((orderBy) => query({ orderBy })),
    fc
      .tuple(
        fc.constantFrom('limit', 'offset'),
        fc.constantFrom('-1', '1.5', 'abc', '1e999', String(INTEGER_COLUMN_MAX + 1), 'NaN'),
      )
      .map(([key, value]) => query({ [key]: value })),
    fc
      .oneof(
        alnum.map((k) => `zz${k}`),
        fc.constantFrom('q', 'ids', 'sort', 'page', 'perPage', ...inheritedNames),
      )
      .map((key) => `${encodeURIComponent(key)}=1`),
  );
}
