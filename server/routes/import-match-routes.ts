/** POST /api/<resource>/import/matches: an import file's probable duplicates, for each resource with natural keys. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceList } from '../../resources';
import { apiPath } from '../../resources/kit/derive';
import { IMPORT_MATCH_MAX_ROWS, importMatchesAnswer } from '../../resources/kit/import-matches-answer';
import { answers } from '../schema/api';
import { refusal } from '../schema/refusal';
import { importMatches } from '../services/records/import-matches';

const rowsBody = z.object({
  rows: z
    .array(z.looseObject({}), refusal('errors.import.matchRowsList'))
    .refine(
      (rows) => rows.length <= IMPORT_MATCH_MAX_ROWS,
      refusal('errors.import.matchRows', { max: IMPORT_MATCH_MAX_ROWS }),
    )
    .meta({
      description: 'The rows as the import would send them (references by label), in file order',
      maxItems: IMPORT_MATCH_MAX_ROWS,
    }),
});

export const importMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of resourceList) {
    if (!resource.naturalKeys?.length || !resource.operations.includes('import') || !resource.permissions.import)
      continue;
    app.post(
      `/api/${apiPath(resource, 'import')}/matches`,
      {
        schema: {
          tags: [resource.name],
          summary: `The rows of an import file that probably are ${resource.name} records already`,
          body: rowsBody,
          response: answers(importMatchesAnswer),
        },
        config: { permission: resource.permissions.import },
      },
      async (request) => ({ matches: await importMatches(app.db, resource, request.body.rows) }),
    );
  }
};
