/** Sizes the dashboard shares between its tiles and their loading skeletons (DashboardSkeleton.tsx). */

/** A chart and its legend, loading or drawn: the tile never changes height. */
export const CHART_BOX_HEIGHT = 300;
/** The chart itself; the rest of the box is its legend. */
export const CHART_HEIGHT = 260;

export const DASHBOARD_GRID = {
  display: 'grid',
  gap: 2,
  my: 2,
  gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
} as const;
