import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * Shown while a route's code or the session loads; every caller is inside App's I18nContextProvider.
 * data-screen lets the browser tests wait for it to go in any language.
 */
export function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      data-screen="loading"
      aria-label={translate('app.loading')}
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
    >
      {/* The box is named already; an unnamed progressbar inside is refused by axe. */}
      <CircularProgress aria-hidden />
    </Box>
  );
}
