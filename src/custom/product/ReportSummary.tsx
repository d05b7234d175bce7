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
      {/* Each tile as wide as its figure at least (an amount never breaks: Intl joins it with no-break
          spaces), so a long amount takes a row of its own on a phone instead of running out of its tile. */}
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
        {figures.map(({ label, value }) => (
          <Box
            key={label}
            sx={{
              flex: '1 1 auto',
              minWidth: 140,
              maxWidth: '100%',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 2,
              py: 1,
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            {/* Wider than a phone (billions), it breaks rather than hides a digit. */}
            <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
