/** GET /api/iam/role: each role held by someone, with its users; reloads on demand. */
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RoleOrder } from '../../providers/api-methods';
import type { RoleNode } from '../../../resources/kit/roles-answer';
import { dataProvider } from '../../providers/dataProvider';
import { viewerIsOwner } from './owner-rules';

export type { RoleOrder } from '../../providers/api-methods';
export type { RoleNode, RoleUser } from '../../../resources/kit/roles-answer';

/** The owners among the users shown: held back from anyone else's changes. */
const ownersOf = (nodes: RoleNode[]) =>
  new Set(nodes.find((node) => node.role === 'owner')?.users.map((user) => user.id));

export function useRolesTree(role: string, orderBy: RoleOrder) {
  const notify = useNotify();
  const [nodes, setNodes] = useState<RoleNode[] | null>(null);
  const [owners, setOwners] = useState<Set<string>>(new Set());
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    // One role shown to someone who is not an owner: the owners are asked for too.
    const ownerNodes =
      role && role !== 'owner' && !viewerIsOwner() ? dataProvider.rolesTree('owner', orderBy) : undefined;
    dataProvider
      .rolesTree(role || undefined, orderBy)
      .then(async (answer) => {
        const known = ownersOf((await ownerNodes) ?? answer);
        if (!current) return;
        setOwners(known);
        setNodes(answer);
      })
      .catch((error: Error) => {
        // Like a failed list fetch (docs/product-spec.md#lists): the message, and nothing listed.
        if (!current) return;
        notify(error.message, { type: 'error' });
        setNodes([]);
      });
    return () => {
      current = false;
    };
  }, [role, orderBy, version, notify]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { nodes, owners, reload };
}
