/**
 * A resource's records as zod schemas, derived from its declaration (resources/): what a write's
 * `data` may hold and what a read answers. They describe (OpenAPI) and type; the field rules
 * themselves stay the services' (resources/kit/validation.ts), whose messages are the contract.
 */
import { z } from 'zod';
import { allFields, filterSpecs, systemFields, writableFields } from '../../resources/kit/derive';
import type { Field, ResourceDefinition } from '../../resources';
import type { FieldOf } from '../../resources/kit/field-types';
import { storedFileValue } from '../../resources/kit/stored-file-answer';
import type { FieldSet, FieldType } from '../../resources/kit/types';

type Side = 'input' | 'output';

type SchemaFor<F extends Field> = (field: F, side: Side) => z.ZodType;

/** Each field type's API schema, by type (tsc asks a new type for its entry). */
const schemas: { readonly [T in FieldType]: SchemaFor<FieldOf<T>> } = {
  string: (field) => {
    const text = field.format === 'email' ? z.email() : z.string();
    return field.max ? text.max(field.max) : text;
  },
  integer: () => z.number().int(),
  // Read as text, so no digit is lost; written as a number or as text.
  decimal: (_field, side) =>
    side === 'output' ? z.string().meta({ format: 'decimal' }) : z.union([z.number(), z.string()]),
  boolean: () => z.boolean(),
  date: () => z.iso.date(),
  datetime: () => z.iso.datetime({ offset: true }),
  choice: (field) => z.enum(field.options as [string, ...string[]]),
  choices: (field) => z.array(z.enum(field.options as [string, ...string[]])),
  reference: (field) => z.string().meta({ description: `The id of a ${field.resource}` }),
  referencedBy: (field) =>
    z.array(z.string()).meta({ description: `The ids of the ${field.resource} records naming this one` }),
  files: (field) =>
    z
      .array(storedFileValue)
      .max(field.max)
      .meta({ description: `Uploaded with POST /api/files/<resource>/<field>; answered with signed links` }),
  rows: (field, side) =>
    z
      .array(
        z.looseObject(
          Object.fromEntries(
            Object.entries(field.fields).map(([name, row]) => [name, fieldSchema(row, side).nullish()]),
          ),
        ),
      )
      .max(field.max),
  json: () => z.unknown(),
};

function fieldSchema(field: Field, side: Side): z.ZodType {
  // An index by a union type cannot say the entry matches the field.
  return (schemas[field.type] as SchemaFor<Field>)(field, side);
}

const optional = (field: Field, schema: z.ZodType) => (field.required ? schema : schema.nullable().optional());

/** A write's `data`: the writable fields; unknown names are refused by the services with their message. */
export function recordInputShape(resource: FieldSet): z.ZodRawShape {
  return Object.fromEntries(
    writableFields(resource).map(([name, field]) => [name, fieldSchema(field, 'input').nullable().optional()]),
  );
}

export const recordInput = (resource: FieldSet) => z.looseObject(recordInputShape(resource));

/** A record as the API answers it: every field, the system ones included. */
export function recordOutput(resource: ResourceDefinition) {
  // The id and timestamps every record carries are never null.
  const system = systemFields(resource);
  return z.looseObject(
    Object.fromEntries(
      allFields(resource).map(([name, field]) => [
        name,
        system[name] ? fieldSchema(field, 'output') : optional(field, fieldSchema(field, 'output')),
      ]),
    ),
  );
}

/** A list's bracket filters (`filter[name]=acme`, `filter[createdAtRange][0]=2026-01-01`). */
export function listFilter(resource: ResourceDefinition) {
  const value = z.union([z.string(), z.array(z.string())]);
  return z.looseObject(
    Object.fromEntries(
      Object.entries(filterSpecs(resource)).map(([key, spec]) => [
        key,
        value.optional().meta({
          description: spec.kind === 'range' ? 'A [from, to] range; either end may be empty' : `${spec.kind} match`,
        }),
      ]),
    ),
  );
}
