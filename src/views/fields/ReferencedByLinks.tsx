/** The records that reference this one (a shipper's packing lists), each named by its label, a link where the user may read it. */
import { Fragment } from 'react';
import type { ReferencedByField } from '../../../resources/kit/types';
import { RecordLink } from './RecordLink';

interface ReferencedByLinksProps {
  field: ReferencedByField;
  ids: unknown;
  labels: unknown;
}

export function ReferencedByLinks({ field, ids, labels }: ReferencedByLinksProps) {
  if (!Array.isArray(ids) || ids.length === 0) return null;
  const names = Array.isArray(labels) ? labels : [];
  // Separated by spaces, the form an export cell takes, and wrapping in a narrow column.
  return (
    <>
      {ids.map((id: string, index) => (
        <Fragment key={id}>
          {index > 0 && ' '}
          <RecordLink resource={field.resource} id={id}>
            {String(names[index] ?? id)}
          </RecordLink>
        </Fragment>
      ))}
    </>
  );
}
