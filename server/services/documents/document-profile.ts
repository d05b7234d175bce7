/** The company profile as documents need it: its values and the logo and signature bytes pdfkit can draw. */
import companyProfile from '../../../resources/singletons/company-profile';
import type { StoredFileValue } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { readCompanyProfile } from '../company-profile';
import type { FileStore } from '../files/store';
import type { DocumentOptions } from './document-fields';

/**
 * pdfkit draws these two, and the profile's uploads take nothing else (resources/company-profile.ts);
 * a GIF or WebP kept from before that rule is left out and the name stands alone.
 */
const DRAWABLE = new Set(['image/png', 'image/jpeg']);

async function image(store: FileStore, field: string, value: unknown): Promise<Uint8Array | undefined> {
  const file = Array.isArray(value) ? (value[0] as StoredFileValue | undefined) : undefined;
  if (!file || !DRAWABLE.has(file.mimeType)) return undefined;
  return store.read({ resource: companyProfile.name, field, id: file.id });
}

export async function documentOptions(db: Database, store: FileStore, origin: string): Promise<DocumentOptions> {
  const profile = await readCompanyProfile(db);
  const [logo, signature] = await Promise.all([
    image(store, 'logo', profile.logo),
    image(store, 'signature', profile.signature),
  ]);
  return { origin, profile, logo, signature };
}
