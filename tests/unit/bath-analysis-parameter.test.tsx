// @vitest-environment jsdom
/**
 * The analysis form's parameter is chosen among the chosen tank's declared parameters (docs/domain-rules.md#chemistry),
 * not typed: disabled until a tank is chosen, listing that tank's parameters with their units, and saved as the name
 * the server checks; its time goes out as an instant. The real data provider over msw.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BathAnalysisCreate from '../../src/custom/bath/BathAnalysisCreate';
import { dataProvider } from '../../src/providers/dataProvider';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/providers/firebase', () => ({
  firebaseAuth: () => ({ currentUser: { getIdToken: async () => 'token-1' } }),
}));

const tank = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Nickel line, tank 3',
  state: 'inControl',
  parameters: [
    { parameter: 'Nickel metal', unit: 'g/L', target: 75, lower: 65, upper: 85 },
    { parameter: 'pH', unit: 'pH', target: 4, lower: 3.8, upper: 4.2 },
  ],
};
let posted: Record<string, unknown> | undefined;
const server = setupServer(
  http.get('/api/tank/autocomplete', () => HttpResponse.json([{ id: tank.id, label: tank.name }])),
  http.get('/api/tank/:id', () => HttpResponse.json(tank)),
  http.post('/api/bath-analysis', async ({ request }) => {
    posted = ((await request.json()) as { data: Record<string, unknown> }).data;
    return HttpResponse.json({ id: 'a1', ...posted });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  posted = undefined;
});
afterAll(() => server.close());

const open = (url: string, locale: TestLocale = 'en') =>
  renderAdmin(<BathAnalysisCreate />, { url, dataProvider, locale });
// react-admin's prefill: the tank, as if chosen.
const withTank = `/bath-analysis/new?source=${encodeURIComponent(JSON.stringify({ tank: tank.id }))}`;

describe("the analysis form's parameter", () => {
  it('waits for a tank, in en and pt-BR', async () => {
    open('/bath-analysis/new');
    const select = await screen.findByRole('combobox', { name: 'Parameter *' });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose the tank first')).toBeTruthy();
    cleanup();
    open('/bath-analysis/new', 'pt-BR');
    expect(await screen.findByText('Escolha o tanque primeiro')).toBeTruthy();
  });

  it("lists the chosen tank's parameters and saves the one picked", async () => {
    open(withTank);
    const select = await screen.findByRole('combobox', { name: 'Parameter *' });
    await vi.waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull());
    await act(async () => fireEvent.mouseDown(select));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent?.trim())
      .filter(Boolean);
    expect(options).toEqual(['Nickel metal (g/L)', 'pH (pH)']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'pH (pH)' })));
    fireEvent.change(screen.getByLabelText('Value *'), { target: { value: '3.7' } });
    // The browser's local date and time goes out as the instant it names (the validator takes only that).
    fireEvent.change(screen.getByLabelText('Analysed at *'), { target: { value: '2026-03-02T10:30' } });
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Method *' })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'pH meter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await vi.waitFor(() =>
      expect(posted).toMatchObject({
        tank: tank.id,
        parameter: 'pH',
        value: 3.7,
        method: 'phMeter',
        analysedAt: new Date('2026-03-02T10:30').toISOString(),
      }),
    );
  });
});
