import type { ReactNode } from 'react';
import { DeleteButton, Edit, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources';
import { can } from '../providers/authProvider';
import { ResourceForm } from './ResourceForm';
import { useResourceNavigation } from './useResourceNavigation';

interface ResourceEditProps {
  resource: ResourceDefinition;
  /** Shown below a field's input, by field name (a hand-written edit page's tools). */
  after?: Partial<Record<string, ReactNode>>;
}

export default function ResourceEdit({ resource, after }: ResourceEditProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const { onSaved, onDeleted, onLoadFailed, onFailed } = useResourceNavigation(resource);
  const canDelete = resource.operations.includes('destroy') && can(resource.permissions.destroy);
  const name = translate(`resources.${resource.name}.name`, { smart_count: 1 });
  return (
    <Edit
      resource={resource.name}
      id={id}
      title={translate('ra.page.edit', { name, recordRepresentation: '' })}
      mutationMode="pessimistic"
      queryOptions={{ onError: onLoadFailed }}
      mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
    >
      <ResourceForm
        resource={resource}
        after={after}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {canDelete && (
              <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted, onError: onFailed }} />
            )}
          </Toolbar>
        }
      />
    </Edit>
  );
}
