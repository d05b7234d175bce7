import { Box, CircularProgress } from '@mui/material';

export function LoadingScreen() {
  return (
    <Box role="status" aria-label="Loading" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      {/* The box says "Loading" already; an unnamed progressbar inside is refused by axe. */}
      <CircularProgress aria-hidden />
    </Box>
  );
}
