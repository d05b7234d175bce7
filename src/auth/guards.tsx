/**
 * Route guards in the order of docs/product-spec.md#route-guards: signed out → /auth/signin (origin kept),
 * unverified → /auth/email-unverified, no roles → /auth/empty-permissions.
 * Each decides in one render, so a signed-out visit reaches the sign-in page in one redirect.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage';
import { LoadingScreen } from '../pages/LoadingScreen';
import { AuthNotice } from './AuthNotice';
import { isPrivatePath } from './private-paths';
import { useSession } from './useSession';

interface FromState {
  from?: { pathname: string; search?: string };
}

export function originOf(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return from ? `${from.pathname}${from.search ?? ''}` : '/';
}

export function PrivateArea({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    // An unknown URL is not found for everyone; only the application's own screens ask to sign in.
    if (!isPrivatePath(location.pathname)) return <ErrorPage code={404} signIn />;
    return <Navigate to="/auth/signin" replace state={{ from: location }} />;
  }
  // The origin rides along every detour so the user lands where they were going.
  const origin = { from: location };
  if (!session.firebaseUser.emailVerified) return <Navigate to="/auth/email-unverified" replace state={origin} />;
  if (session.currentUser.roles.length === 0) return <Navigate to="/auth/empty-permissions" replace state={origin} />;
  return (
    <>
      {children}
      <AuthNotice />
    </>
  );
}

export function OnlySignedOut({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedIn') return <Navigate to={originOf(location.state)} replace />;
  return <>{children}</>;
}

export function OnlyEmailUnverified({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') return <Navigate to="/auth/signin" replace state={location.state} />;
  if (session.firebaseUser.emailVerified) return <Navigate to={originOf(location.state)} replace />;
  return <>{children}</>;
}

export function OnlyNoPermissions({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  const waiting =
    session.status === 'signedIn' && session.firebaseUser.emailVerified && session.currentUser.roles.length === 0;
  if (!waiting) return <Navigate to={originOf(location.state)} replace />;
  return (
    <>
      {children}
      <AuthNotice />
    </>
  );
}
