/** The last guard of docs/product-spec.md#route-guards: a user lacking the route's permission goes to /403. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Permission } from '../../resources/kit/permissions';
import { can } from '../providers/authProvider';
import { useSession } from './useSession';

export function RequirePermission({ permission, children }: { permission?: Permission; children: ReactNode }) {
  useSession(); // decide again when the user's roles change
  if (!can(permission)) return <Navigate to="/403" replace />;
  return <>{children}</>;
}
