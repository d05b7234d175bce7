/**
 * Required text made only of invisible characters (zero-width space, Hangul filler, word joiner,
 * byte order mark, no-break and other Unicode spaces) is refused as empty on every resource's
 * create and update, with the required message in the caller's language, and nothing is written.
 */
import { describe, expect, test } from 'vitest';
import { agreement } from '../../i18n/agreement';
import { resourceList } from '../../resources';
import { writableFields } from '../../resources/kit/derive';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { fingerprint } from '../helpers/bad-input/fingerprint';
import { invisibleTexts } from '../helpers/bad-input/text-samples';
import { pathFor, seed, validData } from '../helpers/contract/store';
import { call } from '../helpers/http';
import { fieldLabel } from '../helpers/labels';

const ctx = setupOwnerContext();

const requiredText = (resource: (typeof resourceList)[number]) =>
  writableFields(resource)
    .filter(([, f]) => f.type === 'string' && f.required)
    .map(([name]) => name);

describe('required text of invisible characters is empty', () => {
  for (const resource of resourceList.filter((r) => r.operations.includes('create') && requiredText(r).length)) {
    test(`${resource.name}: create${resource.operations.includes('update') ? ' and update' : ''} refuse it as required`, async () => {
      const record = resource.operations.includes('update') ? await seed(ctx, resource) : undefined;
      const base = await validData(ctx, resource);
      const before = await fingerprint(ctx.db);
      for (const field of requiredText(resource)) {
        for (const [index, blank] of invisibleTexts.entries()) {
          // Alternate the languages, and the routes where there are two.
          const lang = index % 2 ? 'pt-BR' : 'en';
          const data = { ...base, [field]: blank };
          const res =
            record && index % 3 === 0
              ? await call(ctx.app, 'PUT', pathFor(resource, 'update', record.id), {
                  token: ctx.owner.token,
                  lang,
                  body: { id: record.id, data },
                })
              : await call(ctx.app, 'POST', pathFor(resource, 'create'), {
                  token: ctx.owner.token,
                  lang,
                  body: { data },
                });
          const ptLabel = fieldLabel('pt-BR', resource.name, field);
          const required =
            lang === 'en'
              ? `${fieldLabel('en', resource.name, field)} is required`
              : `${ptLabel} ${agreement(ptLabel).e} obrigatóri${agreement(ptLabel).o}`;
          expect([res.status, res.body.errors?.[field]], `${field} = ${JSON.stringify(blank)}`).toEqual([
            400,
            required,
          ]);
        }
      }
      expect(await fingerprint(ctx.db), 'nothing written').toEqual(before);
    });
  }
});
