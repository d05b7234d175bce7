/**
 * The work board's columns: open jobs grouped by where they wait (the station or tank of their first
 * open step, else its kind), in the server's order (most urgent first); jobs with every step done
 * wait at "Ready to ship", last. Columns follow the most urgent job each holds.
 */
import type { BoardJob } from '../../../resources/kit/jobs';

export interface BoardColumn {
  /** A station or tank as the shop names it, or a step kind / "readyToShip" to translate. */
  key: string;
  kind: 'station' | 'stepKind' | 'ready';
  jobs: BoardJob[];
}

function placeOf(job: BoardJob): Pick<BoardColumn, 'key' | 'kind'> {
  if (!job.step) return { key: 'readyToShip', kind: 'ready' };
  if (job.step.station) return { key: job.step.station, kind: 'station' };
  return { key: job.step.kind, kind: 'stepKind' };
}

export function boardColumns(jobs: readonly BoardJob[]): BoardColumn[] {
  const columns = new Map<string, BoardColumn>();
  for (const job of jobs) {
    const place = placeOf(job);
    const id = `${place.kind}:${place.key}`;
    const column = columns.get(id) ?? { ...place, jobs: [] };
    column.jobs.push(job);
    columns.set(id, column);
  }
  const all = [...columns.values()];
  return [...all.filter((c) => c.kind !== 'ready'), ...all.filter((c) => c.kind === 'ready')];
}
