/**
 * A job's status, kept by the server (docs/domain-rules.md#jobs): Shipped once its packing lists took
 * all its parts, else On hold while held, Ready to ship once every step is done or skipped, In process
 * once any step has started, Received before.
 */
import type { JobStatus, StepStatus } from '../../../resources/kit/jobs';

interface JobState {
  hold?: unknown;
  steps?: unknown;
  shipped?: unknown;
  quantity?: unknown;
}

const stepStatus = (step: unknown): StepStatus | undefined =>
  typeof step === 'object' && step !== null ? ((step as { status?: StepStatus }).status ?? 'waiting') : undefined;

export function jobStatusOf(job: JobState): JobStatus {
  const quantity = Number(job.quantity ?? 0);
  if (quantity > 0 && Number(job.shipped ?? 0) >= quantity) return 'shipped';
  if (job.hold === true) return 'onHold';
  const statuses = (Array.isArray(job.steps) ? job.steps : []).map(stepStatus);
  if (statuses.length && statuses.every((status) => status === 'done' || status === 'skipped')) return 'readyToShip';
  if (statuses.some((status) => status !== 'waiting') || Number(job.shipped ?? 0) > 0) return 'inProcess';
  return 'received';
}
