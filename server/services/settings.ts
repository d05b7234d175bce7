/** Global settings (theme, light/dark mode, the days before a tank's analysis is stale), one row for the whole shop. */
import { eq } from 'drizzle-orm';
import {
  analysisStaleDaysRange,
  defaultSettings,
  isAnalysisStaleDays,
  isThemeMode,
  isThemeName,
  parseSettings,
  themeModes,
  themeNames,
  type ShopSettings,
} from '../../resources/kit/settings';
import { shopTermsOf } from '../../resources/kit/payment-terms';
import { unknownKeysMessage } from '../../resources/kit/validation';
import type { Database } from '../db/client';
import { settings } from '../db/tables';
import { badRequest } from '../errors';
import { recordAudit, type Actor } from './audit';
import { refreshStaleTanks } from './baths/tank-state';
import { settingsAuditValues } from './company-profile';

/** Theme, mode and what every screen needs of the company profile (its currency, whether it is filled in). */
export async function readSettings(db: Database): Promise<ShopSettings> {
  // The profile's columns are derived from its declaration (server/db/tables.ts), so drizzle's row type omits them.
  const [row] = (await db.select().from(settings).where(eq(settings.id, 'default'))) as Record<string, unknown>[];
  return parseSettings(
    row && {
      ...row,
      profileFilled: Boolean(row.shopName && row.address),
      paymentTerms: shopTermsOf(row.paymentTermDays),
    },
  );
}

const oneOf = (field: string, values: readonly string[]) =>
  badRequest('validation.oneOf', { path: { key: `settings.fields.${field}` }, values: values.join(', ') });

const saved = ['theme', 'mode', 'analysisStaleDays', 'analysisInstrumentRequired'];

/**
 * Theme is required; a save that leaves mode or analysisStaleDays out keeps the stored one. Nothing is
 * written when any is unknown or out of range.
 */
export async function saveSettings(db: Database, input: unknown, actor: Actor): Promise<ShopSettings> {
  const { theme, mode, analysisStaleDays, analysisInstrumentRequired } = (input ?? {}) as {
    theme?: unknown;
    mode?: unknown;
    analysisStaleDays?: unknown;
    analysisInstrumentRequired?: unknown;
  };
  if (!isThemeName(theme)) throw oneOf('theme', themeNames);
  if (mode !== undefined && !isThemeMode(mode)) throw oneOf('mode', themeModes);
  if (analysisStaleDays !== undefined && !isAnalysisStaleDays(analysisStaleDays)) {
    throw badRequest('settings.errors.analysisStaleDays', analysisStaleDaysRange);
  }
  const required = analysisInstrumentRequired;
  if (required !== undefined && typeof required !== 'boolean')
    throw badRequest('validation.type', {
      path: { key: 'settings.fields.analysisInstrumentRequired' },
      type: 'boolean',
    });
  // Keys beyond these were ignored while the save went through; refused like any write's.
  const unknown = Object.keys(input as object).filter((key) => !saved.includes(key));
  if (unknown.length) {
    const { key, args } = unknownKeysMessage(unknown);
    throw badRequest(key, { path: { key: 'validation.data' }, ...args });
  }
  return db.transaction(async (tx) => {
    const stamp = { updatedAt: new Date(), updatedById: actor.id };
    // One upsert: a missing mode keeps the stored one (or the default on the first save).
    const days = {
      ...(analysisStaleDays === undefined ? {} : { analysisStaleDays }),
      ...(required === undefined ? {} : { analysisInstrumentRequired: required }),
    };
    await tx
      .insert(settings)
      .values({ id: 'default', theme, mode: mode ?? defaultSettings.mode, ...days, ...stamp })
      .onConflictDoUpdate({ target: settings.id, set: { theme, ...(mode ? { mode } : {}), ...days, ...stamp } });
    // Tanks take the new number of days at once, not at the next hourly sweep.
    if (analysisStaleDays !== undefined) await refreshStaleTanks(tx);
    const [stored] = await tx
      .select({
        analysisStaleDays: settings.analysisStaleDays,
        analysisInstrumentRequired: settings.analysisInstrumentRequired,
      })
      .from(settings);
    await recordAudit(tx, actor, {
      entityName: 'settings',
      entityId: 'default',
      action: 'update',
      values: { ...(await settingsAuditValues(tx)), ...stored },
    });
    return readSettings(tx);
  });
}
