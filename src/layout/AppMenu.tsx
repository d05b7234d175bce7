/** The side menu: only entries the user may open, the current one highlighted. */
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { can } from '../providers/authProvider';
import { useSession } from '../auth/useSession';
import { isActiveEntry, menuEntries } from './menu-entries';
import { menuIcon } from './menu-icons';

export function AppMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open] = useSidebarState();
  useSession(); // re-render when roles change
  return (
    <List component="nav" aria-label={translate('ra.action.open_menu')} sx={{ width: open ? 240 : 56, pt: 1 }}>
      {menuEntries
        .filter((entry) => can(entry.permission))
        .map((entry) => {
          const Icon = menuIcon(entry.icon);
          const label = translate(entry.label, entry.labelArgs);
          return (
            <ListItemButton key={entry.path} component={Link} to={entry.path} selected={isActiveEntry(entry.path, pathname)}
              aria-current={isActiveEntry(entry.path, pathname) ? 'page' : undefined} title={open ? undefined : label}>
              <ListItemIcon sx={{ minWidth: 40 }}><Icon /></ListItemIcon>
              {open && <ListItemText primary={label} />}
            </ListItemButton>
          );
        })}
    </List>
  );
}
