/**
 * The export call (limit and offset both absent): every matching row, answered as the same
 * {rows, count} JSON, written as it is read. No database connection is held while the answer waits
 * on the client: the order is fixed first, as the list of matching ids in one short statement, then
 * the rows are read a page of ids at a time, each page its own statement, and written between them.
 * A client that stops reading only holds its own answer; one that stays stalled is dropped.
 *
 * Consistent however long the client takes: every row that exists for the whole export appears once,
 * where the list's order put it when the export started, even if its sort value changes meanwhile
 * (paging on the sort value would skip or repeat such a row). A row deleted meanwhile is left out.
 *
 * One record per line (JSON allows the whitespace; no record's JSON holds a raw line break), so the
 * client turns each line into a spreadsheet row while the rest is still arriving
 * (src/providers/export-reader.ts, docs/architecture.md#exports).
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, sql } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import { allFields, filesFields } from '../../../resources/kit/derive';
import type { Database } from '../../db/client';
import type { FileLinks } from '../files/links';
import { whereClause } from './list-filter';
import { orderClause, type ListParams } from './list-query';
import { recordJson } from './record-json';
import { serialize, type Row } from './record-shape';
import { readQuery, withDownloadUrls } from './records-read';

/**
 * Rows per statement: the first page's, then as many as make about PAGE_BYTES of answer (so small
 * records come in fewer statements), within PAGE_ROWS_MOST. Short enough that other requests get the
 * database between pages, and a stalled client has at most about a page read ahead of it.
 */
const PAGE_ROWS_FIRST = 1000;
const PAGE_ROWS_MOST = 5000;
const PAGE_BYTES = 1_000_000;
/** How long the answer may wait on a client that reads nothing before it is dropped. */
export const EXPORT_SEND_TIMEOUT_MS = 60_000;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Limit and offset both absent is an export call. */
export const isExportCall = (params: ListParams) => blank(params.limit) && blank(params.offset);

export interface ExportOptions {
  /** Milliseconds without the client taking any of the answer before the answer is cut off. */
  sendTimeoutMs?: number;
}

type Rows = { rows: Record<string, unknown>[] };

/** Starts the export; validation errors (unknown filter, bad sort) are thrown before anything is written. */
export function exportRecords(
  db: Database,
  resource: ResourceDefinition,
  params: ListParams,
  links: FileLinks,
  options: ExportOptions = {},
): Readable {
  const { query, table, sortBy } = readQuery(db, resource, { everyRow: true });
  const where = whereClause(resource, table, params.filter);
  const ordered = query.where(where).orderBy(...orderClause(resource, table, params.orderBy, sortBy));
  const datetimes = allFields(resource)
    .filter(([, f]) => f.type === 'datetime')
    .map(([name]) => name);
  // Each row comes as one JSON text (row_to_json): PGlite decodes results field by field, about twice as slow.
  const toRecord = (text: string) => {
    const row = JSON.parse(text) as Row;
    // JSON has no dates: back to Date, so the record serializes exactly as the list pages do.
    for (const name of datetimes) if (typeof row[name] === 'string') row[name] = new Date(row[name] as string);
    return JSON.stringify(withDownloadUrls(resource, serialize(resource, row), links));
  };
  // Records without files come as the JSON the answer holds; with files, each is finished here (its links signed now).
  const finished = filesFields(resource).length === 0;
  const rowText = finished ? recordJson(resource, 'x') : sql`row_to_json(x)::text`;
  const readPage = async (ids: string[]) => {
    // One array parameter, not a thousand (rendering and planning a long IN list cost more than reading the page),
    // as a subquery: PostgreSQL then looks each id up by its key, where `= any` scanned the whole table per page.
    const page = query.where(and(where, sql`${table.id} in (select unnest(${sql.param(ids)}::uuid[]))`));
    const { rows } = (await db.execute(
      sql`select x.id::text as id, ${rowText} as j from (${page}) as x`,
    )) as unknown as Rows;
    const byId = new Map(rows.map((r) => [String(r.id), String(r.j)]));
    return ids.flatMap((id) => (byId.has(id) ? [finished ? byId.get(id)! : toRecord(byId.get(id)!)] : []));
  };

  const out = new PassThrough();
  const timeout = options.sendTimeoutMs ?? EXPORT_SEND_TIMEOUT_MS;
  let gone = false;
  out.once('close', () => (gone = true));
  const write = async (text: string) => {
    if (gone) throw new Error('export: the client went away');
    if (out.write(text)) return;
    // Each wait takes its listeners away again (an export waits once per page a slow client has not read).
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), timeout);
    try {
      await Promise.race([once(out, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
    } catch (error) {
      if (stop.signal.aborted) throw new Error(`export: the client read nothing for ${timeout} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
      stop.abort();
    }
  };
  const run = async () => {
    // The order, fixed once: the ordered select's ids, as one text (a row each cost PGlite far more).
    // An aggregate over an ordered subquery with nothing else at its level takes the rows in that order.
    const { rows } = (await db.execute(
      sql`select string_agg(x.id::text, ',') as ids from (${ordered}) as x`,
    )) as unknown as Rows;
    const ids = rows[0]?.ids ? String(rows[0].ids).split(',') : [];
    let count = 0;
    await write('{"rows":[\n');
    for (let start = 0, size = PAGE_ROWS_FIRST; start < ids.length;) {
      const page = ids.slice(start, (start += size));
      const records = await readPage(page);
      if (records.length) {
        const text = (count ? ',\n' : '') + records.join(',\n');
        size = Math.max(100, Math.min(PAGE_ROWS_MOST, Math.floor((PAGE_BYTES * page.length) / text.length)));
        await write(text);
        count += records.length;
      }
    }
    out.end(`\n],"count":${count}}`);
  };
  // A failure half-way can no longer change the status: the answer is cut short, which no client parses as data.
  run().catch((error) => out.destroy(error));
  return out;
}
