/** The header's user dropdown: avatar and display name, Edit profile, Sign out. */
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { UserMenu, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { displayName } from '../auth/session-store';
import { useSession } from '../auth/useSession';

const EditProfileItem = forwardRef<HTMLAnchorElement>(function EditProfileItem(_, ref) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profile" ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon><PersonIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{translate('app.editProfile')}</ListItemText>
    </MenuItem>
  );
});

const SignOutItem = forwardRef<HTMLLIElement>(function SignOutItem(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem ref={ref} onClick={() => logout()}>
      <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{translate('app.signOut')}</ListItemText>
    </MenuItem>
  );
});

export function AppUserMenu() {
  const session = useSession();
  // The button's accessible name must contain the name it shows.
  const label = session.status === 'signedIn' ? displayName(session.currentUser) : undefined;
  return (
    <UserMenu label={label}>
      <EditProfileItem />
      <SignOutItem />
    </UserMenu>
  );
}
