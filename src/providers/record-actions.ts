/**
 * What a record's own buttons and dialogs ask and send (GET or POST /api/<resource>/:id/<action>): screens
 * call these, never a raw path. Called directly, not through react-admin's data provider (api-methods.ts),
 * whose failures go to the /500 or /403 page: here a refusal or a lost connection is said in the dialog,
 * which stays open with what the user typed.
 */
import type { AdditionProposal } from '../../resources/kit/addition-proposal';
import type { PackingQualityAnswer } from '../../resources/kit/packing-quality-answer';
import { apiFetch } from './api';

const at = (path: string, id: unknown, action: string) => `${path}/${encodeURIComponent(String(id))}/${action}`;
const post = (path: string, body: Record<string, unknown>) => apiFetch<unknown>(path, { method: 'POST', body });

export const recordActions = {
  /** GET /api/packing/:id/quality: what the packing page's Quality panel shows. */
  packingQuality: (id: unknown) => apiFetch<PackingQualityAnswer>(at('packing', id, 'quality')),
  /** POST /api/packing/:id/certificate: releases the next revision; a reason is required from revision 2. */
  releaseCertificate: (id: unknown, reason?: string) =>
    post(at('packing', id, 'certificate'), reason === undefined ? {} : { reason }),
  /** GET /api/bath-analysis/:id/addition: what to add to bring the bath back into range. */
  additionProposal: (analysisId: unknown) => apiFetch<AdditionProposal>(at('bath-analysis', analysisId, 'addition')),
  recordAddition: (analysisId: unknown, data: Record<string, unknown>) =>
    post(at('bath-analysis', analysisId, 'addition'), { data }),
  voidAnalysis: (analysisId: unknown, data: Record<string, unknown>) =>
    post(at('bath-analysis', analysisId, 'void'), { data }),
  reversePayment: (paymentId: unknown, data: Record<string, unknown>) =>
    post(at('invoice-payment', paymentId, 'reverse'), { data }),
};
