// @vitest-environment jsdom
/**
 * /job/board (docs/domain-rules.md#jobs): open jobs in columns by where they wait, in the server's
 * order, each card linking to its job and saying what makes it urgent; one customer's when chosen.
 */
import { cleanup, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardJob, JobBoardAnswer } from '../../resources/kit/jobs';
import JobBoard from '../../src/custom/job/JobBoard';
import { apiFetch } from '../../src/providers/api';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));
const api = vi.mocked(apiFetch);

const job = (valueID: number, extra: Partial<BoardJob>): BoardJob => ({
  id: `j${valueID}`,
  valueID,
  customer: 'Acme Aerospace',
  product: 'BRK-100',
  quantity: 50,
  dueDate: '2026-12-10',
  priority: 'normal',
  status: 'received',
  urgency: null,
  step: { index: 0, kind: 'cleaning', status: 'waiting', station: 'Soak clean' },
  ...extra,
});
const answer: JobBoardAnswer = {
  today: '2026-12-01',
  more: 0,
  jobs: [
    job(7, {
      urgency: 'late',
      dueDate: '2026-11-28',
      step: { index: 1, kind: 'plating', status: 'inProcess', station: 'Tank 4' },
    }),
    job(8, { urgency: 'dueSoon', priority: 'hot' }),
    job(9, { status: 'readyToShip', step: null }),
    job(10, { status: 'onHold', step: { index: 2, kind: 'bake', status: 'waiting', station: null } }),
    job(11, {}),
  ],
};
const autocomplete = vi.fn(async () => [{ id: 'c1', label: 'Acme Aerospace' }]);

function renderBoard(url = '/job/board', locale: TestLocale = 'en') {
  api.mockResolvedValue(answer);
  renderAdmin(<JobBoard />, { url, locale, dataProvider: { autocomplete } as unknown as DataProvider });
}

const columnNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
const cardsIn = (column: HTMLElement) =>
  within(column)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => api.mockReset());
afterEach(cleanup);

describe('the work board', () => {
  it('columns by station, tank or step kind, Ready to ship last; cards in the order given, linked', async () => {
    renderBoard();
    await screen.findByRole('region', { name: 'Soak clean' });
    expect(columnNames()).toEqual(['Tank 4', 'Soak clean', 'Bake', 'Ready to ship']);
    expect(api).toHaveBeenCalledWith('job/board', { query: {} });
    const soak = screen.getByRole('region', { name: 'Soak clean' });
    expect(cardsIn(soak)).toEqual(['Job No. 8', 'Job No. 11']);
    expect(within(soak).getAllByRole('link')[0].getAttribute('href')).toBe('/job/j8');
    expect(within(soak).getByText('Due soon')).toBeTruthy();
    expect(within(soak).getByText('Hot')).toBeTruthy();
    const tank = screen.getByRole('region', { name: 'Tank 4' });
    expect(within(tank).getByText('Past due')).toBeTruthy();
    expect(within(tank).getByText('In process')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Bake' })).getByText('On hold')).toBeTruthy();
  });

  it('in Portuguese, with one customer taken from the address', async () => {
    renderBoard('/job/board?customer=c1', 'pt-BR');
    await screen.findByRole('region', { name: 'Pronta para expedir' });
    expect(screen.getByRole('heading', { name: 'Quadro de produção' })).toBeTruthy();
    expect(api).toHaveBeenCalledWith('job/board', { query: { customer: 'c1' } });
    expect(columnNames()).toEqual(['Tank 4', 'Soak clean', 'Desidrogenação (estufa)', 'Pronta para expedir']);
    expect(screen.getByText('Vence em breve')).toBeTruthy();
    expect(screen.getByText('Atrasada')).toBeTruthy();
  });

  it('says so when no job is open', async () => {
    api.mockResolvedValue({ today: '2026-12-01', jobs: [], more: 0 });
    renderAdmin(<JobBoard />, { url: '/job/board', dataProvider: { autocomplete } as unknown as DataProvider });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
