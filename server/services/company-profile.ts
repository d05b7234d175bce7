/**
 * The shop's company profile (docs/domain-rules.md#settings): read for documents and /settings,
 * saved by the owner as a whole, its files checked as any record's, audited with the settings.
 */
import { eq } from 'drizzle-orm';
import companyProfile from '../../resources/singletons/company-profile';
import { validateRecord } from '../../resources/kit/validation';
import type { Database } from '../db/client';
import { settings } from '../db/tables';
import { ValidationFailed } from '../errors';
import { recordAudit, type Actor } from './audit';
import { checkRecordFiles } from './files/record-files';

export type CompanyProfile = Record<string, unknown>;

const fields = Object.entries(companyProfile.fields);

/** A field never saved reads as its declared default, an empty file list, or null. */
function withDefaults(row: Record<string, unknown> | undefined): CompanyProfile {
  return Object.fromEntries(
    fields.map(([name, field]) => [name, row?.[name] ?? field.default ?? (field.type === 'files' ? [] : null)]),
  );
}

// The profile's columns are derived from its declaration (server/db/tables.ts), so drizzle's row type omits them.
const readRow = async (db: Database) =>
  ((await db.select().from(settings).where(eq(settings.id, 'default'))) as Record<string, unknown>[])[0];

export async function readCompanyProfile(db: Database): Promise<CompanyProfile> {
  return withDefaults(await readRow(db));
}

/** What a settings audit entry keeps: theme, mode and the profile, so each entry compares with the one before. */
export async function settingsAuditValues(db: Database): Promise<Record<string, unknown>> {
  const row = await readRow(db);
  return { theme: row?.theme, mode: row?.mode, ...withDefaults(row) };
}

/**
 * PUT /api/settings/profile: the whole profile, checked by its declaration (unknown keys, formats,
 * sizes, the currency and language lists); nothing is written when anything is wrong.
 */
export async function saveCompanyProfile(db: Database, input: unknown, actor: Actor): Promise<CompanyProfile> {
  const { values, errors } = validateRecord(companyProfile, input);
  // A PIX code names the receiver's city (services/billing/br-code.ts).
  if (values.pixKey && !values.city && !errors.city) errors.city = { key: 'validation.pixCityRequired' };
  if (Object.keys(errors).length) throw new ValidationFailed(companyProfile.name, errors);
  return db.transaction(async (tx) => {
    // Only uploads made for companyProfile/logo and /signature; their stored details replace the client's.
    await checkRecordFiles(tx, companyProfile, values);
    const stamp = { updatedAt: new Date(), updatedById: actor.id };
    await tx
      .insert(settings)
      .values({ id: 'default', ...values, ...stamp } as typeof settings.$inferInsert)
      .onConflictDoUpdate({ target: settings.id, set: { ...values, ...stamp } });
    await recordAudit(tx, actor, {
      entityName: 'settings',
      entityId: 'default',
      action: 'update',
      values: await settingsAuditValues(tx),
    });
    return withDefaults(values);
  });
}
