/** The header's user dropdown: avatar and display name, Edit profile, Sign out. */
import { forwardRef, useEffect } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { UserMenu, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { displayName } from '../auth/session-store';
import { useSession } from '../auth/useSession';
import { UserAvatar } from './UserAvatar';

const EditProfileItem = forwardRef<HTMLAnchorElement>(function EditProfileItem(_, ref) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profile" ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.editProfile')}</ListItemText>
    </MenuItem>
  );
});

const SignOutItem = forwardRef<HTMLLIElement>(function SignOutItem(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem ref={ref} onClick={() => logout()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.signOut')}</ListItemText>
    </MenuItem>
  );
});

export function AppUserMenu() {
  const session = useSession();
  const user = session.status === 'signedIn' ? session.currentUser : null;
  // The button's accessible name must contain the name it shows.
  const name = user ? displayName(user) : undefined;
  // UserMenu shows react-admin's cached identity: reread it once the session's record says otherwise (a profile update).
  const { identity, refetch } = useGetIdentity();
  useEffect(() => {
    if (identity && name && identity.fullName !== name) void refetch();
  }, [identity, name, refetch]);
  return (
    <UserMenu label={name} icon={user ? <UserAvatar user={user} /> : undefined}>
      <EditProfileItem />
      <SignOutItem />
    </UserMenu>
  );
}
