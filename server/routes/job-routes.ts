/**
 * The work board: open jobs with the step each waits at, most urgent first (docs/domain-rules.md#jobs);
 * a packing list's trace, how its parts were made, and a tank's recall list (docs/domain-rules.md#traceability).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../resources';
import { jobBoardAnswer } from '../../resources/kit/job-board-answer';
import { RECALL_MAX_DAYS } from '../../resources/kit/trace';
import { packingTraceAnswer, tankRecallAnswer } from '../../resources/kit/trace-answer';
import { badRequest, notFound } from '../errors';
import { answers, idParams } from '../schema/api';
import { refusal } from '../schema/refusal';
import { jobBoard } from '../services/jobs/job-board';
import { packingTrace } from '../services/jobs/packing-trace';
import { tankRecall } from '../services/jobs/tank-recall';
import { UUID } from '../services/records/references';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    `/api/${resources.job.path}/board`,
    {
      schema: {
        tags: [resources.job.name],
        summary: 'Open jobs with the step each waits at: late first, then due soon, then by priority',
        querystring: z.object({
          customer: z
            .string()
            .refine((value) => UUID.test(value), refusal('errors.query.invalidFilter', { key: 'customer' }))
            .optional()
            .describe("Only this customer's jobs"),
        }),
        response: answers(jobBoardAnswer),
      },
      config: { permission: resources.job.permissions.read },
    },
    async (request) => jobBoard(db, new Date().toISOString().slice(0, 10), request.query.customer),
  );
  app.get(
    `/api/${resources.packing.path}/:id/trace`,
    {
      schema: {
        tags: [resources.packing.name],
        summary: "How a packing list's parts were made: its job's steps, tanks, analyses and additions",
        params: idParams,
        response: answers(packingTraceAnswer),
      },
      config: { permission: resources.packing.permissions.read },
    },
    async (request) => {
      const trace = await packingTrace(db, request.params.id);
      if (!trace) throw notFound();
      return trace;
    },
  );
  // A calendar day: 2026-02-30 is none.
  const isDay = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString().startsWith(value);
  const day = (key: 'from' | 'to') =>
    z
      .string()
      .refine(isDay, refusal('errors.query.invalidFilter', { key }))
      .describe(`YYYY-MM-DD, the ${key === 'from' ? 'first' : 'last'} day`);
  app.get(
    `/api/${resources.tank.path}/:id/recall`,
    {
      schema: {
        tags: [resources.tank.name],
        summary: 'The jobs that went through a tank in a period, and the packing lists that shipped them',
        params: idParams,
        querystring: z.object({ from: day('from'), to: day('to') }),
        response: answers(tankRecallAnswer),
      },
      config: { permission: resources.job.permissions.read },
    },
    async (request) => {
      const { from, to } = request.query;
      // A check the schema defers (a day left out) is answered here, naming the day.
      for (const [key, value] of Object.entries({ from, to }))
        if (typeof value !== 'string' || !isDay(value)) throw badRequest('errors.query.invalidFilter', { key });
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (days < 0 || days >= RECALL_MAX_DAYS)
        throw badRequest('errors.recall.period', { max: String(RECALL_MAX_DAYS) });
      const recall = await tankRecall(db, request.params.id, from, to);
      if (!recall) throw notFound();
      return recall;
    },
  );
};
