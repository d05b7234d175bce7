/** The 403, 404 and 500 pages with the texts of docs/product-spec.md#errors-and-messages. */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/** `signIn`: a signed-out visitor is offered the sign-in page instead of home. */
export function ErrorPage({ code, signIn = false }: { code: 403 | 404 | 500; signIn?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h2" component="p" color="text.secondary">
          {code}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`errors.${code}.title`)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate(`errors.${code}.message`)}</Typography>
        {signIn ? (
          <Button component={Link} to="/auth/signin" variant="contained">
            {translate('auth.signin')}
          </Button>
        ) : (
          <Button component={Link} to="/" variant="contained">
            {translate('errors.backToHome')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export function NotFoundPage() {
  return <ErrorPage code={404} />;
}
