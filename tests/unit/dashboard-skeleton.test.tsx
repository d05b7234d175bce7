// @vitest-environment jsdom
/**
 * The home dashboard holds its tiles' places while its figures load (README, Downloads and caching:
 * layout shift): one placeholder per tile the user will see, chart tiles at the chart box's height.
 */
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { DashboardSection } from '../../resources/kit/dashboard';
import { CHART_BOX_HEIGHT } from '../../src/pages/home/dashboard-layout';
import { DashboardSkeleton } from '../../src/pages/home/DashboardSkeleton';
import { renderAdmin } from './helpers/render-admin';

const placeholders = (container: HTMLElement) => [...container.querySelectorAll('.MuiSkeleton-rectangular')] as HTMLElement[];

describe('DashboardSkeleton', () => {
  test('every section: a placeholder per tile (parts, money, open invoices, low stock, activity) and a labelled progress bar', () => {
    const sections = new Set<DashboardSection>(['received', 'shipped', 'billing', 'lowStock', 'activity']);
    const { container } = renderAdmin(<DashboardSkeleton sections={sections} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    const boxes = placeholders(container);
    expect(boxes).toHaveLength(5);
    // The two chart tiles hold the chart box and this month's line.
    expect(boxes.slice(0, 2).map((b) => b.style.height)).toEqual([`${CHART_BOX_HEIGHT + 28}px`, `${CHART_BOX_HEIGHT + 28}px`]);
  });

  test('only the tiles the user may read', () => {
    const { container } = renderAdmin(<DashboardSkeleton sections={new Set<DashboardSection>(['lowStock'])} />);
    expect(placeholders(container)).toHaveLength(1);
  });
});
