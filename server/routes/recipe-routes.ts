/** "Use recipe" (docs/domain-rules.md#recipes): the uses it writes need the right to record chemical uses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../resources';
import recipeUse from '../../resources/forms/recipe-use';
import { answers, idParams, record, recordData } from '../schema/api';
import { useRecipe } from '../services/chemistry/use-recipe';

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hooks } = app;
  app.post(
    `/api/${resources.recipe.name}/:id/use`,
    {
      schema: {
        tags: [resources.recipe.name],
        summary: 'Use a recipe: one chemical use per ingredient',
        params: idParams,
        body: recordData(recipeUse),
        response: answers(z.object({ rows: z.array(record(resources.chemicalOut)) })),
      },
      config: { permission: recipeUse.permission },
    },
    async (request) => {
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return { rows: await useRecipe(db, hooks, request.params.id, request.body.data, actor) };
    },
  );
};
