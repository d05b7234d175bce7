/** The owner's company profile at /settings (docs/domain-rules.md#settings): read, saved, and its logo and signature uploads. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import companyProfile from '../../resources/singletons/company-profile';
import { filesFields } from '../../resources/kit/derive';
import { answers, record } from '../schema/api';
import { recordInput } from '../schema/fields';
import { readCompanyProfile, saveCompanyProfile } from '../services/company-profile';
import { withDownloadUrls } from '../services/records/records-read';
import type { UploadRoute } from './file-routes';

/** POST /api/files/companyProfile/logo and /signature: whoever may edit the settings. */
export const companyProfileUploads: UploadRoute[] = filesFields(companyProfile).map(([field, declaration]) => ({
  resource: companyProfile.name,
  field,
  declaration,
  permission: ['settingsEdit'],
}));

export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    db,
    files: { links },
  } = app;
  const config = { permission: 'settingsEdit' } as const;
  const tags = ['settings'];
  const response = answers(record(companyProfile));
  app.get(
    '/api/settings/profile',
    { schema: { tags, summary: 'The company profile documents print', response }, config },
    async () => withDownloadUrls(companyProfile, await readCompanyProfile(db), links),
  );
  app.put(
    '/api/settings/profile',
    {
      schema: {
        tags,
        summary: 'Change the company profile',
        body: z.looseObject({ profile: recordInput(companyProfile).optional() }).nullish(),
        response,
      },
      config,
    },
    async (req) => {
      const { id, email } = req.currentUser;
      const saved = await saveCompanyProfile(db, req.body?.profile, { id, email });
      return withDownloadUrls(companyProfile, saved, links);
    },
  );
};
