/**
 * GET /api/packing/{id}/quality's answer as a schema: what the packing page's Quality panel shows, its
 * latest inspection and whether it is held (docs/domain-rules.md#inspections). The route describes it
 * by this schema and the types are inferred from it; the client imports the type alone.
 */
import { z } from 'zod';
import { passFail } from './quality';

const inspection = z
  .object({
    id: z.string(),
    valueID: z.number().int(),
    result: z.enum(passFail).nullable().meta({ description: 'Null until a result is recorded' }),
    inspectedAt: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ description: 'The latest inspection, by inspection time then recording time' });

export const packingQualityAnswer = z
  .object({
    inspection: inspection.nullable().meta({ description: 'Null when it has none' }),
    held: z.boolean(),
    reason: z.string().nullable().meta({ description: "Why it is held, in the caller's language, or null" }),
    release: z
      .string()
      .nullable()
      .meta({
        description:
          "Why its certificate cannot be released now (void, not inspected, held, no result), in the caller's " +
          "language, or null when it may be: the release's own rule, so the page disables the button with its words",
      }),
  })
  .meta({ description: 'The latest inspection, held or not, and why' });

export type PackingQualityAnswer = z.infer<typeof packingQualityAnswer>;
