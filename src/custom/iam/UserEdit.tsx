/** /iam/:id/edit (iamEdit): a user's names, phone, avatar and roles; the email is shown, not edited. */
import { useMemo } from 'react';
import { CardContent, TextField } from '@mui/material';
import { Edit, SaveButton, Toolbar, useEditContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { useSaveUser } from './useSaveUser';
import { userEditableFor } from './user-editable';

function UserEditForm() {
  const translate = useTranslate();
  const { record } = useEditContext();
  const save = useSaveUser(record);
  const form = useMemo(() => userEditableFor(record), [record]);
  if (!record) return null;
  return (
    <>
      <CardContent sx={{ pb: 0 }}>
        <TextField
          label={translate('resources.user.fields.email')}
          value={record.email ?? ''}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      </CardContent>
      {/* Save only: users are never deleted (removing roles and disabling are the IAM calls). */}
      <ResourceForm
        resource={form}
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      />
    </>
  );
}

export default function UserEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const { onLoadFailed } = useResourceNavigation(resources.user);
  return (
    <Edit
      resource="user"
      id={id}
      title={translate('ra.page.edit', {
        name: translate('resources.user.name', { smart_count: 1 }),
        recordRepresentation: '',
      })}
      mutationMode="pessimistic"
      queryOptions={{ onError: onLoadFailed }}
    >
      <UserEditForm />
    </Edit>
  );
}
