/** "Use recipe" (docs/domain-rules.md#recipes): the uses it writes need the right to record chemical uses. */
import type { FastifyInstance } from 'fastify';
import { resources } from '../../resources';
import recipeUse from '../../resources/forms/recipe-use';
import type { Database } from '../db/client';
import { badRequest } from '../errors';
import { useRecipe } from '../services/chemistry/use-recipe';
import type { HooksByResource } from '../services/records/hooks';

export function registerRecipeRoutes(app: FastifyInstance, db: Database, hooks: HooksByResource): void {
  app.post<{ Params: { id: string } }>(
    `/api/${resources.recipe.name}/:id/use`,
    { config: { permission: recipeUse.permission } },
    async (request) => {
      const data = (request.body as { data?: unknown } | null)?.data;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return { rows: await useRecipe(db, hooks, request.params.id, data, actor) };
    },
  );
}
