/**
 * The screens that are not a declared resource, listed once: src/AdminApp.tsx routes them and the
 * side menu (src/layout/menu-entries.ts) lists those with a `menu`. Resources' own screens (users
 * at /iam, the audit log, …) come from their declarations in resources/.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { fiscalNoteCountries } from '../resources/kit/fiscal-note-kinds';
import type { Permission } from '../resources/kit/permissions';
import type { ScreenIconName } from './layout/menu-icons';
import { lazyScreen } from './views/lazy-screen';

export interface FixedScreen {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** Absent: any signed-in user. */
  permission?: Permission;
  /** Its side-menu entry (i18n key, icon name, place); absent: reached another way (the user menu's Profile). */
  menu?: { label: string; icon: ScreenIconName; order: number };
  /** Offered in the menu only by a shop in one of these countries (a paper only they keep). */
  shopCountries?: readonly string[];
}

/** The home page at '/', react-admin's dashboard. */
export const homeScreen: FixedScreen = {
  path: '/',
  component: lazy(() => import('./pages/Home')),
  menu: { label: 'app.home', icon: 'home', order: 0 },
};

export const fixedScreens: FixedScreen[] = [
  homeScreen,
  {
    path: '/inventory',
    component: lazyScreen(() => import('./pages/inventory/InventoryPage')),
    permission: 'productRead',
    menu: { label: 'app.inventory', icon: 'inventory', order: 85 },
  },
  {
    path: '/fiscal-notes',
    component: lazyScreen(() => import('./pages/fiscal/FiscalNotesPage')),
    // The billing clerk's and the accountant's; the API also answers shipping its remessas.
    permission: 'invoiceRead',
    menu: { label: 'app.fiscalNotes', icon: 'fiscalNotes', order: 75 },
    shopCountries: fiscalNoteCountries,
  },
  { path: '/profile', component: lazyScreen(() => import('./pages/profile/ProfilePage')) },
  {
    path: '/settings',
    component: lazyScreen(() => import('./pages/settings/SettingsPage')),
    permission: 'settingsEdit',
    menu: { label: 'app.settings', icon: 'settings', order: 220 },
  },
];
