/** /iam: the users list (default) or, with ?mode=roles, each role with the users holding it. */
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import ResourceList from '../../views/ResourceList';
import { RolesTree } from './RolesTree';
import { UserBulkActions } from './UserBulkActions';
import { UsersHeader } from './UsersHeader';
import { mayChangeUser } from './owner-rules';
import { useIamMode } from './useIamMode';
import { userColumns, userFilters } from './user-columns';

export default function UsersPage() {
  const translate = useTranslate();
  const [mode, setMode] = useIamMode();
  const header = <UsersHeader mode={mode} onChange={setMode} />;
  if (mode === 'roles') return <RolesTree header={header} />;
  return (
    <ResourceList
      resource={resources.user}
      header={header}
      bulkActions={can('iamEdit') ? <UserBulkActions /> : undefined}
      isRowSelectable={mayChangeUser}
      columns={userColumns(translate)}
      filters={userFilters(translate)}
    />
  );
}
