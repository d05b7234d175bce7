/**
 * A packing list's trace (GET /api/packing/{id}/trace, docs/domain-rules.md#traceability): how the
 * parts it ships were made, for an auditor or a customer asking which bath, on which day, by whom.
 */
import type { TankState } from './bath-control';
import type { StepKind, StepStatus } from './jobs';

/** How many days before a step the additions to its tank are shown. */
export const TRACE_ADDITION_DAYS = 7;

export interface TraceAnalysis {
  parameter: string;
  value: number;
  unit: string | null;
  flag: string | null;
  analysedAt: string;
}

export interface TraceAddition {
  date: string;
  chemical: string;
  quantity: number;
  /** The lot of the chemical's latest receipt on or before the addition's day: uses name no lot of their own. */
  latestLot: string | null;
}

export interface TraceStep {
  step: number;
  kind: StepKind;
  status: StepStatus;
  station: string | null;
  tank: { id: string; label: string } | null;
  started: { at: string; operator: string | null } | null;
  finished: {
    at: string;
    operator: string | null;
    quantityIn: number | null;
    quantityOut: number | null;
    lossReason: string | null;
  } | null;
  /** The tank's state when the step was recorded, and why it was used anyway. */
  tankState: TankState | null;
  tankReason: string | null;
  /** In force when the step ran: the last standing analysis of each parameter of its tank before it. */
  analyses: TraceAnalysis[];
  /** Into its tank in the TRACE_ADDITION_DAYS days before the step. */
  additions: TraceAddition[];
}

export interface TraceJob {
  id: string;
  valueID: number;
  quantity: number;
  specification: string | null;
  steps: TraceStep[];
}

export interface PackingTrace {
  packing: { id: string; valueID: number; date: string; quantity: number; status: string; po: string | null };
  customer: { id: string; label: string };
  shipper: { id: string; valueID: number; date: string; po: string | null };
  jobs: TraceJob[];
}

/** How many days a recall list may span: a year, as a bath's records are read back. */
export const RECALL_MAX_DAYS = 366;

/** A job that went through a tank in a period (GET /api/tank/{id}/recall), with what shipped its parts. */
export interface RecallJob {
  id: string;
  valueID: number;
  customer: string;
  /** The first and last time a step of it was recorded at the tank. */
  first: string;
  last: string;
  steps: number[];
  packings: { id: string; valueID: number; date: string; status: string }[];
}

export interface TankRecall {
  tank: { id: string; label: string };
  from: string;
  to: string;
  jobs: RecallJob[];
}
