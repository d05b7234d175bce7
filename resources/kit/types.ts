/** The vocabulary of a resource declaration. Pure data: no React, no Node, no driver. */
import type { Permission } from './permissions';
import type { CardDeclaration, PickerDeclaration } from './list-declarations';
import type { Field } from './field-declarations';

export * from './field-declarations';

export type Operation = 'list' | 'get' | 'create' | 'update' | 'destroy' | 'import' | 'autocomplete';

export type PermissionSet = Partial<
  Record<'read' | 'create' | 'edit' | 'destroy' | 'import' | 'autocomplete', Permission>
>;

export type Fields = Record<string, Field>;

/** What every record has beside its declared fields (`timestamps`): export columns and orders may name them. */
export type SystemField = 'id' | 'createdAt' | 'updatedAt';

/** The declared field names of `F`. */
export type FieldName<F extends Fields> = Extract<keyof F, string>;

/** A list order, `<field>_ASC|_DESC`. */
export type OrderOf<K extends string> = `${K}_ASC` | `${K}_DESC`;

/**
 * A resource, generic over its fields `F`, name `N` and field names `K` (defineResource sets
 * `K = FieldName<F>`; a parameter of its own keeps a resource assignable to the plain
 * `ResourceDefinition`, which `keyof F` would not), so a label field, an export column or a
 * default order naming no field fails to compile (tests/unit/declaration-types.test.ts).
 */
export interface ResourceDefinition<F extends Fields = Fields, N extends string = string, K extends string = string> {
  /** API path segment, route segment and i18n key: /api/<name>, /<name>, resources.<name>. */
  name: N;
  /** Client route segment: /<path>, /<path>/new, /<path>/{id}/edit, /<path>/{id}. */
  path: string;
  /** SQL table name. */
  table: string;
  fields: F;
  permissions: PermissionSet;
  /** What the API offers for this resource. */
  operations: readonly Operation[];
  /** The field that names a record: autocomplete label, export form of a reference. */
  labelField: K;
  /** A reference picker's search, option details and order; without one it searches and sorts by label. */
  picker?: PickerDeclaration<K>;
  /** Its list's rows on a phone; derived from the list's columns without one. */
  card?: CardDeclaration<K>;
  /** Export file name prefix and import template name. */
  exportName: string;
  /** Export columns in order; defaults to every exported field. */
  exportFields?: readonly (K | SystemField)[];
  /**
   * The fields that name one record in the world, each set on its own (a customer's tax id, else its
   * name): an import row agreeing with an existing record on every field of a set, case, accents and
   * punctuation aside, is shown as a probable duplicate (POST /api/<name>/import/matches).
   */
  naturalKeys?: readonly (readonly K[])[];
  /** Adds id, createdAt, updatedAt, createdById, updatedById (default true). */
  timestamps?: boolean;
  /** Default list order, `<field>_ASC|_DESC`. */
  defaultOrder: OrderOf<K | SystemField>;
  /** The filter a list opens with, which the user may remove (open nonconformances): filter keys and values. */
  defaultFilter?: Readonly<Record<string, string>>;
  /** Shown in the side menu, at this place; its icon is the client's, by resource name (src/layout/menu-icons.tsx). */
  menu?: { order: number };
  /** API paths under /api where they differ from /<name>, /<name>/:id, ... (the spec's IAM calls). */
  api?: Partial<Record<Operation, string>>;
  /** The client's record view, after /<path>, where it is not '/:id' (docs/product-spec.md#private-routes-and-permissions: /chemical-in/{id}/view). */
  view?: { suffix: string; permission: Permission };
  /** False when server/db/tables.ts declares the table by hand (app_user, which sign-in also writes). */
  derivedTable?: boolean;
}

/**
 * What a form that is no resource asks for (resources/forms/: "Use recipe", "Void"): its fields,
 * labelled `resources.<name>.fields.*`, and who may send it. No table, no routes, no list.
 */
export interface FormDefinition<F extends Fields = Fields, N extends string = string> {
  name: N;
  fields: F;
  /** The permission of the action it asks for (its route's guard, its button's). */
  permission: Permission;
}

/** A declaration's name and fields: what a form, its defaults and its validation read of it. */
export type FieldSet = Pick<ResourceDefinition, 'name' | 'fields'>;
