/**
 * The app's URLs of a declared resource (docs/product-spec.md#private-routes-and-permissions), for
 * links and redirects instead of hand-written '/iam/…' strings. react-admin's createPath gives the
 * list at the resource's declared path, under the app's basename; the spec's own suffixes follow
 * (/new, /importer, /:id/edit, and the view route its declaration names), where react-admin's are
 * /create, /:id and /:id/show.
 */
import { useCallback } from 'react';
import { useCreatePath, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { viewRoute } from '../../resources/kit/derive';

export type RecordPathType = 'list' | 'create' | 'importer' | 'edit' | 'show';

export function useRecordPaths() {
  const createPath = useCreatePath();
  return useCallback(
    (resource: ResourceDefinition, type: RecordPathType, id?: Identifier): string => {
      const list = createPath({ resource: resource.path, type: 'list' });
      const record = encodeURIComponent(String(id));
      if (type === 'create') return `${list}/new`;
      if (type === 'importer') return `${list}/importer`;
      if (type === 'edit') return `${list}/${record}/edit`;
      if (type === 'show') return `${list}${viewRoute(resource).suffix.replace(':id', record)}`;
      return list;
    },
    [createPath],
  );
}
