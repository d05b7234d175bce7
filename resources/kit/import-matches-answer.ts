/**
 * POST /api/<resource>/import/matches' answer as a schema: the rows of an import file that agree with
 * an existing record on one of the resource's natural keys (ResourceDefinition.naturalKeys), each a
 * probable duplicate the user skips or creates anyway.
 */
import { z } from 'zod';

/** The most rows one call asks about: the importer sends a file's rows in batches of this many. */
export const IMPORT_MATCH_MAX_ROWS = 200;

export const importMatchesAnswer = z
  .object({
    matches: z.array(
      z.object({
        row: z.number().int().min(0).meta({ description: "The row's place among those asked about, from 0" }),
        id: z.string().meta({ description: 'The existing record it agrees with' }),
        label: z.string().meta({ description: "That record's label (a customer's name, a part number)" }),
        by: z.array(z.string()).meta({ description: 'The fields it agrees on: the natural key, as declared' }),
      }),
    ),
  })
  .meta({ description: 'Probable duplicates among the rows asked about, by natural key' });

export type ImportMatches = z.infer<typeof importMatchesAnswer>;
export type ImportMatch = ImportMatches['matches'][number];
