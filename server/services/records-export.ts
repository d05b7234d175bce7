/**
 * The export call (spec section 7: limit and offset both absent): every matching row, answered as
 * the same {rows, count} JSON, but read through a cursor a chunk at a time and written as it comes.
 * A whole table in one result would hold it all in memory several times over (PGlite's result
 * buffer, which never shrinks, the rows, the JSON), and PGlite decodes results field by field:
 * each row comes as one JSON text instead (row_to_json), about twice as fast to read.
 */
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ResourceDefinition } from '../../resources';
import { allFields } from '../../resources/kit/derive';
import type { Database } from '../db/client';
import type { FileLinks } from './files/links';
import { orderClause, whereClause, type ListParams } from './list-query';
import { readQuery, serialize, withDownloadUrls, type Row } from './records-read';

const CHUNK = 2000;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Spec section 7: limit and offset both absent is an export call. */
export const isExportCall = (params: ListParams) => blank(params.limit) && blank(params.offset);

/** Starts the export; validation errors (unknown filter, bad sort) are thrown before anything is written. */
export function exportRecords(db: Database, resource: ResourceDefinition, params: ListParams, links: FileLinks): Readable {
  const { query, table, sortBy } = readQuery(db, resource);
  const rows = query.where(whereClause(resource, table, params.filter)).orderBy(...orderClause(resource, table, params.orderBy, sortBy));
  const datetimes = allFields(resource).filter(([, f]) => f.type === 'datetime').map(([name]) => name);
  const toRecord = (text: string) => {
    const row = JSON.parse(text) as Row;
    // JSON has no dates: back to Date, so the record serializes exactly as the list pages do.
    for (const name of datetimes) if (typeof row[name] === 'string') row[name] = new Date(row[name] as string);
    return JSON.stringify(withDownloadUrls(resource, serialize(resource, row), links));
  };
  const out = new PassThrough();
  // A client that goes away must not leave the transaction waiting for a drain (on PGlite it would hold every request).
  let gone = false;
  out.once('close', () => (gone = true));
  const write = async (text: string) => {
    if (gone) throw new Error('export: the client went away');
    if (!out.write(text)) await new Promise((done) => (out.once('drain', done), out.once('close', done)));
  };
  const run = db.transaction(async (tx) => {
    await tx.execute(sql`declare export_rows no scroll cursor for select row_to_json(x)::text as j from (${rows}) as x`);
    let count = 0;
    await write('{"rows":[');
    for (;;) {
      const { rows: chunk } = (await tx.execute(sql.raw(`fetch ${CHUNK} from export_rows`))) as unknown as { rows: { j: string }[] };
      if (!chunk.length) break;
      await write((count ? ',' : '') + chunk.map((r) => toRecord(r.j)).join(','));
      count += chunk.length;
    }
    await tx.execute(sql`close export_rows`);
    out.end(`],"count":${count}}`);
  });
  // A failure half-way can no longer change the status: the answer is cut short, which no client parses as data.
  run.catch((error) => out.destroy(error));
  return out;
}
