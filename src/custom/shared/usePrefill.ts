/**
 * The "new from" pages' start, computed by the server under the create permission of what the page
 * creates (server/routes/prefill-routes.ts): a packing editor need not read the shipper, nor an
 * invoice editor the packing list. Fetched outside react-admin's data provider, so a refusal stays
 * a message on the page instead of a trip to /403.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../providers/api';

export interface Labelled {
  id: string;
  label: string;
}

export interface PackingPrefill {
  shipper: Labelled;
  customer: Labelled | null;
  product: Labelled | null;
  po: string | null;
  rma: string | null;
  quantity: number;
  packed: number;
  remaining: number;
}

export interface InvoicePrefill {
  packing: Labelled;
  status: string;
  customer: Labelled | null;
  product: Labelled | null;
  quantity: number;
  unitPrice: number | null;
  invoice: Labelled | null;
}

export function usePackingPrefill(shipperId: string | undefined) {
  return useQuery({
    queryKey: ['packing-prefill', shipperId],
    queryFn: () => apiFetch<PackingPrefill>(`shipper/${encodeURIComponent(shipperId!)}/packing-prefill`),
    enabled: Boolean(shipperId),
    retry: false,
  });
}

export function useInvoicePrefill(packingId: string | undefined) {
  return useQuery({
    queryKey: ['invoice-prefill', packingId],
    queryFn: () => apiFetch<InvoicePrefill>(`packing/${encodeURIComponent(packingId!)}/invoice-prefill`),
    enabled: Boolean(packingId),
    retry: false,
  });
}

/** GET /api/inspection/:id/nonconformance-prefill: the records a nonconformance about the inspection names. */
export interface NonconformancePrefill {
  inspection: Labelled;
  packing: Labelled | null;
  customer: Labelled | null;
}

export const nonconformancePrefill = (inspectionId: string) =>
  apiFetch<NonconformancePrefill>(`inspection/${encodeURIComponent(inspectionId)}/nonconformance-prefill`);

/** The i18n key saying why a prefill failed: not allowed, or anything else. */
export const prefillFailure = (error: unknown) =>
  (error as { status?: number } | null)?.status === 403 ? 'lookup.recordForbidden' : 'lookup.failed';
