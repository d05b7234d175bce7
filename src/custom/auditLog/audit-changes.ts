/**
 * What one audit entry says, in words an auditor reads: the fields an update changed with their
 * values before and after, a created or deleted record's values, the record's name. Pure: the
 * caller passes translate, so the same rules serve the log, its details and their tests.
 */
import { findResource, type Field } from '../../../resources';
import { allFields } from '../../../resources/kit/derive';
import companyProfile from '../../../resources/singletons/company-profile';
import { themeModes, themeNames } from '../../../resources/kit/settings';
import { formatCell } from '../../views/fields/format-cell';
import { textOf } from '../../views/fields/text';
import type { Formats } from '../../views/fields/useFormat';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Values = Record<string, unknown> | null | undefined;

export interface FieldChange {
  name: string;
  /** The field's label in the user's language. */
  label: string;
  before: string;
  after: string;
}

/** Kept by the server on every write: they change each time and say nothing an entry's time and actor do not. */
const BOOKKEEPING = new Set(['id', 'updatedAt', 'updatedById', 'createdById', 'createdAt', 'importHash', 'labels']);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One value as text: references by their label, options by name, numbers to their decimals, dates as YYYY-MM-DD HH:mm. */
/** `formats` (useFormat): numbers, money and dates as the interface language writes them; without it, as stored. */
export function formatValue(
  translate: Translate,
  field: Field | undefined,
  value: unknown,
  label?: unknown,
  formats?: Formats,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  return textOf(field).audit?.(translate, field, value, label, formats) ?? formatCell(translate, field, value, formats);
}

/** The settings are no resource: their fields as choices, named as the settings page names them. */
const settingsFields: [string, Field][] = [
  ['theme', { type: 'choice', options: themeNames, optionLabels: 'settings.colors.%{value}' }],
  ['mode', { type: 'choice', options: themeModes, optionLabels: 'choices.themeMode' }],
  ...Object.entries(companyProfile.fields),
];

/** The fields an entry speaks of: the resource's declared ones, or every key for what no resource declares. */
function fieldsOf(entityName: string, values: Values, previous: Values): [string, Field | undefined][] {
  if (entityName === 'settings') return settingsFields;
  const resource = findResource(entityName);
  if (resource) return allFields(resource).filter(([name]) => !BOOKKEEPING.has(name));
  const keys = new Set([...Object.keys(values ?? {}), ...Object.keys(previous ?? {})]);
  return [...keys].filter((name) => !BOOKKEEPING.has(name)).map((name) => [name, undefined]);
}

const fieldLabel = (translate: Translate, entityName: string, name: string) =>
  translate(`resources.${entityName}.fields.${name}`, {
    _: translate(`settings.fields.${name}`, {
      _: translate(`resources.${companyProfile.name}.fields.${name}`, { _: name }),
    }),
  });

const labelOf = (values: Values, name: string) => (isObject(values?.labels) ? values.labels[name] : undefined);

/**
 * The entry's fields as before → after. An update lists only what changed (compared as stored, so
 * 10 and 10.00 are one value); a create has no before, a delete no after; neither lists empty fields.
 */
/** A log entry as the list answers it: the values written, and for an update the ones they replaced. */
export interface AuditEntry {
  entityName: string;
  action: string;
  values?: Values;
  previousValues?: Values;
}

export function auditChanges(translate: Translate, entry: AuditEntry, formats?: Formats): FieldChange[] {
  const after = entry.action === 'delete' ? undefined : entry.values;
  const before =
    entry.action === 'update' ? entry.previousValues : entry.action === 'delete' ? entry.values : undefined;
  const changes: FieldChange[] = [];
  for (const [name, field] of fieldsOf(entry.entityName, entry.values, entry.previousValues)) {
    const was = formatValue(translate, field, before?.[name], labelOf(before, name), formats);
    const is = formatValue(translate, field, after?.[name], labelOf(after, name), formats);
    if (entry.action === 'update' && JSON.stringify(before?.[name] ?? null) === JSON.stringify(after?.[name] ?? null))
      continue;
    if (!was && !is) continue;
    changes.push({ name, label: fieldLabel(translate, entry.entityName, name), before: was, after: is });
  }
  return changes;
}

/** The record an entry is about, by its own name (Shipper 1024's 1024), from the values it kept. */
export function recordLabel(translate: Translate, entityName: string, values: Values): string {
  const resource = findResource(entityName);
  if (!resource || !isObject(values)) return '';
  const field = resource.fields[resource.labelField];
  return formatValue(translate, field, values[resource.labelField], labelOf(values, resource.labelField));
}

/** The one line a log row shows: the first changes as "Field: before → after" (or "Field: value"), and how many more. */
export function changeSummary(changes: FieldChange[], action: string, shown = 3): { parts: string[]; more: number } {
  const part = (c: FieldChange) =>
    action === 'update'
      ? `${c.label}: ${c.before || '—'} → ${c.after || '—'}`
      : `${c.label}: ${action === 'delete' ? c.before : c.after}`;
  return { parts: changes.slice(0, shown).map(part), more: Math.max(0, changes.length - shown) };
}
