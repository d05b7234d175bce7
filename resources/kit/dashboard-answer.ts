/**
 * GET /api/dashboard's answer as a schema: the route and GET /api/openapi.json describe
 * it field by field, and the server's and the home page's types are inferred from it, so the three
 * never part. Only the server loads zod for it: the client imports these types alone.
 */
import { z } from 'zod';
import { auditActions } from '../auditLog';
import { openInvoiceStatuses } from './dashboard';

const count = z.number().int().min(0);
const day = z.string().meta({ description: 'YYYY-MM-DD' });

/** One figure per month of the window, oldest first; `any` says whether the table holds a row at all. */
const monthlySeries = z.object({
  values: z.array(z.number()).meta({ description: 'One figure per month of `months`, the current one last' }),
  any: z.boolean().meta({ description: 'Whether the table holds any row at all (an empty shop, not an idle one)' }),
});

const lowStockChemical = z.object({
  id: z.string(),
  name: z.string(),
  stock: z.number().nullable(),
  minimumStock: z.number().nullable(),
  unit: z.string(),
});

const activityEntry = z.object({
  id: z.string(),
  timestamp: z.string().meta({ description: 'ISO 8601' }),
  createdByEmail: z.string().nullable(),
  entityName: z.string(),
  entityId: z.string(),
  action: z.enum(auditActions),
  label: z.string().nullable().meta({ description: "The record's own name as the entry kept it, when it has one" }),
});

/** An instrument due for calibration within QUALITY_DUE_DAYS, or already past due. */
const dueInstrument = z.object({
  id: z.string(),
  tag: z.string(),
  kind: z.string(),
  calibrationDue: day,
  overdue: z.boolean(),
});

const jobQueueCounts = z.object({
  onHold: count,
  late: count.meta({ description: 'Not shipped and due before `today`' }),
  readyToShip: count,
  today: day.meta({ description: "The server's day, YYYY-MM-DD" }),
});

const openMoney = z.object({ count, total: z.number() });

export const dashboardAnswer = z
  .object({
    months: z.array(z.string()).meta({ description: "'YYYY-MM' of the last seven months, the current one last" }),
    received: monthlySeries.optional(),
    shipped: monthlySeries.optional(),
    billing: z
      .object({
        invoiced: monthlySeries,
        collected: monthlySeries,
        open: z.record(z.enum(openInvoiceStatuses), openMoney),
      })
      .optional(),
    lowStock: z.object({ rows: z.array(lowStockChemical), count, anyChemical: z.boolean() }).optional(),
    activity: z.array(activityEntry).optional(),
    quality: z
      .object({ dueInstruments: z.array(dueInstrument), dueCount: count, openNonconformances: count })
      .optional(),
    jobs: jobQueueCounts.optional(),
  })
  .meta({ description: 'Only the sections the caller may read are present' });

export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
export type MonthlySeries = z.infer<typeof monthlySeries>;
export type LowStockChemical = z.infer<typeof lowStockChemical>;
export type ActivityEntry = z.infer<typeof activityEntry>;
export type DueInstrument = z.infer<typeof dueInstrument>;
export type JobQueueCounts = z.infer<typeof jobQueueCounts>;
