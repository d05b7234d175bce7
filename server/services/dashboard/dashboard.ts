/** The home dashboard: only the sections the caller's roles may read, each queried once, side by side. */
import { hasPermission } from '../../../resources/kit/permissions';
import { dashboardSections, type DashboardAnswer, type DashboardSection } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { jobsSection } from './jobs';
import { lowStockChemicals } from './low-stock';
import { monthWindow } from './month-window';
import { moneyByMonth, partsReceived, partsShipped } from './monthly-sums';
import { openInvoices } from './open-invoices';
import { qualitySection } from './quality';
import { recentActivity } from './recent-activity';

export function readableSections(roles: readonly string[]): DashboardSection[] {
  return (Object.keys(dashboardSections) as DashboardSection[]).filter((section) =>
    hasPermission(roles, dashboardSections[section]),
  );
}

export async function dashboard(db: Database, roles: readonly string[], now = new Date()): Promise<DashboardAnswer> {
  const window = monthWindow(now);
  const sections = new Set(readableSections(roles));
  const when = <T>(section: DashboardSection, load: () => Promise<T>) => (sections.has(section) ? load() : undefined);
  const [received, shipped, money, open, lowStock, activity, quality, jobs] = await Promise.all([
    when('received', () => partsReceived(db, window)),
    when('shipped', () => partsShipped(db, window)),
    when('billing', () => moneyByMonth(db, window)),
    when('billing', () => openInvoices(db)),
    when('lowStock', () => lowStockChemicals(db)),
    when('activity', () => recentActivity(db)),
    when('quality', () => qualitySection(db, now)),
    when('jobs', () => jobsSection(db, now.toISOString().slice(0, 10))),
  ]);
  return {
    months: window.months,
    ...(received && { received }),
    ...(shipped && { shipped }),
    ...(money && open && { billing: { ...money, open } }),
    ...(lowStock && { lowStock }),
    ...(activity && { activity }),
    ...(quality && { quality }),
    ...(jobs && { jobs }),
  };
}
