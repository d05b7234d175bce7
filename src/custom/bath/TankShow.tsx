/** A tank with its parameters and, below, each parameter's last 90 days (the chart loads on its own); its recall list. */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { RecallButton } from '../trace/RecallButton';

// @mui/x-charts is heavy: only a tank's page pays for it, and only once it opens.
const TankTrends = lazy(() => import('./TankTrends'));

export default function TankShow() {
  return (
    <ResourceShow resource={resources.tank} actions={<RecallButton />}>
      <Suspense fallback={<Skeleton variant="rectangular" height={260} sx={{ mt: 2 }} />}>
        <TankTrends />
      </Suspense>
    </ResourceShow>
  );
}
