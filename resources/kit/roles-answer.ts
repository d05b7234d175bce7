/**
 * GET /api/iam/role's answer as a schema: the route and GET /api/openapi.json describe
 * it, and the server's and the roles view's types are inferred from it. The client imports the types
 * alone, so zod stays out of its bundle for them.
 */
import { z } from 'zod';
import { roles } from './permissions';

const roleUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  disabled: z.boolean(),
});

export const roleNode = z
  .object({ role: z.enum(roles), users: z.array(roleUser).meta({ description: 'Ordered by email' }) })
  .meta({ description: 'A role held by someone, with its users' });

export type RoleNode = z.infer<typeof roleNode>;
export type RoleUser = z.infer<typeof roleUser>;
