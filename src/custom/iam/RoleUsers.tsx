/** One branch of the roles tree: the role, its users (each linking to their page) and, for iamEdit, removing it from them all. */
import { useId, useState } from 'react';
import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import users from '../../../resources/user';
import { can } from '../../providers/authProvider';
import { optionLabel } from '../../views/fields/option-label';
import { useRecordPaths } from '../../views/useRecordPaths';
import { viewerIsOwner } from './owner-rules';
import { removeRoles } from './remove-roles';
import { rolesField } from './roles-field';
import type { RoleNode } from './useRolesTree';

interface RoleUsersProps {
  node: RoleNode;
  /** Ids of the owners: only an owner takes a role from them, or takes `owner` away. */
  owners: ReadonlySet<string>;
  onChanged: () => void;
}

export function RoleUsers({ node, owners, onChanged }: RoleUsersProps) {
  const translate = useTranslate();
  const pathOf = useRecordPaths();
  const notify = useNotify();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = optionLabel(translate, rolesField, node.role);
  const remove = async () => {
    setBusy(true);
    try {
      await removeRoles(
        node.users.map((user) => user.email),
        { all: false, roles: [node.role] },
      );
      notify('iam.roles.doRemoveAllSelectedSuccess', { type: 'success' });
      setConfirming(false);
      onChanged();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap">
        <Typography id={headingId} variant="h6" component="h2">
          {label}
        </Typography>
        <Chip size="small" label={translate('iam.roles.count', { smart_count: node.users.length })} />
        {can('iamEdit') && (viewerIsOwner() || !node.users.some((user) => owners.has(user.id))) && (
          <Button size="small" color="error" startIcon={<RemoveModeratorIcon />} onClick={() => setConfirming(true)}>
            {translate('iam.roles.removeFromAll')}
          </Button>
        )}
      </Stack>
      <List dense sx={{ pl: 2 }}>
        {node.users.map((user) => (
          <ListItem
            key={user.id}
            disablePadding
            secondaryAction={
              <Chip
                size="small"
                variant="outlined"
                color={user.disabled ? 'default' : 'success'}
                label={translate(user.disabled ? 'iam.disabled' : 'iam.enabled')}
              />
            }
          >
            <ListItemButton component={Link} to={pathOf(users, 'show', user.id)}>
              <ListItemText primary={user.email} secondary={user.fullName || undefined} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={confirming}
        loading={busy}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
        title={translate('iam.roles.confirmTitle', { role: label, smart_count: node.users.length })}
        content="iam.roles.confirmContent"
      />
    </Box>
  );
}
