/**
 * The declarations checked once, as the server starts (server/i18n.ts runs it with the permissions
 * and catalogues) and in the unit tests: what a type cannot say, or what a declaration built at run
 * time (profile.ts) could get wrong. A bad declaration stops the server at once, naming the resource
 * and field, instead of failing on the first request that reaches it.
 */
import { formProblems, labelKeys, labelProblems, permissionProblems, type DeclarationContext } from './compile-names';
import { filterSpecs, systemFields } from './derive';
import { iconProblems } from './icon-problems';
import { cardProblems } from './card';
import type { Field, ResourceDefinition } from './types';

export type { DeclarationContext } from './compile-names';

export class DeclarationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Resource declarations are inconsistent:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DeclarationError';
  }
}

/** What the app reads of the declarations, checked. */
export interface CompiledResources {
  list: readonly ResourceDefinition[];
  byName: ReadonlyMap<string, ResourceDefinition>;
}

/** The fields a field list, a label or an order of `resource` may name: declared ones, then id and timestamps. */
const nameable = (resource: ResourceDefinition) =>
  new Set([...Object.keys(resource.fields), ...Object.keys(systemFields(resource))]);

function referenceProblems(resource: ResourceDefinition, byName: ReadonlyMap<string, ResourceDefinition>): string[] {
  const problems: string[] = [];
  const check = (where: string, field: Field) => {
    if (field.type !== 'reference' && field.type !== 'referencedBy') return;
    const target = byName.get(field.resource);
    if (!target) {
      problems.push(`${where}: references "${field.resource}", which is not a declared resource`);
    } else if (field.type === 'referencedBy') {
      const via = target.fields[field.via];
      if (via?.type !== 'reference' || via.resource !== resource.name) {
        problems.push(`${where}: "${field.resource}.${field.via}" is not a reference to ${resource.name}`);
      }
    }
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    check(`${resource.name}.${name}`, field);
    if (field.type === 'rows')
      for (const [column, f] of Object.entries(field.fields)) check(`${resource.name}.${name}.${column}`, f);
  }
  return problems;
}

function namingProblems(resource: ResourceDefinition): string[] {
  const problems: string[] = [];
  const names = nameable(resource);
  const label = resource.fields[resource.labelField];
  if (!label) problems.push(`${resource.name}.labelField: "${resource.labelField}" is not a field of ${resource.name}`);
  else if (label.type === 'referencedBy')
    problems.push(`${resource.name}.labelField: "${resource.labelField}" is computed on read, it cannot name a record`);
  for (const name of resource.exportFields ?? []) {
    if (!names.has(name)) problems.push(`${resource.name}.exportFields: "${name}" is not a field of ${resource.name}`);
  }
  const order = /^(.+)_(ASC|DESC)$/.exec(resource.defaultOrder);
  if (!order)
    problems.push(`${resource.name}.defaultOrder: "${resource.defaultOrder}" is not <field>_ASC or <field>_DESC`);
  else if (!names.has(order[1]) || resource.fields[order[1]]?.type === 'referencedBy') {
    problems.push(`${resource.name}.defaultOrder: "${order[1]}" is not a sortable field of ${resource.name}`);
  }
  const filters = filterSpecs(resource);
  for (const [key, value] of Object.entries(resource.defaultFilter ?? {})) {
    const spec = filters[key];
    if (!spec) problems.push(`${resource.name}.defaultFilter: "${key}" is not a list filter of ${resource.name}`);
    else if (spec.options && !spec.options.includes(value))
      problems.push(`${resource.name}.defaultFilter: "${value}" is not an option of ${key}`);
  }
  return problems;
}

/**
 * Checks every declaration against the others, and against the permissions, catalogues and icons
 * `context` gives; throws a DeclarationError listing every problem.
 */
export function compileResources(
  list: readonly ResourceDefinition[],
  context: DeclarationContext = {},
): CompiledResources {
  const byName = new Map<string, ResourceDefinition>();
  const problems: string[] = [];
  for (const resource of list) {
    if (byName.has(resource.name)) problems.push(`${resource.name}: declared twice`);
    byName.set(resource.name, resource);
  }
  const permissions = context.permissions && new Set(context.permissions);
  const icons = context.icons && new Set(context.icons);
  for (const resource of list) {
    problems.push(...referenceProblems(resource, byName), ...namingProblems(resource), ...cardProblems(resource));
    if (permissions) problems.push(...permissionProblems(resource, permissions));
    if (context.catalogues) problems.push(...labelProblems(resource.name, labelKeys(resource), context.catalogues));
    if (icons) problems.push(...iconProblems(resource, icons));
  }
  for (const form of context.forms ?? []) problems.push(...formProblems(form, context));
  if (problems.length) throw new DeclarationError(problems);
  return { list, byName };
}
