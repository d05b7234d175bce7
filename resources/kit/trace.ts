/**
 * A packing list's trace (GET /api/packing/{id}/trace, docs/domain-rules.md#traceability): how the
 * parts it ships were made, for an auditor or a customer asking which bath, on which day, by whom.
 */

/** How many days before a step the additions to its tank are shown. */
export const TRACE_ADDITION_DAYS = 7;

/** How many days a recall list may span: a year, as a bath's records are read back. */
export const RECALL_MAX_DAYS = 366;

// The trace's and the recall list's answers: their schemas, which the types come from.
export type {
  PackingTrace,
  RecallJob,
  TankRecall,
  TraceAddition,
  TraceAnalysis,
  TraceJob,
  TraceStep,
} from './trace-answer';
