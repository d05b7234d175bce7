/**
 * Another user's list while packing slips render: 10 PDFs of a packing whose product has the longest
 * description the field allows are requested at once, again and again, and meanwhile a second user's
 * list is timed one request at a time. The PDFs are drawn in worker threads, off the request thread.
 */
import { resources } from '../../resources';
import { writableFields } from '../../resources/kit/derive';
import type { ApiClient } from './api-client';

const AT_ONCE = 10;
const DESCRIPTION = 'Zinc-nickel plating, passivated and sealed; mask threads and bores before racking. '
  .repeat(300)
  .slice(0, 21_845);

type Row = Record<string, unknown>;

/** A request as the browser's PDF viewer makes it: the bytes, checked to be a PDF. */
async function fetchPdf(baseUrl: string, token: string, path: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200 || new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-')
    throw new Error(`PDF: ${response.status}`);
}

/** Gives the newest packing's product the longest description, and answers that packing's PDF path. */
async function bigPackingSlip(baseUrl: string, token: string, owner: ApiClient): Promise<string> {
  const {
    rows: [packing],
  } = await owner.get<{ rows: Row[] }>('packing', { orderBy: 'valueID_DESC', limit: 1, offset: 0 });
  const product = await owner.get<Row>(`product/${packing.product as string}`);
  const data = Object.fromEntries(writableFields(resources.product).map(([name]) => [name, product[name]]));
  const response = await fetch(`${baseUrl}/api/product/${product.id as string}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: product.id, data: { ...data, description: DESCRIPTION } }),
  });
  if (!response.ok) throw new Error(`product update: ${response.status} ${await response.text()}`);
  return `/api/packing/${packing.id as string}/pdf`;
}

export interface RenderingLoad {
  /** Timings (ms) of the other user's list requests made while PDFs were rendering. */
  timings: number[];
  pdfs: number;
}

/** `samples` timings of `list` (another user's request), each made while 10 PDFs were rendering. */
export async function listsWhileRendering(
  baseUrl: string,
  ownerToken: string,
  owner: ApiClient,
  list: () => Promise<unknown>,
  samples: number,
): Promise<RenderingLoad> {
  const path = await bigPackingSlip(baseUrl, ownerToken, owner);
  await fetchPdf(baseUrl, ownerToken, path); // the worker's start is not part of the figure
  const timings: number[] = [];
  let pdfs = 0;
  while (timings.length < samples) {
    let rendering = true;
    const batch = Promise.all(Array.from({ length: AT_ONCE }, () => fetchPdf(baseUrl, ownerToken, path))).finally(
      () => (rendering = false),
    );
    while (rendering && timings.length < samples) {
      const start = performance.now();
      await list();
      if (rendering) timings.push(performance.now() - start);
    }
    await batch;
    pdfs += AT_ONCE;
  }
  return { timings, pdfs };
}
