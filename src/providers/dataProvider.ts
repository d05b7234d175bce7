/** react-admin's DataProvider over the API (docs/product-spec.md#api-calls), plus import, export and autocomplete calls. */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import { findResource, type ResourceDefinition } from '../../resources';
import { apiPath, writableFields } from '../../resources/kit/derive';
import type { Operation } from '../../resources/kit/types';
import { apiFetch, apiFetchPieces } from './api';
import { apiMethods, type ApiMethods } from './api-methods';
import { ExportReader } from './export-reader';
import { asLookup } from './lookup-error';

/** A list answer; `R`, the record type react-admin's caller asks for (apiFetch states an answer's type). */
interface ListAnswer<R extends RaRecord = RaRecord> {
  rows: R[];
  count: number;
}

/** Only what a declaration lets a client write (absent fields as null); the server refuses anything else. */
export function pickWritable(
  definition: Pick<ResourceDefinition, 'fields'>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(writableFields(definition).map(([name]) => [name, data[name] ?? null]));
}

/** pickWritable by resource name; data of an undeclared resource goes as it is. */
export function writableData(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const definition = findResource(resource);
  return definition ? pickWritable(definition, data) : data;
}

/** Only the fields the user changed: the server keeps the rest as stored, including what others changed meanwhile. */
export function changedData(
  resource: string,
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const next = writableData(resource, data);
  if (!previous) return next;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(Object.entries(next).filter(([name, value]) => !same(value, previous[name])));
}

/** The API path of an operation, as the resource declares it (the IAM resources live under /iam). */
function pathOf(resource: string, operation: Operation, id?: Identifier): string {
  const definition = findResource(resource);
  const path = definition
    ? apiPath(definition, operation)
    : operation === 'get' || operation === 'update'
      ? `${resource}/:id`
      : resource;
  return id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));
}

const orderBy = (sort: GetListParams['sort'] | undefined) => (sort?.field ? `${sort.field}_${sort.order}` : undefined);

/** With the named calls outside the resource call set (api-methods.ts). */
export interface AppDataProvider extends DataProvider, ApiMethods {
  /**
   * Every matching row, unpaginated (the spec's export call: limit and offset absent), handed to
   * `onRows` a batch at a time as the answer arrives; answers how many rows there were.
   */
  exportAll(
    resource: string,
    params: { filter?: object; sort?: GetListParams['sort'] },
    onRows: (rows: RaRecord[]) => void,
  ): Promise<number>;
  importRow(resource: string, data: Record<string, unknown>, importHash: string): Promise<RaRecord>;
  autocomplete(resource: string, query: string, limit?: number): Promise<{ id: string; label: string }[]>;
}

/** The permanent filter a reference input sets, so its searches use the autocomplete call. */
export const AUTOCOMPLETE = 'autocomplete';
export const autocompleteFilter = { [AUTOCOMPLETE]: true };

interface Option {
  id: string;
  label: string;
}

/** Autocomplete options as records, named by the resource's label field (an option carries nothing else). */
function asRecords<R extends RaRecord>(resource: string, options: (Option & R)[]): R[] {
  const labelField = findResource(resource)?.labelField ?? 'label';
  return options.map((o) => ({ ...o, id: o.id, label: o.label, [labelField]: o.label }));
}

export const dataProvider: AppDataProvider = {
  ...apiMethods,
  async getList<R extends RaRecord>(resource: string, { pagination, sort, filter }: GetListParams) {
    const page = pagination ?? { page: 1, perPage: 10 };
    // Reference inputs search through the spec's autocomplete call and its XAutocomplete permission.
    // A failed lookup stays in its input (lookup-error.ts).
    if (filter?.[AUTOCOMPLETE]) {
      const query = { query: filter.q ?? '', limit: page.perPage };
      const options = await asLookup(() => apiFetch<(Option & R)[]>(pathOf(resource, 'autocomplete'), { query }));
      return { data: asRecords(resource, options), total: options.length };
    }
    const answer = await apiFetch<ListAnswer<R>>(pathOf(resource, 'list'), {
      query: { filter, orderBy: orderBy(sort), limit: page.perPage, offset: (page.page - 1) * page.perPage },
    });
    return { data: answer.rows, total: answer.count };
  },
  // `meta: { lookup: true }`: a form reading a chosen record, whose failure stays in the form.
  async getOne<R extends RaRecord>(resource: string, { id, meta }: GetOneParams<R>) {
    const read = () => apiFetch<R>(pathOf(resource, 'get', id));
    return { data: await (meta?.lookup ? asLookup(read) : read()) };
  },
  // Only reference inputs ask for records by id (to show the current choice): labels suffice.
  async getMany<R extends RaRecord>(resource: string, { ids }: GetManyParams<R>) {
    const options = await asLookup(() =>
      apiFetch<(Option & R)[]>(pathOf(resource, 'autocomplete'), { query: { ids, limit: ids.length } }),
    );
    return { data: asRecords(resource, options) };
  },
  async getManyReference<R extends RaRecord>(
    resource: string,
    { target, id, pagination, sort, filter }: GetManyReferenceParams,
  ) {
    const answer = await apiFetch<ListAnswer<R>>(pathOf(resource, 'list'), {
      query: {
        filter: { ...filter, [target]: id },
        orderBy: orderBy(sort),
        limit: pagination.perPage,
        offset: (pagination.page - 1) * pagination.perPage,
      },
    });
    return { data: answer.rows, total: answer.count };
  },
  async create<T extends Omit<RaRecord, 'id'>, R extends RaRecord = T & { id: Identifier }>(
    resource: string,
    { data }: CreateParams<T>,
  ) {
    const body = { data: writableData(resource, data as Record<string, unknown>) };
    return { data: await apiFetch<R>(pathOf(resource, 'create'), { method: 'POST', body }) };
  },
  async update<R extends RaRecord>(resource: string, { id, data, previousData }: UpdateParams<R>) {
    const body = { id, data: changedData(resource, data as Record<string, unknown>, previousData) };
    return { data: await apiFetch<R>(pathOf(resource, 'update', id), { method: 'PUT', body }) };
  },
  async updateMany<R extends RaRecord>(resource: string, { ids, data }: UpdateManyParams<R>) {
    const updated: R['id'][] = [];
    for (const id of ids)
      updated.push((await dataProvider.update<R>(resource, { id, data, previousData: { id } })).data.id);
    return { data: updated };
  },
  // The answer is the deleted record: react-admin's delete buttons send it; any other caller gets it read first.
  async delete<R extends RaRecord>(resource: string, { id, previousData }: DeleteParams<R>) {
    const data = previousData ?? (await dataProvider.getOne<R>(resource, { id })).data;
    await apiFetch(pathOf(resource, 'destroy'), { method: 'DELETE', query: { ids: [id] } });
    return { data };
  },
  async deleteMany<R extends RaRecord>(resource: string, { ids }: DeleteManyParams<R>) {
    await apiFetch(pathOf(resource, 'destroy'), { method: 'DELETE', query: { ids } });
    return { data: ids };
  },
  async exportAll(resource, { filter, sort }, onRows) {
    const reader = new ExportReader();
    const hand = (rows: RaRecord[]) => rows.length && onRows(rows);
    await apiFetchPieces(pathOf(resource, 'list'), { filter, orderBy: orderBy(sort) }, (text) =>
      hand(reader.push(text) as RaRecord[]),
    );
    hand(reader.end() as RaRecord[]);
    return reader.received;
  },
  importRow(resource, data, importHash) {
    return apiFetch<RaRecord>(pathOf(resource, 'import'), { method: 'POST', body: { data, importHash } });
  },
  autocomplete(resource, query, limit = 10) {
    return asLookup(() => apiFetch(pathOf(resource, 'autocomplete'), { query: { query, limit } }));
  },
};
