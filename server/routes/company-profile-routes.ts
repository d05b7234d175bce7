/** The owner's company profile at /settings (docs/domain-rules.md#settings): read, saved, and its logo and signature uploads. */
import type { FastifyInstance } from 'fastify';
import companyProfile from '../../resources/company-profile';
import { filesFields } from '../../resources/kit/derive';
import type { Database } from '../db/client';
import { readCompanyProfile, saveCompanyProfile } from '../services/company-profile';
import type { FileLinks } from '../services/files/links';
import { withDownloadUrls } from '../services/records/records-read';
import type { UploadRoute } from './file-routes';

/** POST /api/files/companyProfile/logo and /signature: whoever may edit the settings. */
export const companyProfileUploads: UploadRoute[] = filesFields(companyProfile).map(([field, declaration]) => ({
  resource: companyProfile.name, field, declaration, permission: ['settingsEdit'],
}));

export function registerCompanyProfileRoutes(app: FastifyInstance, db: Database, links: FileLinks): void {
  const config = { permission: 'settingsEdit' } as const;
  app.get('/api/settings/profile', { config }, async () => withDownloadUrls(companyProfile, await readCompanyProfile(db), links));
  app.put('/api/settings/profile', { config }, async (req) => {
    const { id, email } = req.currentUser;
    const saved = await saveCompanyProfile(db, (req.body as { profile?: unknown } | null)?.profile, { id, email });
    return withDownloadUrls(companyProfile, saved, links);
  });
}
