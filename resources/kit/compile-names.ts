/**
 * What a declaration names outside resources/: the permissions it asks (resources/kit/permissions.ts),
 * the catalogue keys its screens translate (i18n/en.ts, i18n/pt-BR.ts) and its menu icon
 * (src/layout/menu-icons.tsx). Each missing one is a problem compileResources reports at start.
 */
import { allFields } from './derive';
import { optionLabelOf } from './option-labels';
import type { Field, FormDefinition, ResourceDefinition } from './types';

/** The names the app holds beside the declarations; each part is checked only where given. */
export interface DeclarationContext {
  /** Every permission name (resources/kit/permissions.ts). */
  permissions?: Iterable<string>;
  /** The catalogues by locale: each must hold every key a declaration needs. */
  catalogues?: Readonly<Record<string, object>>;
  /** The resources the client has a side-menu icon for. */
  icons?: Iterable<string>;
  /** The form-only declarations (resources/forms/), checked for their permission and labels. */
  forms?: readonly FormDefinition[];
}

function hasKey(catalogue: object, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function optionKeys(field: Field): string[] {
  if (field.type !== 'choice' && field.type !== 'choices') return [];
  const empty = field.type === 'choice' && field.emptyLabel ? [field.emptyLabel] : [];
  if (!field.optionLabels) return empty;
  const keys = field.options.map((value) => optionLabelOf(field, field.optionLabels!, value).key);
  return [...new Set(keys), ...empty];
}

/** Every catalogue key a resource's screens, exports and messages translate. */
export function labelKeys(resource: ResourceDefinition): string[] {
  const { name, operations } = resource;
  const keys = [`resources.${name}.name`];
  for (const [field, f] of allFields(resource)) {
    keys.push(`resources.${name}.fields.${field}`, ...optionKeys(f));
    if (f.type !== 'rows') continue;
    for (const [column, c] of Object.entries(f.fields))
      keys.push(`resources.${name}.rowFields.${field}.${column}`, ...optionKeys(c));
  }
  // The notices of react-admin's own create, edit and delete (src/views/useResourceNavigation.ts).
  if (operations.includes('create') || operations.includes('update')) keys.push(`entities.${name}.save.success`);
  if (operations.includes('destroy'))
    keys.push(`entities.${name}.destroy.success`, `entities.${name}.destroyAll.success`);
  // A picker's chip on open work (src/views/fields/PickerOption.tsx), its list filter (filter-inputs.tsx)
  // and the home page's link to it (src/pages/home/WorkWaiting.tsx).
  if (resource.picker?.open)
    keys.push(`entities.${name}.picker.open`, `entities.${name}.picker.openFilter`, `entities.${name}.picker.waiting`);
  return keys;
}

/** A form-only declaration (resources/forms/) needs its field labels alone. */
export function formLabelKeys(form: FormDefinition): string[] {
  return Object.entries(form.fields).flatMap(([field, f]) => [
    `resources.${form.name}.fields.${field}`,
    ...optionKeys(f),
  ]);
}

export function labelProblems(
  where: string,
  keys: readonly string[],
  catalogues: Readonly<Record<string, object>>,
): string[] {
  return Object.entries(catalogues).flatMap(([locale, catalogue]) =>
    keys.filter((key) => !hasKey(catalogue, key)).map((key) => `${where}: no label "${key}" in i18n/${locale}.ts`),
  );
}

export function permissionProblems(resource: ResourceDefinition, known: ReadonlySet<string>): string[] {
  const named = [
    ...Object.entries(resource.permissions),
    ...(resource.view ? [['view', resource.view.permission]] : []),
  ];
  return named
    .filter(([, permission]) => permission !== undefined && !known.has(permission))
    .map(
      ([action, permission]) =>
        `${resource.name}.permissions.${action}: "${permission}" is not a permission of resources/kit/permissions.ts`,
    );
}

/** A form's permission and, given the catalogues, its labels. */
export function formProblems(form: FormDefinition, context: DeclarationContext): string[] {
  const known = context.permissions && new Set(context.permissions);
  const permission =
    known && !known.has(form.permission)
      ? [`forms/${form.name}.permission: "${form.permission}" is not a permission of resources/kit/permissions.ts`]
      : [];
  return [
    ...permission,
    ...(context.catalogues ? labelProblems(`forms/${form.name}`, formLabelKeys(form), context.catalogues) : []),
  ];
}
