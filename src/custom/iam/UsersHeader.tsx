/** Above both /iam modes: the Users/Roles switch and, for iamCreate, the way to invite users. */
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import users from '../../../resources/user';
import { can } from '../../providers/authProvider';
import { useRecordPaths } from '../../views/useRecordPaths';
import type { IamMode } from './useIamMode';

export function UsersHeader({ mode, onChange }: { mode: IamMode; onChange: (mode: IamMode) => void }) {
  const translate = useTranslate();
  const pathOf = useRecordPaths();
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} sx={{ p: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label={translate('iam.modes.label')}
        onChange={(_event, next: IamMode | null) => next && onChange(next)}
      >
        <ToggleButton value="users">{translate('iam.modes.users')}</ToggleButton>
        <ToggleButton value="roles">{translate('iam.modes.roles')}</ToggleButton>
      </ToggleButtonGroup>
      {can('iamCreate') && (
        <Button component={Link} to={pathOf(users, 'create')} startIcon={<PersonAddIcon />} size="small">
          {translate('iam.invite')}
        </Button>
      )}
    </Stack>
  );
}
