/** "Use recipe" (docs/domain-rules.md#recipes): the uses it writes need the right to record chemical uses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import recipeUse from '../../resources/recipe-use';
import { badRequest } from '../errors';
import { useRecipe } from '../services/chemistry/use-recipe';

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hooks } = app;
  app.post<{ Params: { id: string } }>(
    `/api/${resources.recipe.name}/:id/use`,
    { config: { permission: recipeUse.permissions.create } },
    async (request) => {
      const data = (request.body as { data?: unknown } | null)?.data;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return { rows: await useRecipe(db, hooks, request.params.id, data, actor) };
    },
  );
};
