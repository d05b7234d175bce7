/** What GET /api/dashboard answers an owner over an empty database: every section, zeros, nothing listed. */
import type { DashboardAnswer } from '../../resources/kit/dashboard';

export function emptyDashboard(months: string[], today: string): Required<DashboardAnswer> {
  const zeros = months.map(() => 0);
  return {
    months,
    received: { values: zeros, any: false },
    shipped: { values: zeros, any: false },
    billing: {
      invoiced: { values: zeros, any: false },
      collected: { values: zeros, any: false },
      open: { Pending: { count: 0, total: 0 }, Expired: { count: 0, total: 0 } },
    },
    lowStock: { rows: [], count: 0, anyChemical: false },
    activity: [],
    quality: { dueInstruments: [], dueCount: 0, openNonconformances: 0 },
    jobs: { onHold: 0, late: 0, readyToShip: 0, today },
  };
}
