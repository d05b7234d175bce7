/** Which roles to take away: every role, or those ticked. */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { optionLabel } from '../../views/fields/option-label';
import type { RoleRemoval } from './remove-roles';
import { grantableRoles } from './owner-rules';
import { rolesField } from './roles-field';

interface RemoveRolesDialogProps {
  open: boolean;
  /** How many users are selected. */
  count: number;
  onClose: () => void;
  onChoose: (removal: RoleRemoval) => void;
}

export function RemoveRolesDialog({ open, count, onClose, onChoose }: RemoveRolesDialogProps) {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const [roles, setRoles] = useState<string[]>([]);
  const toggle = (role: string) =>
    setRoles((now) => (now.includes(role) ? now.filter((r) => r !== role) : [...now, role]));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="remove-roles-title" fullWidth>
      <DialogTitle id="remove-roles-title">{translate('iam.users.removeTitle', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <FormControlLabel
          label={translate('iam.users.allRoles')}
          control={<Checkbox checked={all} onChange={(event) => setAll(event.target.checked)} />}
        />
        <FormGroup
          role="group"
          aria-labelledby="remove-roles-choose"
          sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}
        >
          <FormLabel id="remove-roles-choose" sx={{ gridColumn: '1 / -1', mt: 1 }}>
            {translate('iam.users.chooseRoles')}
          </FormLabel>
          {grantableRoles().map((role) => (
            <FormControlLabel
              key={role}
              label={optionLabel(translate, rolesField, role)}
              control={<Checkbox checked={all || roles.includes(role)} disabled={all} onChange={() => toggle(role)} />}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          disabled={!all && roles.length === 0}
          onClick={() => onChoose({ all, roles: all ? [] : roles })}
        >
          {translate('iam.users.removeRoles')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
