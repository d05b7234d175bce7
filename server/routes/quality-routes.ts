/** A packing list's quality state: its latest inspection and whether it is held (docs/domain-rules.md#inspections). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import { renderMessage } from '../../i18n/render';
import { translatorFor } from '../i18n';
import { answers, idParams, shaped } from '../schema/api';
import { packingQualityState } from '../services/quality/packing-hold';
import { refusalFor } from '../services/quality/release-gate';
import { getRecord } from '../services/records/records-read';

export interface PackingQualityAnswer {
  inspection: { id: string; valueID: number; result: string | null; inspectedAt: string } | null;
  held: boolean;
  /** Why it is held, in the caller's language, or null. */
  reason: string | null;
  /**
   * Why its certificate cannot be released now (void, not inspected, held, no result), in the
   * caller's language, or null when it may be: the release's own rule (release-gate.ts), so the
   * page disables the button with the words a refusal would have.
   */
  release: string | null;
}

export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    `/api/${resources.packing.path}/:id/quality`,
    {
      schema: {
        tags: [resources.packing.name],
        summary: "A packing list's latest inspection and whether it is held",
        params: idParams,
        response: answers(shaped<PackingQualityAnswer>('The latest inspection, held or not, and why')),
      },
      config: { permission: resources.inspection.permissions.read },
    },
    async (request): Promise<PackingQualityAnswer> => {
      const packing = await getRecord(db, resources.packing, request.params.id);
      const state = await packingQualityState(db, request.params.id);
      const latest = state.inspection;
      const refusal = refusalFor(packing.status, state);
      const translate = translatorFor(request);
      return {
        inspection: latest && {
          id: String(latest.id),
          valueID: Number(latest.valueID),
          result: latest.result === null ? null : String(latest.result),
          inspectedAt: new Date(latest.inspectedAt as Date).toISOString(),
        },
        held: state.held,
        reason: state.reason && renderMessage(translate, '', state.reason),
        release: refusal ? translate(refusal, { packing: String(packing.valueID) }) : null,
      };
    },
  );
};
