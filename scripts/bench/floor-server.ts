/**
 * The honest floor for the list's API time (README, Benchmark): a bare Fastify app on the same driver and
 * database as the server, whose one route sends the list's captured statements (FLOOR_STATEMENTS, a JSON
 * file of batches) together, as listRecords does, and answers their rows as JSON. What the real route
 * adds on top (authentication, permissions, query parsing, validation, row shaping) is API / floor.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { openDatabase } from '../../server/db/client';
import { rawClient } from '../seed/bulk-insert';
import type { Statement } from './list-latency';

const batches = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS!, 'utf8')) as Statement[][];
const url = process.env.DATABASE_URL;
const open = await openDatabase(url ? { url } : { dataDir: `${process.env.DATA_DIR}/pglite` });
const raw = rawClient(open.db);
const app = Fastify();
// Answered like the server's, so startChildServer knows it is up.
app.get('/api/config', async () => ({}));
app.get<{ Params: { index: string } }>('/floor/:index', async (request) => {
  const batch = batches[Number(request.params.index) % batches.length];
  const [rows, ...rest] = await Promise.all(batch.map((s) => raw.query(s.text, s.params)));
  return { data: rows.rows, total: rest[0]?.rows[0] ?? null };
});
const close = async () => {
  await app.close();
  await open.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
