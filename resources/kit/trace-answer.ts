/**
 * GET /api/packing/{id}/trace's and GET /api/tank/{id}/recall's answers as schemas
 * (docs/domain-rules.md#traceability). The routes describe them by these schemas and the types are
 * inferred from them (trace.ts names them for the client, which imports the types alone).
 */
import { z } from 'zod';
import { tankStates } from './bath-control';
import { stepKinds, stepStatuses } from './jobs';
import { packingStatuses } from '../packing';
import { TRACE_ADDITION_DAYS } from './trace';

const instant = z.string().meta({ description: 'ISO 8601, UTC' });
const day = z.string().meta({ description: 'YYYY-MM-DD' });
const named = z.object({ id: z.string(), label: z.string() });

const traceAnalysis = z.object({
  parameter: z.string(),
  value: z.number(),
  unit: z.string().nullable(),
  flag: z.string().nullable(),
  analysedAt: instant,
});

const traceAddition = z.object({
  date: day,
  chemical: z.string().meta({ description: "The chemical's name" }),
  quantity: z.number(),
  latestLot: z.string().nullable().meta({
    description:
      "The lot of the chemical's latest receipt on or before the addition's day: uses name no lot of their own",
  }),
});

const operator = z.string().nullable().meta({ description: 'Who recorded it (their email)' });

const traceStep = z.object({
  step: z.number().int().meta({ description: "The step's number on the traveler, from 1" }),
  kind: z.enum(stepKinds),
  status: z.enum(stepStatuses),
  station: z.string().nullable(),
  tank: named.nullable(),
  started: z.object({ at: instant, operator }).nullable(),
  finished: z
    .object({
      at: instant,
      operator,
      quantityIn: z.number().int().nullable(),
      quantityOut: z.number().int().nullable(),
      lossReason: z.string().nullable(),
    })
    .nullable(),
  tankState: z.enum(tankStates).nullable().meta({ description: "The tank's state when the step was recorded" }),
  tankReason: z.string().nullable().meta({ description: 'Why the tank was used anyway' }),
  analyses: z.array(traceAnalysis).meta({
    description: 'In force when the step ran: the last standing analysis of each parameter of its tank before it',
  }),
  additions: z
    .array(traceAddition)
    .meta({ description: `Into its tank in the ${TRACE_ADDITION_DAYS} days before the step` }),
});

const traceJob = z.object({
  id: z.string(),
  valueID: z.number().int(),
  quantity: z.number().int(),
  specification: z.string().nullable(),
  steps: z.array(traceStep),
});

export const packingTraceAnswer = z
  .object({
    packing: z.object({
      id: z.string(),
      valueID: z.number().int(),
      date: day,
      quantity: z.number().int(),
      status: z.enum(packingStatuses),
      po: z.string().nullable(),
    }),
    customer: named,
    shipper: z.object({ id: z.string(), valueID: z.number().int(), date: day, po: z.string().nullable() }),
    jobs: z.array(traceJob),
  })
  .meta({ description: 'The packing list, its shipper and its jobs, step by step' });

const recallJob = z
  .object({
    id: z.string(),
    valueID: z.number().int(),
    customer: z.string().meta({ description: "The customer's name" }),
    first: instant.meta({ description: 'The first time a step of it was recorded at the tank' }),
    last: instant.meta({ description: 'The last time a step of it was recorded at the tank' }),
    steps: z.array(z.number().int()).meta({ description: 'The numbers of its steps recorded at the tank' }),
    packings: z
      .array(z.object({ id: z.string(), valueID: z.number().int(), date: day, status: z.enum(packingStatuses) }))
      .meta({ description: 'The packing lists that shipped its parts' }),
  })
  .meta({ description: 'A job that went through the tank in the period' });

export const tankRecallAnswer = z
  .object({
    tank: named,
    from: day,
    to: day,
    jobs: z.array(recallJob).meta({ description: 'Oldest first' }),
  })
  .meta({ description: 'The jobs, oldest first, each with its packing lists' });

export type PackingTrace = z.infer<typeof packingTraceAnswer>;
export type TraceJob = z.infer<typeof traceJob>;
export type TraceStep = z.infer<typeof traceStep>;
export type TraceAnalysis = z.infer<typeof traceAnalysis>;
export type TraceAddition = z.infer<typeof traceAddition>;
export type TankRecall = z.infer<typeof tankRecallAnswer>;
export type RecallJob = z.infer<typeof recallJob>;
