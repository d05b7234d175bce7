/**
 * A link to another record's page, or plain text when the user may not read it: a packing editor's
 * list showed customer and invoice cells as links that led to /403 (issue 38).
 */
import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { findResource } from '../../../resources';
import { viewRoute, viewUrl } from '../../../resources/kit/derive';
import { can } from '../../providers/authProvider';

interface RecordLinkProps {
  /** The referenced resource's name. */
  resource: string;
  id: string | number;
  children: ReactNode;
}

export function RecordLink({ resource, id, children }: RecordLinkProps) {
  const target = findResource(resource);
  if (!target || !target.operations.includes('get') || !can(viewRoute(target).permission)) return <>{children}</>;
  return (
    <MuiLink component={Link} to={viewUrl(target, id)} onClick={(e) => e.stopPropagation()}>
      {children}
    </MuiLink>
  );
}
