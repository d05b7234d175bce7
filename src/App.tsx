/** Top-level routes: public auth screens, unguarded pages, and the guarded application. */
import { lazy, Suspense } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { OnlyEmailUnverified, OnlyNoPermissions, OnlySignedOut, PrivateArea } from './auth/guards';
import { LoadingScreen } from './pages/LoadingScreen';
import { ErrorPage } from './pages/ErrorPage';
import { useAppTheme } from './layout/useAppTheme';
import { lazyScreen } from './views/lazy-screen';

const SignIn = lazy(() => import('./auth/SignIn'));
const SignUp = lazy(() => import('./auth/SignUp'));
const ForgotPassword = lazy(() => import('./auth/ForgotPassword'));
const EmailUnverified = lazy(() => import('./auth/EmailUnverified'));
const EmptyPermissions = lazy(() => import('./auth/EmptyPermissions'));
const QrPage = lazyScreen(() => import('./pages/QrPage'));
const AdminApp = lazy(() => import('./AdminApp'));

export default function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // The last known shop theme (cached), so the sign-in screens and the page background match it too.
  const theme = useAppTheme();
  return (
    <I18nContextProvider value={i18nProvider}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              <Route
                path="/auth/signin"
                element={
                  <OnlySignedOut>
                    <SignIn />
                  </OnlySignedOut>
                }
              />
              <Route
                path="/auth/signup"
                element={
                  <OnlySignedOut>
                    <SignUp />
                  </OnlySignedOut>
                }
              />
              <Route
                path="/auth/forgot-password"
                element={
                  <OnlySignedOut>
                    <ForgotPassword />
                  </OnlySignedOut>
                }
              />
              <Route
                path="/auth/email-unverified"
                element={
                  <OnlyEmailUnverified>
                    <EmailUnverified />
                  </OnlyEmailUnverified>
                }
              />
              <Route
                path="/auth/empty-permissions"
                element={
                  <OnlyNoPermissions>
                    <EmptyPermissions />
                  </OnlyNoPermissions>
                }
              />
              <Route path="/403" element={<ErrorPage code={403} />} />
              <Route path="/500" element={<ErrorPage code={500} />} />
              <Route path="/qr/:id" element={<QrPage />} />
              <Route
                path="/*"
                element={
                  <PrivateArea>
                    <AdminApp i18nProvider={i18nProvider} />
                  </PrivateArea>
                }
              />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ThemeProvider>
    </I18nContextProvider>
  );
}
