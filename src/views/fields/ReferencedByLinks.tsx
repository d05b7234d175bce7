/** The records that reference this one (a shipper's packing lists), each a link named by its label. */
import { Fragment } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { findResource } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import type { ReferencedByField } from '../../../resources/kit/types';

interface ReferencedByLinksProps {
  field: ReferencedByField;
  ids: unknown;
  labels: unknown;
}

export function ReferencedByLinks({ field, ids, labels }: ReferencedByLinksProps) {
  if (!Array.isArray(ids) || ids.length === 0) return null;
  const target = findResource(field.resource);
  const names = Array.isArray(labels) ? labels : [];
  // Separated by spaces, the form an export cell takes, and wrapping in a narrow column.
  return (
    <>
      {ids.map((id: string, index) => (
        <Fragment key={id}>
          {index > 0 && ' '}
          <MuiLink
            component={Link}
            to={target ? viewUrl(target, id) : `/${field.resource}/${id}`}
            onClick={(e) => e.stopPropagation()}
          >
            {String(names[index] ?? id)}
          </MuiLink>
        </Fragment>
      ))}
    </>
  );
}
