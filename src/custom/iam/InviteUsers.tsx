/** /iam/new (iamCreate): invite people by email with roles; those who already have an account get the roles added. */
import { useCallback } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { ResourceContextProvider, SelectArrayInput, SimpleForm, TextInput, Title, useTranslate } from 'react-admin';
import { optionChoices } from '../../views/fields/option-label';
import { validateInvite, type InviteValues } from './invite-input';
import { grantableRolesField } from './owner-rules';
import { useInviteUsers } from './useInviteUsers';

const blank: InviteValues = { emails: '', roles: [] };

export default function InviteUsers() {
  const translate = useTranslate();
  const save = useInviteUsers();
  const validate = useCallback((values: InviteValues) => validateInvite(values, translate), [translate]);
  const title = translate('iam.new.title');
  return (
    <ResourceContextProvider value="user">
      <Title title={title} />
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </CardContent>
        <SimpleForm record={blank} validate={validate} onSubmit={save}>
          <TextInput
            source="emails"
            label={`${translate('resources.user.fields.emails')} *`}
            helperText="iam.new.emailsHint"
            fullWidth
          />
          <SelectArrayInput
            source="roles"
            label={`${translate('resources.user.fields.roles')} *`}
            choices={optionChoices(grantableRolesField())}
            sx={{ minWidth: 320 }}
          />
        </SimpleForm>
      </Card>
    </ResourceContextProvider>
  );
}
