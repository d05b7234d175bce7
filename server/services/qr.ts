/**
 * The public face of a scanned packing slip (docs/domain-rules.md#documents-and-qr-page): only the packing
 * number, date, status, part number and quantity, nothing else about the customer; and the shop's
 * name and logo, as its documents show them.
 */
import { eq } from 'drizzle-orm';
import type { PublicPacking } from '../../resources/kit/public-packing-answer';
import type { Database } from '../db/client';
import { declaredTables } from '../db/tables';
import { notFound } from '../errors';
import { readCompanyProfile } from './company-profile';
import type { FileLinks } from './files/links';
import { UUID } from './records/references';

export async function publicPacking(db: Database, links: FileLinks, id: string): Promise<PublicPacking> {
  if (!UUID.test(id)) throw notFound();
  const { packing, product } = declaredTables;
  const [row] = await db
    .select({
      valueID: packing.valueID,
      date: packing.date,
      status: packing.status,
      part: product.part,
      quantity: packing.quantity,
    })
    .from(packing)
    .innerJoin(product, eq(product.id, packing.product))
    .where(eq(packing.id, id));
  if (!row) throw notFound();
  const profile = await readCompanyProfile(db);
  const [logo] = Array.isArray(profile.logo) ? (profile.logo as { id: string }[]) : [];
  const name = typeof profile.shopName === 'string' && profile.shopName ? profile.shopName : null;
  return { ...(row as Omit<PublicPacking, 'shop'>), shop: { name, logo: logo ? links.url(logo.id) : null } };
}
