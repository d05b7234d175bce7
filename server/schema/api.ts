/** The pieces every route schema is built of: ids, the `{data}` body, list queries, answers and errors. */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResourceDefinition } from '../../resources';
import type { FieldSet } from '../../resources/kit/types';
import { listFilter, recordInputShape, recordOutput } from './fields';
import { refusal } from './refusal';

export const idParams = z.object({ id: z.string() });

/**
 * `{data: {...}}` with `shape`'s fields: anything but an object as `data` is the app's errors.dataRequired.
 * One object schema, never an intersection: zod merges an intersection's two results key by key,
 * seconds for a body of many unknown keys (tests/api/unknown-keys.test.ts), against milliseconds.
 */
export function dataBody<T extends z.ZodRawShape>(shape: T, description?: string) {
  const required = refusal('errors.dataRequired');
  return z.looseObject({ data: z.looseObject(shape, required).meta({ description }) }, required);
}

/** The spec's error body: the message in the caller's language, per-field messages for a record's rules. */
export const errorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

const errors = { '4xx': errorBody, '5xx': errorBody };

/** An answer's schemas: `ok` for 200, the error body for every failure. */
export const answers = <T extends z.ZodType>(ok: T) => ({ 200: ok, ...errors });

/** An answer with no fields (`{}`). */
export const done = answers(z.object({}));

/** A binary answer of `type` (a PDF, an uploaded image). */
export const binary = (type: string, description: string) => ({
  200: {
    description,
    content: { [type]: { schema: z.custom<Buffer>(() => true).meta({ type: 'string', format: 'binary' }) } },
  },
  ...errors,
});

/** A list's page (limit, offset), or its export (neither): every matching row, streamed. */
export function listQuery(resource: ResourceDefinition) {
  const number = z.string().meta({ description: 'A whole number' });
  return z.looseObject({
    filter: listFilter(resource).optional(),
    orderBy: z.string().optional().meta({ description: '<field>_ASC or <field>_DESC' }),
    limit: number.optional(),
    offset: number.optional(),
  });
}

export const ids = z.union([z.string(), z.array(z.string())]);

export const record = recordOutput;
export const recordData = (resource: FieldSet) =>
  dataBody(recordInputShape(resource), `A ${resource.name}'s writable fields; required ones must be given on create`);
export const listAnswer = (resource: ResourceDefinition) =>
  z.object({ rows: z.array(recordOutput(resource)), count: z.number().int() });

/** An app with the zod type provider, as route plugins receive it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The most characters an import hash may have: the client sends a 64-character SHA-256. */
export const IMPORT_HASH_MAX = 255;

/** An import's row: `{importHash, data}`; the hash (trimmed) is what makes a re-run of the same file create nothing. */
export function importBody(resource: ResourceDefinition) {
  const hashRequired = refusal('errors.import.hashRequired');
  return z.looseObject(
    {
      importHash: z
        .string(hashRequired)
        .refine((hash) => hash.trim() !== '', hashRequired)
        // A huge one failed its unique index in SQL (a 500).
        .refine(
          (hash) => hash.trim().length <= IMPORT_HASH_MAX,
          refusal('errors.import.hashTooLong', { max: IMPORT_HASH_MAX }),
        )
        .meta({
          description: "The file row's hash, trimmed; a row imported once is never imported again",
          maxLength: IMPORT_HASH_MAX,
        }),
      data: recordData(resource).shape.data,
    },
    hashRequired,
  );
}

/**
 * A stream of the JSON a route's schema describes (a list's export), sent as it is written: the
 * type provider types a reply by its schema, which a stream cannot state.
 */
export const streamed = <T>(stream: Readable) => stream as unknown as T;

/**
 * An answer typed by another library's TypeScript type (OpenAPI's own document) and described in words.
 * An answer of the app's own is a schema its type is inferred from (resources/kit/*-answer.ts).
 */
export const shaped = <T extends object>(description: string) =>
  z.custom<T>(() => true).meta({ type: 'object', description });
