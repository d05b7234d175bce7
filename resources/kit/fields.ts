/** Small constructors so resource files read as data. */
import type {
  BooleanField,
  ChoiceField,
  ChoicesField,
  DateField,
  Fields,
  FieldName,
  FilesField,
  FormDefinition,
  JsonField,
  NumberField,
  PermissionSet,
  ReferenceField,
  ReferencedByField,
  ResourceDefinition,
  RowItemField,
  RowsField,
  StringField,
} from './types';
import type { Entity } from './permissions';

type Options<F> = Omit<F, 'type'>;
/*
 * The constructors of fields that may be required return their options' own type with the field's,
 * so `required: true` reaches the record's type: a required field's value is never null there
 * (record-types.ts; the column is NOT NULL, server/db/tables.ts).
 */
type NoOptions = Record<never, never>;

export const text = <const O extends Options<StringField> = NoOptions>(o: O = {} as O): StringField & O => ({
  type: 'string',
  max: 255,
  ...o,
});
/** Where the server renders a record's PDF of that kind (server/routes/document-routes.ts). */
export const documentPath = (resource: string, id: string, kind = 'pdf') => `/api/${resource}/${id}/${kind}`;
/** The server-rendered PDF of this record (docs/domain-rules.md#documents-and-qr-page): set by the server, never filtered. */
export const documentUrl = (kind = 'pdf'): StringField => ({
  type: 'string',
  format: 'document',
  document: kind,
  readOnly: true,
  filter: false,
});
/** A phone number, international form accepted (+55 11 98765-4321); docs/decisions.md#phone-numbers. */
export const phone = <const O extends Options<StringField> = NoOptions>(o: O = {} as O): StringField & O => ({
  type: 'string',
  format: 'phone',
  max: 24,
  ...o,
});
// Narrowed, so a record's type tells a decimal (text as read from the database) from an integer.
export const integer = <const O extends Options<NumberField> = NoOptions>(
  o: O = {} as O,
): NumberField & { type: 'integer' } & O => ({ type: 'integer', ...o });
export const decimal = <const O extends Options<NumberField> = NoOptions>(
  o: O = {} as O,
): NumberField & { type: 'decimal' } & O => ({ type: 'decimal', scale: 2, ...o });
/** valueID: numbered by the server, in the same transaction, without gaps (so a stored row always has one). */
export const sequence = (
  o: Omit<Options<NumberField>, 'sequence'> = {},
): NumberField & { type: 'integer'; sequence: true } => ({
  type: 'integer',
  readOnly: true,
  ...o,
  sequence: true,
});
export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ type: 'boolean', ...o });
export const date = <const O extends Options<DateField> = NoOptions>(
  o: O = {} as O,
): DateField & { type: 'date' } & O => ({ type: 'date', happened: true, ...o });
/** A date a new record's form starts at today (a shipper's, a receipt's): still required, still editable. */
export const dateToday = <const O extends Options<DateField> = NoOptions>(
  o: O = {} as O,
): DateField & { type: 'date' } & O => ({ type: 'date', happened: true, defaultToday: true, ...o });
export const datetime = <const O extends Options<DateField> = NoOptions>(
  o: O = {} as O,
): DateField & { type: 'datetime' } & O => ({ type: 'datetime', happened: true, ...o });
export const json = (o: Options<JsonField> = {}): JsonField => ({ type: 'json', ...o });
/** Uploaded images (photos, avatars): neither filtered, sorted, exported nor imported; lists show the first. */
export const images = (o: Options<Omit<FilesField, 'accept'>>): FilesField => ({
  type: 'files',
  accept: 'image',
  filter: false,
  exported: false,
  ...o,
});
/** Uploaded PDF documents (a specification, a calibration certificate): shown as download links, never exported. */
export const documents = (o: Options<Omit<FilesField, 'accept' | 'formats' | 'fitWithin'>>): FilesField => ({
  type: 'files',
  accept: 'pdf',
  filter: false,
  exported: false,
  ...o,
});
export const choice = <const O extends Options<Omit<ChoiceField, 'options'>> = NoOptions>(
  options: readonly string[],
  o: O = {} as O,
): ChoiceField & O => ({
  type: 'choice',
  options,
  ...o,
});
export const choices = (options: readonly string[], o: Options<Omit<ChoicesField, 'options'>> = {}): ChoicesField => ({
  type: 'choices',
  options,
  ...o,
});
export const reference = <
  const R extends string,
  const O extends Options<Omit<ReferenceField, 'resource'>> = NoOptions,
>(
  resource: R,
  o: O = {} as O,
): ReferenceField<R> & O => ({
  type: 'reference',
  resource,
  ...o,
});
/**
 * The `resource` records whose `via` reference names this one, read by the server on every read
 * (server/services/records/referenced-by.ts); never written, so never in a form, the template or an import.
 */
export const referencedBy = <const R extends string>(
  resource: R,
  via: string,
  o: Options<Omit<ReferencedByField, 'resource' | 'via'>> = {},
): ReferencedByField<R> => ({ type: 'referencedBy', resource, via, readOnly: true, filter: false, ...o });

/** Rows of small records kept inside this one; never filtered or sorted by. */
export const rows = <const F extends Record<string, RowItemField>>(
  fields: F,
  o: Options<Omit<RowsField, 'fields'>>,
): RowsField<F> => ({
  type: 'rows',
  fields,
  filter: false,
  ...o,
});

/**
 * The spec's XRead/XCreate/... permission names for one of its entities (resources/kit/permissions.ts):
 * `entityPermissions('rack')` fails tsc, as 'rack' holds no permissions there.
 */
export function entityPermissions(entity: Entity): PermissionSet {
  return {
    read: `${entity}Read`,
    create: `${entity}Create`,
    edit: `${entity}Edit`,
    destroy: `${entity}Destroy`,
    import: `${entity}Import`,
    autocomplete: `${entity}Autocomplete`,
  };
}

/** Every operation served under /api/<base> instead of /api/<name> (docs/product-spec.md#api-calls: /api/chemical-in). */
export const apiUnder = (base: string): ResourceDefinition['api'] => ({
  list: base,
  get: `${base}/:id`,
  create: base,
  update: `${base}/:id`,
  destroy: base,
  import: `${base}/import`,
  autocomplete: `${base}/autocomplete`,
});

type Defaults = 'table' | 'operations' | 'exportName' | 'defaultOrder' | 'path';
/** A declaration as written: the defaults may be left out. */
export type ResourceInput<F extends Fields = Fields, N extends string = string, K extends string = FieldName<F>> = Omit<
  ResourceDefinition<F, N, K>,
  Defaults
> &
  Partial<Pick<ResourceDefinition<F, N, K>, Defaults>>;

/**
 * Fills a declaration's defaults, keeping its field names, name and `timestamps: false` in its type
 * (so a record's type has no createdAt where its table has none): `labelField`,
 * `exportFields` and `defaultOrder` must name its fields (checked by tsc, then by
 * compileResources at start-up for what a type cannot say).
 */
export function defineResource<const F extends Fields, const N extends string, const S extends boolean = true>(
  input: ResourceInput<F, N, NoInfer<FieldName<F>>> & { timestamps?: S },
): ResourceDefinition<F, N, FieldName<F>> & { timestamps?: S } {
  return {
    table: input.name,
    path: input.name,
    operations: ['list', 'get', 'create', 'update', 'destroy', 'import', 'autocomplete'],
    exportName: input.name,
    defaultOrder: input.timestamps === false ? 'id_DESC' : 'createdAt_DESC',
    ...input,
  };
}

/** A form-only declaration (resources/forms/), its field names kept in its type. */
export const defineForm = <const F extends Fields, const N extends string>(
  form: FormDefinition<F, N>,
): FormDefinition<F, N> => form;
