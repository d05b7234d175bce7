/**
 * The grey behind a single card (sign-in screens, the public QR page): light grey in light mode, the
 * theme's own background in dark mode, where a fixed light grey left a dark card on a light page.
 */
import type { Theme } from '@mui/material/styles';

export const pageBackdrop = (theme: Theme): string =>
  theme.palette.mode === 'dark' ? theme.palette.background.default : theme.palette.grey[100];
