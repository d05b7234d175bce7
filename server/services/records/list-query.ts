/**
 * The bracket-form list parameters checked: the filter as conditions (list-filter.ts renders them)
 * and the order (the page: list-page.ts); what the resource does not declare is refused.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { filterSpecs, parseOrderBy, type FilterSpec } from '../../../resources/kit/derive';
import type { Field, ResourceDefinition } from '../../../resources';
import { validateField } from '../../../resources/kit/validation';
import type { AnyTable } from '../../db/tables';
import { badRequest } from '../../errors';
import { droppedQueryNames } from '../../query-string';
import type { OpenWork } from './open-work';

export interface ListParams {
  filter?: unknown;
  orderBy?: unknown;
  limit?: unknown;
  offset?: unknown;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
 * The instants a timestamp bound may name: years 0001 to 9999, the latest a day short of the end
 * so a whole-day upper bound stays inside. Beyond them (year 0, '+200000-01-01') SQL failed: a 500.
 */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-30T23:59:59.999Z');
/** A full ISO date-time with its offset (Z or ±hh:mm), as the client sends a timestamp bound. */
const ISO_TIMESTAMP = z.iso.datetime({ offset: true });
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The parameters a list takes. Any other was ignored, so a malformed bracket query
 * (`filter[name=acme`, a typo'd key) answered every row as if unfiltered: refused instead.
 */
const LIST_PARAMS = new Set(['filter', 'orderBy', 'limit', 'offset']);

/** A name qs dropped (see query-string.ts), refused as the list refuses any name it does not know. */
function refuseDropped([name, filter = '']: string[]): never {
  if (!LIST_PARAMS.has(name)) throw badRequest('errors.query.unknownParam', { key: name });
  if (name === 'orderBy') throw badRequest('errors.query.invalidOrderBy', { key: '' });
  if (name !== 'filter') throw badRequest('errors.query.invalidPage', { key: name });
  // filter[toString] names no filter; filter[dateRange][toString] is a bad value for a real one.
  throw badRequest(
    Object.hasOwn(Object.prototype, filter) ? 'errors.query.unknownFilter' : 'errors.query.invalidFilter',
    { key: filter },
  );
}

export function checkListParams(params: Record<string, unknown>): void {
  // Names every object inherits (filter[toString], constructor, __proto__) never reach `params`:
  // refused like any other unknown name, never read as no filter.
  for (const parts of droppedQueryNames(params)) refuseDropped(parts);
  const unknown = Object.keys(params).find((key) => !LIST_PARAMS.has(key));
  if (unknown !== undefined) throw badRequest('errors.query.unknownParam', { key: unknown });
}

/**
 * The field one filter value is checked as: a choices filter names one option, a datetime bound is
 * at least a day. filterSpecs lists no rows, files or referencedBy field (none holds one comparable value).
 */
function filterField(spec: FilterSpec, key: string): Field {
  const { type } = spec;
  if (spec.kind === 'open') return { type: 'boolean' };
  if (spec.field === 'id' || type === 'reference') return { type: 'reference', resource: '' };
  if (type === 'choice' || type === 'choices') return { type: 'choice', options: spec.options ?? [] };
  if (type === 'datetime') return { type: 'date' };
  if (type === 'rows' || type === 'files' || type === 'referencedBy')
    throw badRequest('errors.query.invalidFilter', { key });
  return { type };
}

/** One filter value checked as the field's type, so bad input is a 400, never a SQL error. */
function checked(spec: FilterSpec, key: string, raw: unknown): unknown {
  const field = filterField(spec, key);
  let value = raw;
  const instant = (time: number) => {
    if (Number.isNaN(time) || time < EARLIEST || time > LATEST) throw badRequest('errors.query.invalidFilter', { key });
    return new Date(time);
  };
  // A datetime bound may be a day or a full ISO timestamp, strictly: Date.parse reads almost any
  // text as some date ("' OR '1'='1" was 2001-01-01), which would filter by a date never asked for.
  if (spec.type === 'datetime' && typeof raw === 'string' && raw.length > 10) {
    if (!ISO_TIMESTAMP.safeParse(raw).success) throw badRequest('errors.query.invalidFilter', { key });
    return instant(Date.parse(raw));
  }
  const result = validateField(field, value);
  // A choice names the values it takes, so a caller can correct `entityNames[]=Chemical use` to chemicalOut.
  if (result.error && spec.options) {
    throw badRequest('errors.query.invalidChoice', { key, value: String(raw), values: spec.options.join(', ') });
  }
  if (result.error) throw badRequest('errors.query.invalidFilter', { key });
  value = result.value;
  if (spec.type === 'datetime') return instant(Date.parse(`${value as string}T00:00:00.000Z`));
  if (spec.type === 'decimal') return String(value);
  return value;
}

/**
 * One filter checked, as the form of its condition and the values it compares with: `form` and the
 * number of values decide the SQL text, the values are its parameters (list-filter.ts renders them).
 */
export interface Condition {
  column: string;
  /** `open` and `closed`: the picker's open work (open-work.ts), which takes no values. */
  form: 'ilike' | 'overlaps' | 'in' | 'eq' | 'gte' | 'lt' | 'lte' | 'open' | 'closed';
  values: unknown[];
  open?: OpenWork;
}

function conditionsOf(resource: ResourceDefinition, spec: FilterSpec, key: string, raw: unknown): Condition[] {
  const column = spec.field;
  if (spec.kind === 'open') {
    const open = checked(spec, key, raw) ? 'open' : 'closed';
    return [{ column, form: open, values: [], open: resource.picker?.open }];
  }
  if (spec.kind === 'contains') {
    if (typeof raw !== 'string') throw badRequest('errors.query.invalidFilter', { key });
    return [{ column, form: 'ilike', values: [`%${escapeLike(raw.trim())}%`] }];
  }
  // Several-valued fields (roles) match a record holding any of the values asked for.
  if (spec.type === 'choices') {
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => !isBlank(v)).map((v) => checked(spec, key, v));
    return values.length ? [{ column, form: 'overlaps', values: [values] }] : [];
  }
  if (spec.kind === 'exact') {
    if (Array.isArray(raw)) {
      const values = raw.filter((v) => !isBlank(v)).map((v) => checked(spec, key, v));
      return values.length ? [{ column, form: 'in', values }] : [];
    }
    return [{ column, form: 'eq', values: [checked(spec, key, raw)] }];
  }
  if (!Array.isArray(raw) || raw.length > 2) throw badRequest('errors.query.invalidFilter', { key });
  const [from, to] = raw;
  const parts: Condition[] = [];
  if (!isBlank(from)) parts.push({ column, form: 'gte', values: [checked(spec, key, from)] });
  if (!isBlank(to)) {
    const bound = checked(spec, key, to);
    // A day as the upper bound of a timestamp range includes that whole day.
    if (spec.type === 'datetime') {
      // A day includes all of it; a timestamp as the API shows it (milliseconds) includes the
      // microseconds the database keeps beyond it.
      const span = typeof to === 'string' && to.length === 10 ? 86_400_000 : 1;
      parts.push({ column, form: 'lt', values: [new Date((bound as Date).getTime() + span)] });
    } else parts.push({ column, form: 'lte', values: [bound] });
  }
  return parts;
}

// Derived once per resource: every filtered list reads them (docs/architecture.md#list-statements).
const specsByResource = new WeakMap<ResourceDefinition, Readonly<Record<string, FilterSpec>>>();
function specsOf(resource: ResourceDefinition) {
  let specs = specsByResource.get(resource);
  if (!specs) specsByResource.set(resource, (specs = Object.freeze(filterSpecs(resource))));
  return specs;
}

/** The list's `filter` checked: its conditions, all to hold; a bad key or value is a 400. */
export function filterConditions(resource: ResourceDefinition, filter: unknown): Condition[] {
  if (isBlank(filter)) return [];
  if (typeof filter !== 'object' || Array.isArray(filter))
    throw badRequest('errors.query.invalidFilter', { key: 'filter' });
  const specs = specsOf(resource);
  const conditions: Condition[] = [];
  for (const [key, raw] of Object.entries(filter as Record<string, unknown>)) {
    // Own keys only: specs.toString is every object's, not a filter.
    const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
    if (!spec) throw badRequest('errors.query.unknownFilter', { key });
    if (!isBlank(raw)) conditions.push(...conditionsOf(resource, spec, key, raw));
  }
  return conditions;
}

/** `sortBy` replaces a column by another expression, such as a reference's label. */
export function orderClause(
  resource: ResourceDefinition,
  table: AnyTable,
  orderBy: unknown,
  sortBy: Record<string, SQL> = {},
): SQL[] {
  if (orderBy !== undefined && typeof orderBy !== 'string')
    throw badRequest('errors.query.invalidOrderBy', { key: '' });
  const order = parseOrderBy(resource, orderBy || undefined);
  if (!order) throw badRequest('errors.query.invalidOrderBy', { key: String(orderBy) });
  const direction = order.direction === 'ASC' ? asc : desc;
  // The id breaks ties so pages never overlap.
  if (order.field === 'id') return [direction(table.id)];
  const expression = Object.hasOwn(sortBy, order.field) ? sortBy[order.field] : table[order.field];
  return [direction(expression), direction(table.id)];
}
