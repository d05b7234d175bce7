/**
 * The app's dialogs (Void, Reverse, Record addition, Use recipe, Paste readings, Release certificate):
 * open while mounted, named by their title, as wide as the page allows and on a phone nearly the whole
 * width (MUI's default 32 px margins leave a 375 px screen too narrow for a form).
 */
import { Dialog } from '@mui/material';
import type { ReactNode } from 'react';

const fitsPhone = { '& .MuiDialog-paper': { mx: 1, width: 'calc(100% - 16px)' } } as const;

export function PageDialog({
  titleId,
  onClose,
  children,
}: {
  /** The id of the DialogTitle that names it. */
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth sx={fitsPhone}>
      {children}
    </Dialog>
  );
}
