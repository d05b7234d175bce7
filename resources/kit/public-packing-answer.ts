/**
 * GET /api/public/packing/{id}'s answer as a schema: what a packing slip's QR code shows anyone
 * (docs/domain-rules.md#documents-and-qr-page). The route describes it by this schema, and the answer is
 * written as the service builds it (JSON.stringify): tests/api/qr.test.ts parses every answer by it, so a
 * field the service adds fails there. The server's and the QR page's types are inferred from it (the
 * client imports the type alone).
 */
import { z } from 'zod';
import { packingStatuses } from '../packing';

export const publicPackingAnswer = z
  .object({
    valueID: z.number().int(),
    date: z.string().meta({ description: 'YYYY-MM-DD' }),
    status: z.enum(packingStatuses),
    part: z.string(),
    quantity: z.number().int(),
    shop: z
      .object({
        name: z.string().nullable().meta({ description: 'Null until the company profile is filled in' }),
        logo: z.string().nullable().meta({ description: 'An expiring link to the logo its documents print' }),
      })
      .meta({ description: 'Who shipped it, as its documents are headed' }),
  })
  .meta({ description: "The packing list's public summary, nothing about its customer" });

export type PublicPacking = z.infer<typeof publicPackingAnswer>;
