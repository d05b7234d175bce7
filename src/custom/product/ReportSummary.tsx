/** The report's figures at a glance, above the detail, so the printed page answers first. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ReportFigure {
  /** i18n key. */
  label: string;
  value: ReactNode;
}

export function ReportSummary({ figures }: { figures: ReportFigure[] }) {
  const translate = useTranslate();
  return (
    <section aria-label={translate('custom.report.summary')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 2, m: 0 }}>
        {figures.map(({ label, value }) => (
          <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">{translate(label)}</Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
