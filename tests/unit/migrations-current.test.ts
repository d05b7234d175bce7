/**
 * The committed migrations match resources/: `npm run db:generate` has nothing to write on a clean
 * checkout. A declaration changed without its migration fails here, listing the SQL it would need.
 */
import { expect, test } from 'vitest';
import { generateMigration } from 'drizzle-kit/api';
import { schemaDiff } from '../../scripts/db-diff';

test('db:generate finds no schema change between resources/ and the last migration snapshot', async () => {
  const { snapshots, statements } = await schemaDiff();
  expect(snapshots.length).toBeGreaterThan(0);
  expect(statements).toEqual([]);
});

test('the comparison sees a column the snapshot lacks (so the check above is not vacuous)', async () => {
  const { current } = await schemaDiff();
  const older = structuredClone(current);
  delete older.tables['public.customer'].columns.email;
  const statements = await generateMigration(older, current);
  expect(statements.join('\n')).toMatch(/ALTER TABLE "customer" ADD COLUMN "email"/);
});
