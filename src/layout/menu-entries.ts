/** Side-menu entries: fixed screens plus every resource declared with a menu entry. */
import { resourceList } from '../../resources';
import type { Permission } from '../../resources/kit/permissions';
import { fixedScreens } from '../fixed-screens';

export interface MenuEntry {
  path: string;
  /** i18n key and its options. */
  label: string;
  labelArgs?: Record<string, unknown>;
  /** A resource's name or a fixed screen's icon name (src/layout/menu-icons.tsx). */
  icon: string;
  permission?: Permission;
  /** Offered only by a shop in one of these countries (FixedScreen.shopCountries). */
  shopCountries?: readonly string[];
  order: number;
  /** Administration entries are grouped last, under their own heading. */
  admin: boolean;
}

/** Entries from this order on are administration (users, audit log, settings); daily work comes first. */
export const ADMIN_ORDER = 200;

const fixed: Omit<MenuEntry, 'admin'>[] = fixedScreens.flatMap(({ path, permission, menu, shopCountries }) =>
  menu ? [{ path, permission, shopCountries, ...menu }] : [],
);

export const menuEntries: MenuEntry[] = [
  ...fixed,
  ...resourceList
    .filter((r) => r.menu)
    .map((r) => ({
      path: `/${r.path}`,
      label: `resources.${r.name}.name`,
      labelArgs: { smart_count: 2 },
      icon: r.name,
      permission: r.permissions.read,
      order: r.menu!.order,
    })),
]
  .map((entry) => ({ ...entry, admin: entry.order >= ADMIN_ORDER }))
  .sort((a, b) => a.order - b.order);

/** Whether a shop in `country` is offered the entry (`shopCountries`). */
export const offeredInShop = (entry: MenuEntry, country: string | null) =>
  !entry.shopCountries || (country !== null && entry.shopCountries.includes(country));

/** docs/product-spec.md#layout: the entry whose path equals or prefixes the URL; home only on an exact match. */
export function isActiveEntry(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}
