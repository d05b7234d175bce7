/** A packing list with the customer, part and shipper it names: what its slip and certificate print from. */
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { getRecord } from '../records/records-read';
import { text } from './document-fields';

export async function packingRecords(db: Database, id: string) {
  const packing = await getRecord(db, resources.packing, id);
  const [customer, product, shipper] = await Promise.all([
    getRecord(db, resources.customer, text(packing.customer)),
    getRecord(db, resources.product, text(packing.product)),
    getRecord(db, resources.shipper, text(packing.shipper)),
  ]);
  return { packing, customer, product, shipper };
}
