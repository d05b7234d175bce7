/**
 * A file a record's files field lists, as answers give it (types.ts StoredFileValue): a record's
 * files fields (server/schema/fields.ts) and a user's avatars (current-user-answer.ts).
 */
import { z } from 'zod';

export const storedFileValue = z.object({
  id: z.string(),
  name: z.string(),
  sizeInBytes: z.number().int(),
  mimeType: z.string(),
  downloadUrl: z.string().optional().meta({ description: 'An expiring signed link, added to every read' }),
});
