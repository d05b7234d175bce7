/** /iam/:id: the generic view of a user, with Edit and Enable/Disable for iamEdit. */
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import ResourceShow from '../../views/ResourceShow';
import { useRecordPaths } from '../../views/useRecordPaths';
import { UserStatusButton } from './UserStatusButton';

function UserShowActions() {
  const translate = useTranslate();
  const { id } = useParams();
  const pathOf = useRecordPaths();
  if (!can('iamEdit')) return null;
  return (
    <>
      <Button component={Link} to={pathOf(resources.user, 'edit', id)} startIcon={<EditIcon />} size="small">
        {translate('ra.action.edit')}
      </Button>
      <UserStatusButton />
    </>
  );
}

export default function UserShow() {
  return <ResourceShow resource={resources.user} actions={<UserShowActions />} />;
}
