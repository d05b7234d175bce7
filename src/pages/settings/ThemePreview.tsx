/**
 * The chosen palette on a few real MUI components (app bar strip, buttons, link text), themed on
 * their own so the rest of the screen keeps the saved theme until the reload.
 */
import { AppBar, Box, Button, Paper, Stack, Toolbar, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ShopSettings } from '../../../resources/kit/settings';
import { appTheme } from '../../layout/theme';

export function ThemePreview({ settings }: { settings: ShopSettings }) {
  const translate = useTranslate();
  const theme = useMemo(() => appTheme(settings), [settings]);
  return (
    <Box component="section" aria-labelledby="settings-preview-title">
      <Typography id="settings-preview-title" variant="subtitle2" gutterBottom>
        {translate('settings.preview.title')}
      </Typography>
      <ThemeProvider theme={theme}>
        {/* inert: a picture of the theme, not controls to tab through or click. */}
        <Paper variant="outlined" inert data-testid="settings-preview" sx={{ overflow: 'hidden', maxWidth: 560 }}>
          {/* A div, not a header: the preview must not add a second banner landmark. */}
          <AppBar component="div" position="static" color="primary" elevation={0}>
            <Toolbar variant="dense">
              <Typography variant="h6" component="span">
                {translate('app.title')}
              </Typography>
            </Toolbar>
          </AppBar>
          <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained">{translate('settings.preview.button')}</Button>
            <Button variant="outlined">{translate('settings.preview.outlined')}</Button>
            <Typography color="primary">{translate('settings.preview.link')}</Typography>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Box>
  );
}
