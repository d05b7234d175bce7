/**
 * The dashboard's tiles while their figures load, in the grid they will fill and at about their
 * height (a chart tile exactly: CHART_BOX_HEIGHT), so nothing below jumps when they arrive.
 */
import { Box, Card, CardContent, LinearProgress, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardSection } from '../../../resources/kit/dashboard';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import { CHART_BOX_HEIGHT, DASHBOARD_GRID } from './dashboard-layout';

/** Content heights: a chart with this month's line; three job queues; two invoice statuses; a short table or list. */
const CHART = CHART_BOX_HEIGHT + 28;
const STATUSES = 2 * 60;
const JOB_QUEUES = 3 * 48;
export const TABLE_HEIGHT = 240;

/** In HomeDashboard's order; the baths tile (read from the tank list) has its place whenever tanks are readable. */
function tilesFor(sections: Set<DashboardSection>): number[] {
  return [
    ...(sections.has('received') || sections.has('shipped') ? [CHART] : []),
    ...(sections.has('jobs') ? [JOB_QUEUES] : []),
    ...(sections.has('billing') ? [CHART, STATUSES] : []),
    ...(sections.has('lowStock') ? [TABLE_HEIGHT] : []),
    ...(can(resources.tank.permissions.read!) ? [TABLE_HEIGHT] : []),
    ...(sections.has('activity') ? [TABLE_HEIGHT] : []),
  ];
}

/** One tile's place while it loads: its title's line and its content's height. */
export function TileSkeleton({ height }: { height: number }) {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <CardContent>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem', mb: 1 }} />
        <Skeleton variant="rectangular" height={height} />
      </CardContent>
    </Card>
  );
}

export function DashboardSkeleton({ sections }: { sections: Set<DashboardSection> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative' }}>
      {/* Over the grid, not above it: the tiles keep the place they will have. */}
      <LinearProgress aria-label={translate('app.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      <Box sx={DASHBOARD_GRID} aria-hidden>
        {tilesFor(sections).map((height, index) => (
          <TileSkeleton key={index} height={height} />
        ))}
      </Box>
    </Box>
  );
}
