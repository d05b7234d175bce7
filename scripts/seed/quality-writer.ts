/**
 * The quality seed's writes: the server's own create (createRecord with the domain hooks), so snapshots,
 * figures, verdicts and due dates are the server's.
 */
import { resources } from '../../resources';
import type { Database } from '../../server/db/client';
import { ValidationFailed } from '../../server/errors';
import type { Actor } from '../../server/services/audit';
import { domainHooks } from '../../server/services/domain-hooks';
import { createRecord } from '../../server/services/records/records-write';

export type Create = (name: keyof typeof resources, data: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** The server's create, keeping the ids it wrote: their audit entries are taken back (seed.ts: no per-record entries). */
export function recordWriter(db: Database, actor: Actor): { create: Create; ids: string[] } {
  const ids: string[] = [];
  const create: Create = async (name, data) => {
    const record = await createRecord(db, domainHooks, resources[name], data, actor).catch((error: unknown) => {
      // The seed's own mistake: say which field the server refused.
      throw error instanceof ValidationFailed ? new Error(`${name}: ${JSON.stringify(error.fieldErrors)}`) : error;
    });
    ids.push(String(record.id));
    return record;
  };
  return { create, ids };
}
