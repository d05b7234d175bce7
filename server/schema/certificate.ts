/** The body of POST /api/packing/:id/certificate: why a new revision (required once one exists, checked by the service). */
import { z } from 'zod';

export const certificateRelease = z
  .object({ reason: z.string().max(1000).optional().meta({ description: 'Why this revision replaces the last one' }) })
  .optional();
