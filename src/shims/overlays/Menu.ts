/** MUI's Menu, downloaded when first shown (../deferred-overlay.tsx); swapped in by scripts/build/deferred-overlays.ts. */
import { deferredOverlay } from '../deferred-overlay';

export default deferredOverlay(() => import('deferred-real:@mui/material/esm/Menu/Menu.js'), 'Menu');
