/** The 403, 404 and 500 pages with the spec's texts (section 8). */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

export function ErrorPage({ code }: { code: 403 | 404 | 500 }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h2" component="p" color="text.secondary">{code}</Typography>
        <Typography variant="h5" component="h1" gutterBottom>{translate(`errors.${code}.title`)}</Typography>
        <Typography sx={{ mb: 3 }}>{translate(`errors.${code}.message`)}</Typography>
        <Button component={Link} to="/" variant="contained">{translate('errors.backToHome')}</Button>
      </Box>
    </Box>
  );
}

export function NotFoundPage() {
  return <ErrorPage code={404} />;
}
