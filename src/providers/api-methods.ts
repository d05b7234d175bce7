/**
 * The API calls outside the resource call set, as named methods of the data provider (merged into it
 * in dataProvider.ts, as Atomic CRM's salesCreate): screens call these, never a raw path.
 */
import type { DashboardAnswer } from '../../resources/kit/dashboard';
import type { DocumentText } from '../../resources/kit/document-text';
import { documentPath } from '../../resources/kit/fields';
import type { FiscalLedger } from '../../resources/kit/fiscal-ledger';
import type { InventoryAnswer } from '../../resources/kit/inventory-answer';
import type { RoleNode } from '../../resources/kit/roles-answer';
import type { CurrentUser, InvitedUser } from '../../resources/kit/current-user-answer';
import { apiFetch } from './api';

export type RoleOrder = 'role_ASC' | 'role_DESC';

export const apiMethods = {
  /** POST /api/iam: invitations (several emails, their roles); each says whether its email went out. */
  inviteUsers: (data: Record<string, unknown>) => apiFetch<InvitedUser[]>('iam', { method: 'POST', body: { data } }),
  /** PUT /api/iam: a user's changed fields, with its id. */
  updateUser: (data: Record<string, unknown>) => apiFetch<CurrentUser>('iam', { method: 'PUT', body: { data } }),
  /** PUT /api/iam/status: enables or disables users. */
  setUsersStatus: (ids: readonly unknown[], disabled: boolean) =>
    apiFetch('iam/status', { method: 'PUT', body: { ids, disabled } }),
  /** DELETE /api/iam: takes roles, or every role (`all`), away from users named by email. */
  removeRoles: (query: Record<string, unknown>) => apiFetch('iam', { method: 'DELETE', query }),
  /** GET /api/iam/role: each role held by someone (or the one asked for), with its users. */
  rolesTree: (role: string | undefined, orderBy: RoleOrder) =>
    apiFetch<RoleNode[]>('iam/role', { query: { filter: role ? { role } : undefined, orderBy } }),
  /** PUT /api/auth/profile: the signed-in user's own names, phone and avatar. */
  updateProfile: (profile: Record<string, unknown>) =>
    apiFetch<CurrentUser>('auth/profile', { method: 'PUT', body: { profile } }),
  /** POST /api/recipe/:id/use: one chemical use per ingredient, all or none. */
  useRecipe: (recipeId: string | number, data: Record<string, unknown>) =>
    apiFetch<{ rows: unknown[] }>(`recipe/${encodeURIComponent(String(recipeId))}/use`, {
      method: 'POST',
      body: { data },
    }),
  /** GET /api/dashboard: the sections the caller may read. */
  dashboard: () => apiFetch<DashboardAnswer>('dashboard'),
  /** GET /api/settings: the shop's settings (any signed-in user), unchecked: shop-settings.ts parses them. */
  settings: () => apiFetch<unknown>('settings'),
  /** PUT /api/settings: the theme and mode (settingsEdit). */
  updateSettings: (settings: Record<string, unknown>) =>
    apiFetch<unknown>('settings', { method: 'PUT', body: { settings } }),
  /** GET /api/settings/profile: the company profile (settingsEdit), as documents print it. */
  companyProfile: () => apiFetch<Record<string, unknown>>('settings/profile'),
  /** PUT /api/settings/profile: the company profile's writable fields; answers the stored profile. */
  updateCompanyProfile: (profile: Record<string, unknown>) =>
    apiFetch<Record<string, unknown>>('settings/profile', { method: 'PUT', body: { profile } }),
  /** GET /api/<resource>/:id/<kind>/content: a record's document as its PDF lays it out, in the reader's language. */
  documentText: (resource: string, id: string, kind: string) =>
    apiFetch<DocumentText>(`${documentPath(resource, encodeURIComponent(id), kind).replace(/^\/api\//, '')}/content`),
  /** GET /api/invoice/:id/pix: the BR Code ("copia e cola") charging the invoice's balance, and that balance. */
  invoicePix: (id: string) => apiFetch<{ payload: string; amount: number }>(`invoice/${encodeURIComponent(id)}/pix`),
  /** GET /api/inventory: one page of parts on hand, with the server's subtotals and total. */
  inventory: (limit: number, offset: number) => apiFetch<InventoryAnswer>('inventory', { query: { limit, offset } }),
  /** GET /api/fiscal-notes: a period's fiscal notes, the sections the caller may read. */
  fiscalNotes: (from: string, to: string) => apiFetch<FiscalLedger>('fiscal-notes', { query: { from, to } }),
};

export type ApiMethods = typeof apiMethods;
