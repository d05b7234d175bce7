/** The header's busy spinner, named for assistive technology (react-admin's own has no accessible name). */
import { Box, CircularProgress } from '@mui/material';
import { useLoading, useTranslate } from 'ra-core';

export function BusyIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return (
    <Box sx={{ width: 40, display: 'grid', placeItems: 'center' }}>
      {loading && <CircularProgress color="inherit" size={18} thickness={4} aria-label={translate('app.loading')} />}
    </Box>
  );
}
