/** A Low analysis's proposed addition, "Record addition" (docs/domain-rules.md#chemistry), and "Void". */
import type { FastifyInstance } from 'fastify';
import { resources } from '../../resources';
import type { Database } from '../db/client';
import { badRequest } from '../errors';
import { additionRequest } from '../../resources/forms/bath-addition';
import { proposeFor, recordAddition } from '../services/baths/addition';
import { voidAnalysis } from '../services/baths/analysis-void';
import analysisVoid from '../../resources/forms/bath-analysis-void';
import type { HooksByResource } from '../services/records/hooks';

export function registerBathRoutes(app: FastifyInstance, db: Database, hooks: HooksByResource): void {
  const base = `/api/${resources.bathAnalysis.path}/:id/addition`;
  app.get<{ Params: { id: string } }>(base, { config: { permission: resources.bathAnalysis.permissions.read } }, async (request) =>
    proposeFor(db, request.params.id));
  app.post<{ Params: { id: string } }>(base, { config: { permission: additionRequest.permission } }, async (request) => {
    const data = (request.body as { data?: unknown } | null)?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
    const actor = { id: request.currentUser.id, email: request.currentUser.email };
    return recordAddition(db, hooks, request.params.id, data, actor);
  });
  // "Void" an analysis recorded by mistake, with a reason: never deleted (docs/domain-rules.md#bath-control).
  app.post<{ Params: { id: string } }>(`/api/${resources.bathAnalysis.path}/:id/void`, { config: { permission: analysisVoid.permission } }, async (request) => {
    const data = (request.body as { data?: unknown } | null)?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
    const actor = { id: request.currentUser.id, email: request.currentUser.email };
    return voidAnalysis(db, request.params.id, data, actor);
  });
}
