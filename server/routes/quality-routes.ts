/** A packing list's quality state: its latest inspection and whether it is held (docs/domain-rules.md#inspections). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import { packingQualityAnswer } from '../../resources/kit/packing-quality-answer';
import type { PassFail } from '../../resources/kit/quality';
import { renderMessage } from '../../i18n/render';
import { translatorFor } from '../i18n';
import { answers, idParams } from '../schema/api';
import { packingQualityState } from '../services/quality/packing-hold';
import { refusalFor } from '../services/quality/release-gate';
import { getRecord } from '../services/records/records-read';

export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    `/api/${resources.packing.path}/:id/quality`,
    {
      schema: {
        tags: [resources.packing.name],
        summary: "A packing list's latest inspection and whether it is held",
        params: idParams,
        response: answers(packingQualityAnswer),
      },
      config: { permission: resources.inspection.permissions.read },
    },
    async (request) => {
      const packing = await getRecord(db, resources.packing, request.params.id);
      const state = await packingQualityState(db, request.params.id);
      const latest = state.inspection;
      const refusal = refusalFor(packing.status, state);
      const translate = translatorFor(request);
      return {
        inspection: latest && {
          id: String(latest.id),
          valueID: Number(latest.valueID),
          // A choice of passFail: the column holds nothing else.
          result: latest.result as PassFail | null,
          inspectedAt: new Date(latest.inspectedAt as Date).toISOString(),
        },
        held: state.held,
        reason: state.reason && renderMessage(translate, '', state.reason),
        release: refusal ? translate(refusal, { packing: String(packing.valueID) }) : null,
      };
    },
  );
};
