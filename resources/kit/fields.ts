/** Small constructors so resource files read as data. */
import type {
  BooleanField, ChoiceField, ChoicesField, DateField, FilesField, JsonField, NumberField, PermissionSet,
  ReferenceField, ReferencedByField, ResourceDefinition, RowItemField, RowsField, StringField,
} from './types';
import type { Permission } from './permissions';

type Options<F> = Omit<F, 'type'>;

export const text = (o: Options<StringField> = {}): StringField => ({ type: 'string', max: 255, ...o });
/** The server-rendered PDF of this record (docs/domain-rules.md#documents-and-qr-page): set by the server, never filtered. */
export const documentUrl = (): StringField => ({ type: 'string', format: 'document', readOnly: true, filter: false });
/** A phone number, international form accepted (+55 11 98765-4321); docs/decisions.md#phone-numbers. */
export const phone = (o: Options<StringField> = {}): StringField => ({ type: 'string', format: 'phone', max: 24, ...o });
export const integer = (o: Options<NumberField> = {}): NumberField => ({ type: 'integer', ...o });
export const decimal = (o: Options<NumberField> = {}): NumberField => ({ type: 'decimal', scale: 2, ...o });
/** valueID: numbered by the server, in the same transaction, without gaps. */
export const sequence = (o: Options<NumberField> = {}): NumberField => ({ type: 'integer', readOnly: true, sequence: true, ...o });
export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ type: 'boolean', ...o });
export const date = (o: Options<DateField> = {}): DateField => ({ type: 'date', ...o });
/** A date a new record's form starts at today (a shipper's, a receipt's): still required, still editable. */
export const dateToday = (o: Options<DateField> = {}): DateField => ({ type: 'date', defaultToday: true, ...o });
export const datetime = (o: Options<DateField> = {}): DateField => ({ type: 'datetime', ...o });
export const json = (o: Options<JsonField> = {}): JsonField => ({ type: 'json', ...o });
/** Uploaded images (photos, avatars): neither filtered, sorted, exported nor imported; lists show the first. */
export const images = (o: Options<Omit<FilesField, 'accept'>>): FilesField => ({
  type: 'files',
  accept: 'image',
  filter: false,
  exported: false,
  ...o,
});
export const choice = (options: readonly string[], o: Options<Omit<ChoiceField, 'options'>> = {}): ChoiceField => ({
  type: 'choice',
  options,
  ...o,
});
export const choices = (options: readonly string[], o: Options<Omit<ChoicesField, 'options'>> = {}): ChoicesField => ({
  type: 'choices',
  options,
  ...o,
});
export const reference = (resource: string, o: Options<Omit<ReferenceField, 'resource'>> = {}): ReferenceField => ({
  type: 'reference',
  resource,
  ...o,
});
/**
 * The `resource` records whose `via` reference names this one, read by the server on every read
 * (server/services/referenced-by.ts); never written, so never in a form, the template or an import.
 */
export const referencedBy = (
  resource: string, via: string, o: Options<Omit<ReferencedByField, 'resource' | 'via'>> = {},
): ReferencedByField => ({ type: 'referencedBy', resource, via, readOnly: true, filter: false, ...o });

/** Rows of small records kept inside this one; never filtered or sorted by. */
export const rows = (fields: Record<string, RowItemField>, o: Options<Omit<RowsField, 'fields'>>): RowsField => ({
  type: 'rows',
  fields,
  filter: false,
  ...o,
});

/** The spec's XRead/XCreate/... permission names for an entity. */
export function entityPermissions(entity: string): PermissionSet {
  const p = (suffix: string) => `${entity}${suffix}` as Permission;
  return {
    read: p('Read'),
    create: p('Create'),
    edit: p('Edit'),
    destroy: p('Destroy'),
    import: p('Import'),
    autocomplete: p('Autocomplete'),
  };
}

/** Every operation served under /api/<base> instead of /api/<name> (docs/product-spec.md#api-calls: /api/chemical-in). */
export const apiUnder = (base: string): ResourceDefinition['api'] => ({
  list: base, get: `${base}/:id`, create: base, update: `${base}/:id`, destroy: base,
  import: `${base}/import`, autocomplete: `${base}/autocomplete`,
});

type Defaults = 'table' | 'operations' | 'exportName' | 'defaultOrder' | 'path';
export type ResourceInput = Omit<ResourceDefinition, Defaults> & Partial<Pick<ResourceDefinition, Defaults>>;

export function defineResource(input: ResourceInput): ResourceDefinition {
  return {
    table: input.name,
    path: input.name,
    operations: ['list', 'get', 'create', 'update', 'destroy', 'import', 'autocomplete'],
    exportName: input.name,
    defaultOrder: input.timestamps === false ? 'id_DESC' : 'createdAt_DESC',
    ...input,
  };
}
