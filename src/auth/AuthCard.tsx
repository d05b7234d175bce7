/** The frame of every auth screen: title, content, language choice. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LanguageSelect } from '../layout/LanguageSelect';
import { pageBackdrop } from '../layout/page-backdrop';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: pageBackdrop, p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('app.title')}
          </Typography>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
          <LanguageSelect />
        </CardContent>
      </Card>
    </Box>
  );
}
