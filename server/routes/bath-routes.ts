/** A Low analysis's proposed addition, "Record addition" (docs/domain-rules.md#chemistry), and "Void". */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import { badRequest } from '../errors';
import { additionRequest } from '../../resources/bath-additions';
import { proposeFor, recordAddition } from '../services/baths/addition';
import { voidAnalysis } from '../services/baths/analysis-void';
import analysisVoid from '../../resources/bath-analysis-void';

export const bathRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hooks } = app;
  const base = `/api/${resources.bathAnalysis.path}/:id/addition`;
  app.get<{ Params: { id: string } }>(base, { config: { permission: resources.bathAnalysis.permissions.read } }, async (request) =>
    proposeFor(db, request.params.id));
  app.post<{ Params: { id: string } }>(base, { config: { permission: additionRequest.permissions.create } }, async (request) => {
    const data = (request.body as { data?: unknown } | null)?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
    const actor = { id: request.currentUser.id, email: request.currentUser.email };
    return recordAddition(db, hooks, request.params.id, data, actor);
  });
  // "Void" an analysis recorded by mistake, with a reason: never deleted (docs/domain-rules.md#bath-control).
  app.post<{ Params: { id: string } }>(`/api/${resources.bathAnalysis.path}/:id/void`, { config: { permission: analysisVoid.permissions.create } }, async (request) => {
    const data = (request.body as { data?: unknown } | null)?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
    const actor = { id: request.currentUser.id, email: request.currentUser.email };
    return voidAnalysis(db, request.params.id, data, actor);
  });
};
