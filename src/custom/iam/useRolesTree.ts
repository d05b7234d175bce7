/** GET /api/iam/role: each role held by someone, with its users; reloads on demand. */
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { apiFetch } from '../../providers/api';

export interface RoleUser {
  id: string;
  email: string;
  fullName: string | null;
  disabled: boolean;
}

export interface RoleNode {
  role: string;
  users: RoleUser[];
}

export type RoleOrder = 'role_ASC' | 'role_DESC';

export function useRolesTree(role: string, orderBy: RoleOrder) {
  const notify = useNotify();
  const [nodes, setNodes] = useState<RoleNode[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiFetch<RoleNode[]>('iam/role', { query: { filter: role ? { role } : undefined, orderBy } })
      .then((answer) => current && setNodes(answer))
      .catch((error: Error) => {
        // Like a failed list fetch (spec section 8): the message, and nothing listed.
        if (!current) return;
        notify(error.message, { type: 'error' });
        setNodes([]);
      });
    return () => {
      current = false;
    };
  }, [role, orderBy, version, notify]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { nodes, reload };
}
