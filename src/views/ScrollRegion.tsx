/**
 * A table wider than the screen scrolls inside this box instead of widening the page. It takes the
 * keyboard focus, so it can be scrolled without a mouse (axe: scrollable-region-focusable), and is
 * named after what it holds.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}>
      {children}
    </Box>
  );
}
