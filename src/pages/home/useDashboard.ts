/** GET /api/dashboard once per visit, only when the user may read at least one section. */
import { useEffect, useState } from 'react';
import type { DashboardAnswer } from '../../../resources/kit/dashboard';
import { dataProvider } from '../../providers/dataProvider';

export type DashboardState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answer: DashboardAnswer };

export function useDashboard(enabled: boolean): DashboardState {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    dataProvider.dashboard().then(
      (answer) => live && setState({ status: 'ready', answer }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: (error instanceof Error && error.message) || 'home.loadFailed' }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
