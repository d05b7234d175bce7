import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteButton, Show, SimpleShowLayout, TopToolbar, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources';
import { allFields } from '../../resources/kit/derive';
import { can } from '../providers/authProvider';
import { fieldDisplay } from './fields/FieldDisplay';
import { useResourceNavigation } from './useResourceNavigation';

interface ResourceShowProps {
  resource: ResourceDefinition;
  /** More actions beside Edit and Delete (a custom view's own). */
  actions?: ReactNode;
  /** Shown below the fields, inside the record's context. */
  children?: ReactNode;
}

export default function ResourceShow({ resource, actions, children }: ResourceShowProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const { onDeleted, onLoadFailed, onFailed } = useResourceNavigation(resource);
  const allowed = (op: 'update' | 'destroy', permission: keyof ResourceDefinition['permissions']) =>
    resource.operations.includes(op) && can(resource.permissions[permission]);
  const name = translate(`resources.${resource.name}.name`, { smart_count: 1 });
  return (
    <Show resource={resource.name} id={id} title={translate('ra.page.show', { name, recordRepresentation: '' })}
      queryOptions={{ onError: onLoadFailed }}
      actions={
        <TopToolbar>
          {actions}
          {allowed('update', 'edit') && (
            <Button component={Link} to={`/${resource.path}/${id}/edit`} startIcon={<EditIcon />} size="small">
              {translate('ra.action.edit')}
            </Button>
          )}
          {allowed('destroy', 'destroy') && (
            <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted, onError: onFailed }} />
          )}
        </TopToolbar>
      }>
      <SimpleShowLayout>{allFields(resource).map(([field, f]) => fieldDisplay(field, f, { sortable: false, detail: true, resourceName: resource.name }))}</SimpleShowLayout>
      {children}
    </Show>
  );
}
