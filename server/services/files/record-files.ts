/**
 * The files a record's values name: each must have been uploaded for that resource and field.
 * The stored details (name, size, type) replace what the client sent, so a client can neither
 * claim another field's upload nor misdescribe one; links sent back are never stored
 * (records-read.ts withDownloadUrls adds fresh ones to every answer).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import { filesFields } from '../../../resources/kit/derive';
import type { StoredFileValue } from '../../../resources/kit/types';
import type { MessageDescriptor } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/tables';
import { ValidationFailed } from '../../errors';

type Values = Record<string, unknown>;

export async function checkRecordFiles(tx: Database, resource: ResourceDefinition, values: Values): Promise<void> {
  const errors: Record<string, MessageDescriptor> = {};
  for (const [name] of filesFields(resource)) {
    const given = values[name];
    if (!Array.isArray(given) || given.length === 0) continue;
    // The same upload twice is one photo.
    const ids = [...new Set(given.map((file) => String((file as { id: unknown }).id)))];
    const rows = await tx
      .select()
      .from(storedFile)
      .where(and(inArray(storedFile.id, ids), eq(storedFile.resource, resource.name), eq(storedFile.field, name)))
      // Until the record commits: the sweep of unattached uploads skips a file being attached now.
      .for('key share');
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (ids.some((id) => !byId.has(id))) {
      errors[name] = { key: 'validation.filesUnknown' };
      continue;
    }
    values[name] = ids.map((id): StoredFileValue => {
      const row = byId.get(id)!;
      return { id, name: row.name, sizeInBytes: row.sizeInBytes, mimeType: row.mimeType };
    });
  }
  if (Object.keys(errors).length) throw new ValidationFailed(resource.name, errors);
}
