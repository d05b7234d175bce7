/**
 * A chemical use named its tank in free text; migration 0014 makes tanks records
 * (docs/domain-rules.md#chemistry): each distinct text (case and outer spaces aside) becomes one tank,
 * In use and not analysed yet, every use names its tank, and a blank text names none.
 */
import { afterAll, expect, test } from 'vitest';
import { openBefore, type MigrationStep } from '../helpers/migration-step';

const MIGRATION = '0014_tanks_and_bath_analyses.sql';
let step: MigrationStep | undefined;
afterAll(async () => step?.close());

test('each tank text becomes one tank and every use names it', async () => {
  step = await openBefore(MIGRATION);
  const { run } = step;

  const [chemical] = await run(`insert into chemical (name, unit, stock) values ('Boric acid', 'kg', 10) returning id`);
  const texts = ['Nickel line, tank 3', ' nickel line, TANK 3 ', 'Pickle, tank 2', '', '   ', null];
  for (const [index, tank] of texts.entries()) {
    await run(`insert into chemical_out (date, chemical, quantity, tank, notes)
      values ('2026-01-0${index + 1}', '${chemical.id}', 1, ${tank === null ? 'null' : `'${tank}'`}, 'use ${index}')`);
  }

  expect(await step.apply()).toContain(MIGRATION);
  expect(await run(`select name, "volumeUnit", status, state from tank order by name`)).toEqual([
    { name: 'Nickel line, tank 3', volumeUnit: 'L', status: 'inUse', state: 'notAnalysed' },
    { name: 'Pickle, tank 2', volumeUnit: 'L', status: 'inUse', state: 'notAnalysed' },
  ]);
  expect(
    await run(`select o.notes, t.name from chemical_out o left join tank t on t.id = o.tank order by o.notes`),
  ).toEqual([
    { notes: 'use 0', name: 'Nickel line, tank 3' },
    { notes: 'use 1', name: 'Nickel line, tank 3' },
    { notes: 'use 2', name: 'Pickle, tank 2' },
    { notes: 'use 3', name: null },
    { notes: 'use 4', name: null },
    { notes: 'use 5', name: null },
  ]);
  // Every migration from an empty database, on a shared machine: slower than one request.
}, 120_000);
