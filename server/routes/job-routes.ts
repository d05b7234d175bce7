/** The work board: open jobs with the step each waits at, most urgent first (docs/domain-rules.md#jobs). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../resources';
import type { JobBoardAnswer } from '../../resources/kit/jobs';
import { answers, shaped } from '../schema/api';
import { refusal } from '../schema/refusal';
import { jobBoard } from '../services/jobs/job-board';
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
        response: answers(shaped<JobBoardAnswer>('Open jobs, most urgent first')),
      },
      config: { permission: resources.job.permissions.read },
    },
    async (request) => jobBoard(db, new Date().toISOString().slice(0, 10), request.query.customer),
  );
};
