// @vitest-environment jsdom
/**
 * The home dashboard (docs/domain-rules.md#home-dashboard): tiles only for what the user may read, an inviting
 * empty state with the way to start (only for those who may create), real figures otherwise.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer } from '../../resources/kit/dashboard';
import Home from '../../src/pages/Home';
import { apiFetch } from '../../src/providers/api';
import { emptyDashboard } from '../helpers/dashboard';
import { renderAdmin } from './helpers/render-admin';
import { signInAs } from './helpers/signed-in';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));
// The chart itself needs a real layout engine; here it only shows what it was given.
vi.mock('../../src/pages/home/MonthlyChart', () => ({
  default: ({ months, series }: { months: string[]; series: { label: string; values: number[] }[] }) => (
    <div data-testid="chart">{`${months.join(',')} | ${series.map((s) => `${s.label}:${s.values.join(',')}`).join(' | ')}`}</div>
  ),
}));
const api = vi.mocked(apiFetch);

const months = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'];
const empty = emptyDashboard(months, '2026-01-15');
const filled: Required<DashboardAnswer> = {
  months,
  received: { values: [100, 0, 0, 0, 40, 0, 7], any: true },
  shipped: { values: [0, 4, 10, 3, 0, 0, 20], any: true },
  billing: {
    invoiced: { values: [0, 0, 25, 0, 30, 0, 22], any: true },
    collected: { values: [0, 0, 25, 0, 5, 0, 0], any: true },
    open: { Pending: { count: 1, total: 22 }, Expired: { count: 2, total: 30.5 } },
  },
  lowStock: {
    rows: [{ id: 'c1', name: 'Nickel sulfate', stock: 2.5, minimumStock: 10, unit: 'kg' }],
    count: 3,
    anyChemical: true,
  },
  activity: [
    {
      id: 'a1',
      timestamp: new Date().toISOString(),
      createdByEmail: 'ada@plating.test',
      entityName: 'shipper',
      entityId: 's1',
      action: 'create',
      label: '1024',
    },
    {
      id: 'a2',
      timestamp: new Date().toISOString(),
      createdByEmail: null,
      entityName: 'settings',
      entityId: 'default',
      action: 'update',
      label: null,
    },
  ],
  quality: {
    dueInstruments: [
      { id: 'i1', tag: 'XRF-01', kind: 'xrf', calibrationDue: '2025-12-20', overdue: true },
      { id: 'i2', tag: 'PH-02', kind: 'phMeter', calibrationDue: '2026-02-10', overdue: false },
    ],
    dueCount: 2,
    openNonconformances: 3,
  },
  jobs: { onHold: 1, late: 4, readyToShip: 0, today: '2026-01-15' },
};

function renderHome(roles: string[], answer: Partial<DashboardAnswer> | null, locale: 'en' | 'pt-BR' = 'en') {
  signInAs(roles, { email: 'ada@plating.test', firstName: 'Ada' });
  if (answer) api.mockResolvedValueOnce(answer);
  renderAdmin(<Home />, { locale });
}

const tile = (name: string) => screen.findByRole('region', { name });
const titles = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

beforeEach(() => {
  api.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('which tiles', () => {
  it('a shipper viewer sees only the parts tile, with the received series', async () => {
    const { received } = filled;
    renderHome(['shipperViewer'], { months, received });
    expect(await screen.findByTestId('chart')).toHaveProperty(
      'textContent',
      'Jul 25,Aug 25,Sep 25,Oct 25,Nov 25,Dec 25,Jan 26 | Received:100,0,0,0,40,0,7',
    );
    expect(titles()).toEqual(['Parts per month']);
    expect(api).toHaveBeenCalledWith('dashboard');
    // The greeting and the quick links stay.
    expect(screen.getByText('Welcome, Ada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shippers' })).toBeTruthy();
  });

  it('a section the server answered anyway stays hidden without its permission', async () => {
    renderHome(['auditLogViewer'], filled);
    await tile('Recent activity');
    expect(titles()).toEqual(['Recent activity']);
  });

  it('a user who may read none of the sections asks nothing and sees the greeting and links only', async () => {
    renderHome(['customerViewer'], null);
    expect(await screen.findByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    expect(titles()).toEqual([]);
  });
});

describe('an empty database', () => {
  it('invites the owner to start, with the way to each first record and no chart', async () => {
    renderHome(['owner'], empty);
    const parts = await tile('Parts per month');
    expect(within(parts).getByText('No shippers yet — receive your first parts')).toBeTruthy();
    expect(within(parts).getByRole('link', { name: 'Receive parts' }).getAttribute('href')).toBe('/shipper/new');
    const money = await tile('Money per month');
    expect(within(money).getByRole('link', { name: 'Bill a packing list' }).getAttribute('href')).toBe(
      '/invoice/new-from-packing',
    );
    expect(
      within(await tile('Chemicals below minimum'))
        .getByRole('link', { name: 'Add a chemical' })
        .getAttribute('href'),
    ).toBe('/chemical/new');
    expect(within(await tile('Recent activity')).getByText('Nothing has been recorded yet')).toBeTruthy();
    expect(within(await tile('Open invoices')).getByText('No invoices are waiting for payment')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('says so without a button to someone who may not create', async () => {
    renderHome(['viewer'], empty);
    const parts = await tile('Parts per month');
    expect(within(parts).getByText('No shippers yet — receive your first parts')).toBeTruthy();
    expect(within(parts).queryByRole('link')).toBeNull();
    expect(within(await tile('Money per month')).queryByRole('link')).toBeNull();
  });
});

describe('with figures', () => {
  it('open invoices and low-stock chemicals open the filtered lists', async () => {
    renderHome(['owner'], filled);
    const open = await tile('Open invoices');
    const expired = within(open).getByRole('link', { name: /Expired/ });
    expect(expired.textContent).toContain('2 invoices');
    expect(expired.textContent).toContain((30.5).toLocaleString(undefined, { minimumFractionDigits: 2 }));
    expect(decodeURIComponent(expired.getAttribute('href')!)).toBe(
      '/invoice?filter={"status":"Expired"}&displayedFilters={"status":true}',
    );
    const low = await tile('Chemicals below minimum');
    expect(within(low).getByRole('link', { name: 'Nickel sulfate' }).getAttribute('href')).toBe('/chemical/c1');
    const all = within(low).getByRole('link', { name: 'See all 3' });
    expect(decodeURIComponent(all.getAttribute('href')!)).toBe(
      '/chemical?filter={"lowStock":true}&displayedFilters={"lowStock":true}',
    );
    const activity = await tile('Recent activity');
    // Each entry names its record, linked to its page; what is not a resource has its translated name.
    expect(within(activity).getByRole('link', { name: 'Shipper 1024' }).getAttribute('href')).toBe('/shipper/s1');
    expect(within(activity).getByText('Settings')).toBeTruthy();
    expect(within(activity).getByText(/ada@plating.test created · less than a minute ago/)).toBeTruthy();
    expect(within(activity).getByRole('link', { name: 'Open the audit log' }).getAttribute('href')).toBe('/audit-logs');
    expect(screen.getAllByTestId('chart')).toHaveLength(2);
  });

  it('the quality tile: calibrations falling due (past due marked) and open nonconformances, linked', async () => {
    for (const [locale, title, overdue, open] of [
      ['en', 'Quality', 'Past due', 'Open nonconformances: 3'],
      ['pt-BR', 'Qualidade', 'Vencida', 'Não conformidades abertas: 3'],
    ] as const) {
      renderHome(['qualityManager'], { months, quality: filled.quality }, locale);
      const quality = await tile(title);
      expect(titles()).toEqual([title]);
      expect(within(quality).getByRole('link', { name: 'XRF-01' }).getAttribute('href')).toBe('/instrument/i1');
      expect(within(quality).getByRole('link', { name: 'PH-02' })).toBeTruthy();
      // Only the past-due one is marked.
      expect(within(quality).getAllByText(overdue)).toHaveLength(1);
      const ncs = within(quality).getByRole('link', { name: open });
      expect(decodeURIComponent(ncs.getAttribute('href')!)).toBe(
        '/nonconformance?filter={"status":"open"}&displayedFilters={"status":true}',
      );
      cleanup();
    }
  });

  it('the jobs tile: on hold, past due and ready to ship, each opening the job list so filtered', async () => {
    for (const [locale, title, held, late, ready, board] of [
      ['en', 'Jobs', 'On hold', 'Past due', 'Ready to ship', 'Work board'],
      ['pt-BR', 'Ordens de serviço', 'Retida', 'Atrasadas', 'Pronta para expedir', 'Quadro de produção'],
    ] as const) {
      renderHome(['shipperViewer'], { months, jobs: filled.jobs }, locale);
      const jobs = await tile(title);
      const href = (name: string) => decodeURIComponent(within(jobs).getByRole('link', { name }).getAttribute('href')!);
      expect(within(jobs).getByRole('link', { name: `${held} 1` })).toBeTruthy();
      expect(href(`${held} 1`)).toBe('/job?filter={"status":"onHold"}&displayedFilters={"status":true}');
      // Past due: due on or before the day before the server's today, and not shipped.
      expect(href(`${late} 4`)).toBe(
        '/job?filter={"open":true,"dueDateRange":["","2026-01-14"]}&displayedFilters={"open":true,"dueDateRange":true}',
      );
      expect(href(`${ready} 0`)).toBe('/job?filter={"status":"readyToShip"}&displayedFilters={"status":true}');
      expect(href(board)).toBe('/job/board');
      cleanup();
    }
  });

  it('in Brazilian Portuguese, months and texts are localized', async () => {
    renderHome(['owner'], filled, 'pt-BR');
    const parts = await tile('Peças por mês');
    expect(within(parts).getByTestId('chart').textContent).toMatch(
      /^jul 25,ago 25,set 25,out 25,nov 25,dez 25,jan 26 \| Recebidas:/,
    );
    expect(await tile('Faturas em aberto')).toBeTruthy();
    expect(screen.getByText(/criou · há menos de um minuto/)).toBeTruthy();
  });
});
