/** /iam?mode=roles: each role held by someone, then its users; ordered by role and filtered to one. */
import { useState, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { optionLabel } from '../../views/fields/option-label';
import { RoleUsers } from './RoleUsers';
import { rolesField } from './roles-field';
import { useRolesTree, type RoleOrder } from './useRolesTree';

export function RolesTree({ header }: { header?: ReactNode }) {
  const translate = useTranslate();
  const [order, setOrder] = useState<RoleOrder>('role_ASC');
  const [role, setRole] = useState('');
  const { nodes, owners, reload } = useRolesTree(role, order);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.user.name', { smart_count: 2 })} />
      {header}
      <CardContent>
        <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mb: 2 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={order}
            aria-label={translate('iam.roles.order')}
            onChange={(_event, next: RoleOrder | null) => next && setOrder(next)}
          >
            <ToggleButton value="role_ASC">{translate('iam.roles.asc')}</ToggleButton>
            <ToggleButton value="role_DESC">{translate('iam.roles.desc')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={translate('iam.roles.filter')}
            value={role}
            sx={{ minWidth: 240 }}
            onChange={(event) => setRole(event.target.value)}
          >
            <MenuItem value="">{translate('iam.roles.all')}</MenuItem>
            {rolesField.options.map((option) => (
              <MenuItem key={option} value={option}>
                {optionLabel(translate, rolesField, option)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {nodes === null && <LinearProgress aria-label={translate('app.loading')} />}
        {nodes?.length === 0 && <Typography color="text.secondary">{translate('iam.roles.empty')}</Typography>}
        {nodes?.map((node) => (
          <RoleUsers key={node.role} node={node} owners={owners} onChanged={reload} />
        ))}
      </CardContent>
    </Card>
  );
}
