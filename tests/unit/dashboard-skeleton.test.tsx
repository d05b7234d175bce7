// @vitest-environment jsdom
/**
 * The home dashboard holds its tiles' places while its figures load (README, Downloads and caching:
 * layout shift): one placeholder per tile the user will see, chart tiles at the chart box's height, the
 * baths tile's too when tanks are readable; the baths tile, read from the tank list after the dashboard
 * answers, holds its own place until that list answers (it measured a 0.045 shift of the tiles after it).
 */
import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import type { DashboardSection } from '../../resources/kit/dashboard';
import { CHART_BOX_HEIGHT } from '../../src/pages/home/dashboard-layout';
import { BathsTile } from '../../src/pages/home/BathsTile';
import { DashboardSkeleton } from '../../src/pages/home/DashboardSkeleton';
import { renderAdmin } from './helpers/render-admin';

const access = vi.hoisted(() => ({ tanks: false }));
vi.mock('../../src/providers/authProvider', async () => {
  const { resources } = await import('../../resources');
  return { can: (permission: string) => access.tanks && permission === resources.tank.permissions.read };
});

const placeholders = (container: HTMLElement) =>
  [...container.querySelectorAll('.MuiSkeleton-rectangular')] as HTMLElement[];

describe('DashboardSkeleton', () => {
  test('every section: a placeholder per tile (parts, money, open invoices, low stock, activity) and a labelled progress bar', () => {
    const sections = new Set<DashboardSection>(['received', 'shipped', 'billing', 'lowStock', 'activity']);
    const { container } = renderAdmin(<DashboardSkeleton sections={sections} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    const boxes = placeholders(container);
    expect(boxes).toHaveLength(5);
    // The two chart tiles hold the chart box and this month's line.
    expect(boxes.slice(0, 2).map((b) => b.style.height)).toEqual([
      `${CHART_BOX_HEIGHT + 28}px`,
      `${CHART_BOX_HEIGHT + 28}px`,
    ]);
  });

  test('only the tiles the user may read', () => {
    const { container } = renderAdmin(<DashboardSkeleton sections={new Set<DashboardSection>(['lowStock'])} />);
    expect(placeholders(container)).toHaveLength(1);
  });

  test('with tanks readable, the baths tile has its place too, before recent activity', () => {
    access.tanks = true;
    try {
      const sections = new Set<DashboardSection>(['received', 'shipped', 'billing', 'lowStock', 'activity']);
      const boxes = placeholders(renderAdmin(<DashboardSkeleton sections={sections} />).container);
      expect(boxes).toHaveLength(6);
      expect(boxes.slice(3).map((b) => b.style.height)).toEqual(['240px', '240px', '240px']);
    } finally {
      access.tanks = false;
    }
  });

  test('the baths tile holds its place while the tank list has not answered', async () => {
    const never = new Promise<never>(() => undefined);
    const dataProvider = { getList: () => never } as unknown as DataProvider;
    const { container } = renderAdmin(<BathsTile />, { dataProvider });
    expect(placeholders(container).map((b) => b.style.height)).toEqual(['240px']);
    expect(screen.queryByText('Baths needing attention')).toBeNull();
  });
});
