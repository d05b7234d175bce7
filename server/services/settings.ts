/** Global settings (the theme), one row for the whole shop. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/tables';
import { badRequest } from '../errors';
import { recordAudit, type Actor } from './audit';

export const themes = [
  'default', 'cyan', 'geek-blue', 'gold', 'lime', 'magenta', 'orange',
  'polar-green', 'purple', 'red', 'volcano', 'yellow',
] as const;

export async function readSettings(db: Database): Promise<{ theme: string }> {
  const [row] = await db.select({ theme: settings.theme }).from(settings).where(eq(settings.id, 'default'));
  return row ?? { theme: 'default' };
}

export async function saveSettings(db: Database, input: unknown, actor: Actor): Promise<{ theme: string }> {
  const theme = (input as { theme?: unknown } | null)?.theme;
  if (typeof theme !== 'string' || !(themes as readonly string[]).includes(theme)) {
    throw badRequest('validation.oneOf', { path: { key: 'settings.fields.theme' }, values: themes.join(', ') });
  }
  return db.transaction(async (tx) => {
    const values = { theme, updatedAt: new Date(), updatedById: actor.id };
    await tx.insert(settings).values({ id: 'default', ...values }).onConflictDoUpdate({ target: settings.id, set: values });
    await recordAudit(tx, actor, { entityName: 'settings', entityId: 'default', action: 'update', values: { theme } });
    return { theme };
  });
}
