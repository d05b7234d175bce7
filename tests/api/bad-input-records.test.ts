/**
 * Bad input, property-based (fast-check), on the create, update and import route of every
 * declared resource: wrong types, nested objects and arrays, missing and unknown keys, text
 * past its bounds or holding a NUL, impossible dates, negative, fractional and NaN-like numbers.
 * Every answer is a 400 with a message, never a 500, and the database is unchanged (every
 * table's rows, the audit log included). A fixed catalogue of edge values runs first on every
 * field, then seeded random ones: a failure prints FC_SEED to replay it.
 */
import { describe, test } from 'vitest';
import { resourceList } from '../../resources';
import { pathFor } from '../helpers/contract/store';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { expectRefused } from '../helpers/bad-input/property';
import { sendRawJson, withRawValue } from '../helpers/bad-input/raw-json';
import { resourceTarget, writeOperations } from '../helpers/bad-input/resource-targets';
import { refusesBadData } from '../helpers/bad-input/target-check';

const ctx = setupOwnerContext();

for (const resource of resourceList.filter((r) => writeOperations(r).length)) {
  describe(resource.name, () => {
    for (const op of writeOperations(resource)) {
      test(`${op}: bad data is a 400 with a message and writes nothing; the valid base is accepted`, async () => {
        await refusesBadData(ctx.db, await resourceTarget(ctx, resource, op));
      });
    }
  });
}

test('raw JSON numbers past a double (1e999 reads as Infinity) are refused on every number field', async () => {
  for (const resource of resourceList.filter((r) => r.operations.includes('create'))) {
    const target = await resourceTarget(ctx, resource, 'create');
    const numbers = target.shape.fields.filter(([, f]) => f.type === 'integer' || f.type === 'decimal');
    for (const [name] of numbers) {
      for (const raw of ['1e999', '-1e999']) {
        const send = () =>
          sendRawJson(
            ctx.app,
            'POST',
            pathFor(resource, 'create'),
            ctx.owner.token,
            withRawValue(target.base, name, raw),
          );
        await expectRefused(ctx.db, send);
      }
    }
  }
});
