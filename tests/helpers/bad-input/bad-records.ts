/**
 * Whole bad `data` objects: a valid one with one to three things wrong (a field's value, a
 * required key left out, a key nobody declared), or no object at all.
 */
import fc from 'fast-check';
import type { Field } from '../../../resources';
import { badValue, type Mode } from './bad-values';
import { edgeValues } from './edge-values';

export interface RecordShape {
  /** The keys the body may carry, with their declarations. */
  fields: [string, Field][];
  mode: Mode;
  /** Leaving a required key out is an error (create, import), or keeps the stored value (update). */
  missingIsError: boolean;
  /** Keys the route also accepts or ignores (an invitation's `email`): never sent as unknown ones. */
  alsoAccepted?: string[];
}

type Mutation = { set: Record<string, unknown> } | { remove: string[] };

/** Keys a client must never set: the server's own, a user's privileges, and those JSON parsers guard against. */
const SERVER_KEYS = [
  'id',
  'createdAt',
  'updatedAt',
  'createdById',
  'updatedById',
  'importHash',
  'valueID',
  'roles',
  'disabled',
  'email',
  'emailVerified',
  'authenticationUid',
  '__proto__',
  'constructor',
];

function mutations(shape: RecordShape): fc.Arbitrary<Mutation> {
  const names = new Set([...shape.fields.map(([name]) => name), ...(shape.alsoAccepted ?? [])]);
  const unknownKey = fc.oneof(
    fc.constantFrom(...SERVER_KEYS.filter((key) => !names.has(key))),
    fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !names.has(key)),
  );
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .constantFrom(...shape.fields)
      .chain(([name, field]) => badValue(field, shape.mode).map((value) => ({ set: { [name]: value } }))),
    fc.tuple(unknownKey, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({ set: { [key]: value } })),
  ];
  // A key with a default takes it when left out, so only those without one are missed.
  const required = shape.fields.filter(([, f]) => f.required && f.default === undefined).map(([name]) => name);
  if (shape.missingIsError && required.length)
    options.push(fc.subarray(required, { minLength: 1 }).map((remove) => ({ remove })));
  return fc.oneof(...options);
}

function applied(base: Record<string, unknown>, list: Mutation[]): Record<string, unknown> {
  const out = { ...base };
  for (const m of list) {
    if ('remove' in m) for (const key of m.remove) delete out[key];
    else
      for (const [key, value] of Object.entries(m.set))
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Bad `data` for a route taking `shape`, built over the valid `base`. */
export function badRecord(shape: RecordShape, base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const notAnObject = fc.oneof(
    fc.constant(null),
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.boolean(),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
  );
  return fc.oneof(
    { weight: 1, arbitrary: notAnObject },
    {
      weight: 6,
      arbitrary: fc.array(mutations(shape), { minLength: 1, maxLength: 3 }).map((list) => applied(base, list)),
    },
  );
}

/** The fixed catalogue, each alone: every edge value of every field, each required key left out, each server key, no object. */
export function edgeRecords(shape: RecordShape, base: Record<string, unknown>): unknown[] {
  const names = new Set([...shape.fields.map(([name]) => name), ...(shape.alsoAccepted ?? [])]);
  const required = shape.fields.filter(([, f]) => f.required && f.default === undefined).map(([name]) => name);
  return [
    null,
    [],
    'text',
    1,
    [base],
    ...shape.fields.flatMap(([name, field]) =>
      edgeValues(field, shape.mode).map((value) => applied(base, [{ set: { [name]: value } }])),
    ),
    ...(shape.missingIsError ? required.map((name) => applied(base, [{ remove: [name] }])) : []),
    ...[...SERVER_KEYS, 'notADeclaredField']
      .filter((key) => !names.has(key))
      .map((key) => applied(base, [{ set: { [key]: 'x' } }])),
  ];
}
