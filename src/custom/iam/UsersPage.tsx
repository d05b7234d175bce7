/** /iam: the users list (default) or, with ?mode=roles, each role with the users holding it. */
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import ResourceList from '../../views/ResourceList';
import { RolesTree } from './RolesTree';
import { UserBulkActions } from './UserBulkActions';
import { UsersHeader } from './UsersHeader';
import { mayChangeUser } from './owner-rules';
import { useIamMode } from './useIamMode';

export default function UsersPage() {
  const [mode, setMode] = useIamMode();
  const header = <UsersHeader mode={mode} onChange={setMode} />;
  if (mode === 'roles') return <RolesTree header={header} />;
  return (
    <ResourceList resource={resources.user} header={header} bulkActions={can('iamEdit') ? <UserBulkActions /> : undefined}
      isRowSelectable={mayChangeUser} />
  );
}
