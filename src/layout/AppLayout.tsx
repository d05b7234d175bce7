/** react-admin's layout with the spec's header, menu, narrow-screen and print behaviour. */
import { memo, type ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { AppBar, Layout, Sidebar, TitlePortal, useTranslate, type SidebarProps } from 'react-admin';
import { BusyIndicator } from './BusyIndicator';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { LanguageMenu } from './LanguageMenu';
import { useMenuFollowsWidth } from './useMenuFollowsWidth';

/**
 * On a phone a long title ("Nova fatura a partir de romaneio") wraps to a second line, a little
 * smaller, instead of ending at the screen's edge; wider screens keep one line.
 */
const phoneTitle = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    whiteSpace: 'normal',
    // A word longer than the line (a user's e-mail address) breaks rather than widening the title.
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    fontSize: '1.05rem',
    lineHeight: 1.25,
  },
});

/** Memoised: the layout renders again on every change of the URL (a list's next page), the header need not. */
const AppHeader = memo(function AppHeader() {
  useMenuFollowsWidth();
  // Primary, not react-admin's default secondary: the header carries the shop's theme colour.
  return (
    <AppBar
      color="primary"
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <BusyIndicator />
        </>
      }
    >
      <TitlePortal sx={phoneTitle} />
    </AppBar>
  );
});

/** Below sm the menu is a drawer over the page, which MUI makes a dialog: it needs a name (axe aria-dialog-name). */
export function AppSidebar(props: SidebarProps) {
  const translate = useTranslate();
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': translate('app.menu') } }} />;
}

const layoutSx = {
  // react-admin sets the layout's min-width to fit-content, and flex items are as wide as their content
  // by default: the page and its views may shrink to the screen, so a grid wider than it scrolls inside
  // its own box instead of the whole page.
  minWidth: 0,
  '& .RaLayout-content, & :is(.RaList-main, .RaShow-main, .RaEdit-main, .RaCreate-main), & :is(.RaList-main, .RaShow-main, .RaEdit-main, .RaCreate-main) > *':
    {
      minWidth: 0,
    },
  '@media print': {
    '& .RaAppBar-root, & header, & .MuiDrawer-root': { display: 'none' },
    '& .RaLayout-appFrame': { marginTop: 0 },
  },
};

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader} menu={AppMenu} sidebar={AppSidebar} sx={layoutSx}>
      {children}
    </Layout>
  );
}
