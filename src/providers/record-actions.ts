/**
 * What a record's own buttons and dialogs ask and send (GET or POST /api/<resource>/:id/<action>): screens
 * call these, never a raw path. Called directly, not through react-admin's data provider (api-methods.ts),
 * whose failures go to the /500 or /403 page: here a refusal or a lost connection is said in the dialog,
 * which stays open with what the user typed.
 */
import type { AdditionProposal } from '../../resources/kit/addition-proposal';
import { apiFetch } from './api';

/** GET /api/packing/:id/quality (server/routes/quality-routes.ts): what the packing page's Quality panel shows. */
export interface PackingQuality {
  inspection: { id: string; valueID: number; result: string | null; inspectedAt: string } | null;
  held: boolean;
  /** Why it is held, already in the reader's language, or null. */
  reason: string | null;
  /** Why the certificate cannot be released now, in the reader's language (the release's own rule), or null. */
  release: string | null;
}

const at = (path: string, id: unknown, action: string) => `${path}/${encodeURIComponent(String(id))}/${action}`;
const post = (path: string, body: Record<string, unknown>) => apiFetch<unknown>(path, { method: 'POST', body });

export const recordActions = {
  packingQuality: (id: unknown) => apiFetch<PackingQuality>(at('packing', id, 'quality')),
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
