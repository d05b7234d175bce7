/** The signed-in application: react-admin with the spec's routes, loaded only after the guards pass. */
import { lazy, useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { resourceList } from '../resources';
import { RequirePermission } from './auth/RequirePermission';
import { useSession } from './auth/useSession';
import { AppLayout } from './layout/AppLayout';
import { useAppTheme } from './layout/useAppTheme';
import { useSettingsOnStart } from './layout/useSettingsOnStart';
import { NotFoundPage } from './pages/ErrorPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { userStore } from './providers/list-store';
import { resourceRoutes } from './views/resource-routes';

const Home = lazy(() => import('./pages/Home'));
const InventoryPage = lazy(() => import('./custom/inventory/InventoryPage'));
const ProfilePage = lazy(() => import('./custom/profile/ProfilePage'));
const SettingsPage = lazy(() => import('./custom/settings/SettingsPage'));

export default function AdminApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  useSettingsOnStart();
  const theme = useAppTheme();
  const session = useSession();
  // Only rendered signed in (PrivateArea); another user signing in gets a fresh Admin on their own store.
  const userId = session.status === 'signedIn' ? session.currentUser.id : '';
  const store = useMemo(() => userStore(userId), [userId]);
  return (
    <Admin
      key={userId}
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      dashboard={Home}
      // Light or dark is a shop-wide setting baked into this theme: no darkTheme, so no per-browser toggle.
      theme={theme}
      catchAll={NotFoundPage}
      loginPage={false}
      disableTelemetry
    >
      {resourceList.map((resource) => (
        <Resource key={resource.name} name={resource.name} />
      ))}
      <CustomRoutes>
        {resourceList.flatMap(resourceRoutes)}
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/inventory" element={<RequirePermission permission="productRead"><InventoryPage /></RequirePermission>} />
        <Route path="/settings" element={
          <RequirePermission permission="settingsEdit"><SettingsPage /></RequirePermission>
        } />
      </CustomRoutes>
    </Admin>
  );
}
