/**
 * GET /api/job/board's answer as a schema: every open job with the step it waits at, most urgent first
 * (docs/domain-rules.md#jobs). The route describes it by this schema and the types are inferred from it
 * (jobs.ts names them for the client, which imports the types alone).
 */
import { z } from 'zod';
import { DUE_SOON_DAYS, jobPriorities, jobStatuses, stepKinds, stepStatuses } from './jobs';

const boardStep = z
  .object({
    index: z.number().int().meta({ description: "The step's place in the job's steps, from 0" }),
    kind: z.enum(stepKinds),
    status: z.enum(stepStatuses),
    station: z.string().nullable().meta({ description: 'Its station, else its tank' }),
  })
  .meta({ description: 'The first step neither done nor skipped; null once all are' });

const boardJob = z
  .object({
    id: z.string(),
    valueID: z.number().int(),
    customer: z.string().meta({ description: "The customer's name" }),
    product: z.string().meta({ description: "The part's number" }),
    quantity: z.number().int(),
    dueDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    priority: z.enum(jobPriorities),
    status: z.enum(jobStatuses),
    urgency: z
      .enum(['late', 'dueSoon'])
      .nullable()
      .meta({ description: `Due before today (late) or within ${DUE_SOON_DAYS} days` }),
    step: boardStep.nullable(),
  })
  .meta({ description: 'One job on the work board: where it waits and how urgent it is' });

export const jobBoardAnswer = z
  .object({
    today: z.string().meta({ description: "The server's day, YYYY-MM-DD" }),
    jobs: z.array(boardJob).meta({ description: 'Late first, then due soon, then by priority and due date' }),
    more: z.number().int().min(0).meta({ description: "Open jobs beyond the board's limit" }),
  })
  .meta({ description: 'Open jobs, most urgent first' });

export type JobBoardAnswer = z.infer<typeof jobBoardAnswer>;
export type BoardJob = z.infer<typeof boardJob>;
