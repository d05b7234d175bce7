/** The signed-in application: react-admin with the spec's routes, loaded only after the guards pass. */
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { resourceList } from '../resources';
import { RequirePermission } from './auth/RequirePermission';
import { customViewsOf } from './custom';
import { fixedScreens, homeScreen } from './fixed-screens';
import { useSession } from './auth/useSession';
import { AppLayout } from './layout/AppLayout';
import { useAppTheme } from './layout/useAppTheme';
import { useSettingsOnStart } from './layout/useSettingsOnStart';
import { NotFoundPage } from './pages/ErrorPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { userStore } from './providers/list-store';
import { resourceRoutes } from './views/resource-routes';

export default function AdminApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const theme = useAppTheme();
  const session = useSession();
  // Only rendered signed in (PrivateArea); another user signing in gets a fresh Admin on their own store.
  const userId = session.status === 'signedIn' ? session.currentUser.id : '';
  const store = useMemo(() => userStore(userId), [userId]);
  return (
    <>
      <SettingsOnStart />
      <Admin
        key={userId}
        store={store}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        dashboard={homeScreen.component}
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
          {/* Specific views are wired here, at the root: the generic routes take them as an argument. */}
          {resourceList.flatMap((resource) => resourceRoutes(resource, customViewsOf(resource.name)))}
          {fixedScreens
            .filter((screen) => screen !== homeScreen)
            .map(({ path, permission, component: Screen }) => (
              <Route
                key={path}
                path={path}
                element={
                  permission ? (
                    <RequirePermission permission={permission}>
                      <Screen />
                    </RequirePermission>
                  ) : (
                    <Screen />
                  )
                }
              />
            ))}
        </CustomRoutes>
      </Admin>
    </>
  );
}

/**
 * A component of its own: useNavigate re-renders its caller on every change of the URL (a list's next
 * page is one), and AdminApp re-rendering re-renders the whole application under it.
 */
function SettingsOnStart() {
  useSettingsOnStart();
  return null;
}
