/**
 * What the station page reads: the job a scan names (its number typed or from the traveler's Code 128,
 * or the address its QR code opens), and the step an operator most likely means.
 */
import type { RecordOf } from '../../../resources';
import type { StepStatus } from '../../../resources/kit/jobs';
import { apiFetch } from '../../providers/api';

export type StationJob = RecordOf<'job'> & { id: string };
export type StationStep = NonNullable<StationJob['steps']>[number];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A job number ("12", "#12", "JOB-12"), a job's address or id, else nothing the page can look up. */
export function scannedJob(text: string): { id: string } | { number: number } | null {
  const trimmed = text.trim();
  const id = /\/job\/([^/?#]+)/.exec(trimmed)?.[1] ?? trimmed;
  if (UUID.test(id) && UUID.exec(id)?.[0] === id) return { id };
  const digits = /^(?:[a-z]+-?)?#?(\d{1,9})$/i.exec(trimmed)?.[1];
  return digits ? { number: Number(digits) } : null;
}

/** The job a scan names, or null when there is none. */
export async function findJob(scan: { id: string } | { number: number }): Promise<StationJob | null> {
  if ('id' in scan) return apiFetch<StationJob>(`job/${scan.id}`).catch(() => null);
  const list = await apiFetch<{ rows: StationJob[] }>('job', {
    query: { filter: { valueIDRange: [scan.number, scan.number] }, limit: 1 },
  });
  return list.rows[0] ?? null;
}

const open = (status: string | null | undefined) =>
  status !== ('done' satisfies StepStatus) && status !== ('skipped' satisfies StepStatus);

/** The step in process, else the first still to do: where the parts are. Null once every step is closed. */
export function currentStep(steps: readonly StationStep[]): number | null {
  const started = steps.findIndex((step) => step.status === 'inProcess');
  if (started >= 0) return started;
  const next = steps.findIndex((step) => open(step.status));
  return next >= 0 ? next : null;
}

export const stepIsOpen = (step: StationStep) => open(step.status);
