import { useEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/**
 * The menu hides below 576 px (the theme's sm, src/layout/theme.ts) and shows above it; the header
 * toggle still works. Below sm react-admin shows it as a drawer over the page, so the two must agree.
 */
export function useMenuFollowsWidth() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [, setOpen] = useSidebarState();
  useEffect(() => setOpen(wide), [wide, setOpen]);
}
