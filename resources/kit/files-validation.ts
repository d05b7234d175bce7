/** The rules of a `files` value (a list of uploaded files), split out of validation.ts to keep it readable. */
import { z } from 'zod';
import type { FilesField } from './types';
import type { MessageDescriptor } from './messages';

/** Unknown keys (a downloadUrl echoed back by a client) are dropped by the parse, so links are never stored. */
const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string().optional(),
  sizeInBytes: z.number().int().min(0).optional(),
  mimeType: z.string().optional(),
});

/** Only the ids matter: the server replaces each entry with what the upload stored. */
export const filesSchema = (field: FilesField) => z.array(storedFileSchema).max(field.max);

/** Too many files, not a list at all, or an entry without a proper id. */
export function describeFilesIssue(issue: z.core.$ZodIssue): MessageDescriptor {
  if (issue.path.length === 0 && issue.code === 'too_big')
    return { key: 'validation.filesMax', args: { max: Number(issue.maximum) } };
  if (issue.path.length === 0 && issue.code === 'invalid_type')
    return { key: 'validation.type', args: { type: 'files' } };
  return { key: 'validation.invalid' };
}
