/** A released certificate's file name, in the language its customer's documents are printed in. */
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { readCompanyProfile } from '../company-profile';
import { getRecord } from '../records/records-read';
import { fileName, text, writerFor } from './document-fields';

export async function releasedFileName(db: Database, packingId: string, number: unknown, revision: number) {
  const packing = await getRecord(db, resources.packing, packingId);
  const customer = await getRecord(db, resources.customer, text(packing.customer));
  return fileName(writerFor({ profile: await readCompanyProfile(db) }, customer), 'certificate', number, revision);
}
