/** A Low analysis's proposed addition, "Record addition" (docs/domain-rules.md#chemistry), and "Void". */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../resources';
import { additionRequest } from '../../resources/forms/bath-addition';
import analysisVoid from '../../resources/forms/bath-analysis-void';
import { additionProposalAnswer } from '../../resources/kit/addition-proposal-answer';
import { answers, idParams, record, recordData } from '../schema/api';
import { proposeFor, recordAddition } from '../services/baths/addition';
import { voidAnalysis } from '../services/baths/analysis-void';

export const bathRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hooks } = app;
  const base = `/api/${resources.bathAnalysis.path}/:id/addition`;
  const tags = [resources.bathAnalysis.name];
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'The addition a Low analysis proposes',
        params: idParams,
        response: answers(additionProposalAnswer),
      },
      config: { permission: resources.bathAnalysis.permissions.read },
    },
    async (request) => proposeFor(db, request.params.id),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Record the addition: a chemical use',
        params: idParams,
        body: recordData(additionRequest),
        response: answers(z.looseObject({})),
      },
      config: { permission: additionRequest.permission },
    },
    async (request) => {
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return recordAddition(db, hooks, request.params.id, request.body.data, actor);
    },
  );
  // "Void" an analysis recorded by mistake, with a reason: never deleted (docs/domain-rules.md#bath-control).
  app.post(
    `/api/${resources.bathAnalysis.path}/:id/void`,
    {
      schema: {
        tags,
        summary: 'Void an analysis recorded by mistake, with a reason',
        params: idParams,
        body: recordData(analysisVoid),
        response: answers(record(resources.bathAnalysis)),
      },
      config: { permission: analysisVoid.permission },
    },
    async (request) => {
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return voidAnalysis(db, request.params.id, request.body.data, actor);
    },
  );
};
