/**
 * One write target through the bad-input property: the fixed catalogue, then seeded random bad
 * data, each refused with nothing written; then, as the control, the valid base it spoiled is
 * accepted, so the refusals were the bad parts' doing.
 */
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client';
import { badRecord, edgeRecords } from './bad-records';
import { assertAllRefused } from './property';
import type { WriteTarget } from './resource-targets';

export async function refusesBadData(db: Database, target: WriteTarget): Promise<void> {
  const examples = edgeRecords(target.shape, target.base);
  await assertAllRefused(db, badRecord(target.shape, target.base), target.send, { examples });
  const res = await target.send(target.base);
  expect(res.status, `the valid base: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(200);
}
