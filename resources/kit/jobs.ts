/**
 * The vocabulary of the job (docs/domain-rules.md#jobs): a part's process as ordered steps, a job's
 * copy of them with each step's status, and the job's own status, shared by product.ts, job.ts, the
 * server's rules (server/services/jobs/) and the screens.
 */
import { choice, decimal, reference, text } from './fields';
import { temperatureUnits, thicknessUnits } from './quality';
import type { PermissionSet } from './types';

export const stepKinds = [
  'cleaning',
  'etching',
  'strike',
  'plating',
  'rinse',
  'bake',
  'conversion',
  'masking',
  'inspection',
  'packing',
  'other',
] as const;
export type StepKind = (typeof stepKinds)[number];

export const stepStatuses = ['waiting', 'inProcess', 'done', 'skipped'] as const;
export type StepStatus = (typeof stepStatuses)[number];

/** What an operator records of a step at its station (resources/stepRecord.ts). */
export const stepActions = ['start', 'finish'] as const;
export type StepAction = (typeof stepActions)[number];

/** Kept by the server from the steps, the hold and what packing lists shipped (server/services/jobs/). */
export const jobStatuses = ['received', 'inProcess', 'onHold', 'readyToShip', 'shipped'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobPriorities = ['normal', 'rush', 'hot'] as const;

/**
 * One step of a process, as a part declares it and as a job copies it: where it is done (a station or
 * a tank) and its parameters. Blank parameters of plating and bake steps come from the part's
 * specification when a job is made.
 */
export const stepKind = choice(stepKinds, { required: true, optionLabels: 'choices.stepKind' });

/** A step's place and parameters, after its kind. */
export const stepParameters = {
  station: text({ max: 60 }),
  tank: reference('tank'),
  minutes: decimal({ positive: true, max: 100_000, scale: 1 }),
  temperature: decimal({ min: -100, max: 2000, scale: 1 }),
  temperatureUnit: choice(temperatureUnits),
  // Amperes per square decimetre, the usual plating figure.
  currentDensity: decimal({ positive: true, max: 1000, scale: 2 }),
  thickness: decimal({ positive: true, max: 999_999, scale: 4 }),
  thicknessUnit: choice(thicknessUnits),
  instructions: text({ max: 500 }),
} as const;

export const processStepFields = { kind: stepKind, ...stepParameters } as const;

/** Jobs are read by those who handle parts and the quality department, made by shipping and packing editors. */
export const jobPermissions: PermissionSet = {
  read: 'jobRead',
  create: 'jobEdit',
  edit: 'jobEdit',
  destroy: 'jobEdit',
  import: 'jobEdit',
  autocomplete: 'jobRead',
};

/** How many days ahead of its due date a job counts as due soon on the board. */
export const DUE_SOON_DAYS = 2;

// GET /api/job/board's answer: its schema, which the types come from.
export type { BoardJob, JobBoardAnswer } from './job-board-answer';
