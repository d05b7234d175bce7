/**
 * The home page's figures (docs/domain-rules.md#home-dashboard): only the tiles whose resource the user may read.
 * The server answers only those sections too; with none readable nothing is asked.
 */
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dashboardSections, type DashboardSection } from '../../../resources/kit/dashboard';
import { can } from '../../providers/authProvider';
import { resources } from '../../../resources';
import { ActivityTile } from './ActivityTile';
import { BathsTile } from './BathsTile';
import { DASHBOARD_GRID } from './dashboard-layout';
import { DashboardSkeleton } from './DashboardSkeleton';
import { JobsTile } from './JobsTile';
import { LowStockTile } from './LowStockTile';
import { MoneyTile } from './MoneyTile';
import { OpenInvoicesTile } from './OpenInvoicesTile';
import { PartsTile } from './PartsTile';
import { QualityTile } from './QualityTile';
import { useDashboard } from './useDashboard';

const readable = () =>
  (Object.keys(dashboardSections) as DashboardSection[]).filter((section) => can(dashboardSections[section]));

export function HomeDashboard() {
  const translate = useTranslate();
  const sections = new Set(readable());
  const state = useDashboard(sections.size > 0);
  if (sections.size === 0) return null;
  if (state.status === 'loading') return <DashboardSkeleton sections={sections} />;
  if (state.status === 'failed')
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {translate(state.message, { _: state.message })}
      </Alert>
    );
  const { months, received, shipped, billing, lowStock, activity, quality, jobs } = state.answer;
  // Each tile also needs its section in the answer: the server decides, the client only hides.
  const show = (section: DashboardSection, present: unknown) => sections.has(section) && present !== undefined;
  return (
    <Box sx={DASHBOARD_GRID}>
      {(show('received', received) || show('shipped', shipped)) && (
        <PartsTile
          months={months}
          received={sections.has('received') ? received : undefined}
          shipped={sections.has('shipped') ? shipped : undefined}
        />
      )}
      {show('jobs', jobs) && <JobsTile jobs={jobs!} />}
      {show('billing', billing) && <MoneyTile months={months} billing={billing!} />}
      {show('billing', billing) && <OpenInvoicesTile open={billing!.open} />}
      {show('lowStock', lowStock) && <LowStockTile lowStock={lowStock!} />}
      {/* Read from the tank list, so it asks the tank's own read permission. */}
      {can(resources.tank.permissions.read!) && <BathsTile />}
      {show('quality', quality) && <QualityTile quality={quality!} />}
      {show('activity', activity) && <ActivityTile activity={activity!} />}
    </Box>
  );
}
