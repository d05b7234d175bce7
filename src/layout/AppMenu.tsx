/** The side menu: only entries the user may open, the current one highlighted. */
import {
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Fragment, memo } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { can } from '../providers/authProvider';
import { useShopSettings } from '../providers/shop-settings';
import { useSession } from '../auth/useSession';
import { isActiveEntry, menuEntries, offeredInShop } from './menu-entries';
import { menuIcon } from './menu-icons';

export function AppMenu() {
  // A reader of the URL re-renders on every change of it, a list's next page too: the entries only on a new path.
  const { pathname } = useLocation();
  return <MenuEntries pathname={pathname} />;
}

const MenuEntries = memo(function MenuEntries({ pathname }: { pathname: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  // Below sm the menu is a drawer over the page: choosing an entry closes it so the page shows.
  const overPage = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const closeOverPage = overPage ? () => setOpen(false) : undefined;
  useSession(); // re-render when roles change
  const { country } = useShopSettings();
  const entries = menuEntries.filter((entry) => can(entry.permission) && offeredInShop(entry, country));
  const firstAdmin = entries.find((entry) => entry.admin);
  const adminHeading = translate('app.administration');
  return (
    <List component="nav" aria-label={translate('app.menu')} sx={{ width: open ? 240 : 56, pt: 1 }}>
      {entries.map((entry) => {
        const Icon = menuIcon(entry.icon);
        const label = translate(entry.label, entry.labelArgs);
        const active = isActiveEntry(entry.path, pathname);
        return (
          <Fragment key={entry.path}>
            {entry === firstAdmin &&
              (open ? (
                <ListSubheader
                  component="div"
                  role="heading"
                  aria-level={2}
                  sx={{ lineHeight: '36px', mt: 1, bgcolor: 'transparent' }}
                >
                  {adminHeading}
                </ListSubheader>
              ) : (
                <Divider sx={{ my: 1 }} />
              ))}
            <ListItemButton
              component={Link}
              to={entry.path}
              selected={active}
              onClick={closeOverPage}
              aria-current={active ? 'page' : undefined}
              title={open ? undefined : label}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              {open && <ListItemText primary={label} />}
            </ListItemButton>
          </Fragment>
        );
      })}
    </List>
  );
});
