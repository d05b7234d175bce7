// @vitest-environment jsdom
/** /settings: theme swatches, dark-mode switch, save through PUT /api/settings, the spec's message and reload timer. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiFetch } from '../../src/providers/api';
import SettingsPage from '../../src/pages/settings/SettingsPage';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));
const api = vi.mocked(apiFetch);

const realSetTimeout = window.setTimeout;
let timeouts: MockInstance<typeof setTimeout>;
beforeEach(() => {
  api.mockReset();
  // The company profile below the theme waits (its own form and Save are tested in the API suite).
  api.mockImplementation((path: string) =>
    path === 'settings/profile' ? new Promise(() => undefined) : Promise.resolve(undefined),
  );
  localStorage.clear();
  // The 3 s reload timer is recorded, not run: jsdom cannot reload (and location.reload cannot be spied on).
  timeouts = vi
    .spyOn(window, 'setTimeout')
    .mockImplementation(((handler: () => void, ms?: number) =>
      ms === 3000 ? 0 : realSetTimeout(handler, ms)) as typeof setTimeout);
});
afterEach(() => {
  cleanup();
  timeouts.mockRestore();
});

const reloadScheduled = () => timeouts.mock.calls.some((call) => call[1] === 3000);

function renderPage() {
  renderAdmin(
    createElement(
      Routes,
      null,
      createElement(Route, { path: '/settings', element: createElement(SettingsPage) }),
      createElement(Route, { path: '/', element: 'home page' }),
    ),
    { url: '/settings', notifications: true },
  );
}

describe('SettingsPage', () => {
  it('shows the stored theme among 12 named swatches and the mode on the dark-mode switch', async () => {
    api.mockResolvedValueOnce({ theme: 'cyan', mode: 'dark' });
    renderPage();
    const cyan = await screen.findByRole('radio', { name: 'Cyan' });
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    expect((cyan as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Geek blue' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement).checked).toBe(true);
    expect(api).toHaveBeenCalledWith('settings');
  });

  it("saves the choice, shows the spec's message and schedules the reload 3 s later", async () => {
    api.mockResolvedValueOnce({ theme: 'cyan', mode: 'dark' });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Volcano' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    api.mockResolvedValueOnce({ theme: 'volcano', mode: 'light' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api).toHaveBeenLastCalledWith('settings', {
      method: 'PUT',
      body: { settings: { theme: 'volcano', mode: 'light', analysisStaleDays: 7, analysisInstrumentRequired: false } },
    });
    expect(
      await screen.findByText(
        'Settings saved successfully. The page will reload in 3 seconds for changes to take effect.',
      ),
    ).toBeTruthy();
    expect(reloadScheduled()).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // The next start paints the saved theme straight from the cache.
    expect(JSON.parse(localStorage.getItem('shopSettings') ?? 'null')).toMatchObject({
      theme: 'volcano',
      mode: 'light',
      currency: 'USD',
    });
  });

  it('sends the days before an analysis is stale only as a whole number from 1 to 365', async () => {
    api.mockResolvedValueOnce({ theme: 'default', mode: 'light', analysisStaleDays: 10 });
    renderPage();
    const days = await screen.findByRole('textbox', { name: 'Days before an analysis is stale' });
    expect((days as HTMLInputElement).value).toBe('10');
    // Saves counted, not every call: the company profile below asks for its record when its effect runs.
    const saves = () =>
      api.mock.calls.filter(([, init]) => (init as { method?: string } | undefined)?.method === 'PUT');
    for (const bad of ['0', '366', '2.5', '']) {
      fireEvent.change(days, { target: { value: bad } });
      expect(
        screen.getAllByText('Days before an analysis is stale must be a whole number from 1 to 365').length,
      ).toBeGreaterThan(0);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    }
    expect(saves()).toEqual([]);
    fireEvent.change(days, { target: { value: '14' } });
    api.mockResolvedValueOnce({ theme: 'default', mode: 'light', analysisStaleDays: 14 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api).toHaveBeenLastCalledWith('settings', {
      method: 'PUT',
      body: { settings: { theme: 'default', mode: 'light', analysisStaleDays: 14, analysisInstrumentRequired: false } },
    });
  });

  it("shows the server's message when the save is refused, and stays", async () => {
    api.mockResolvedValueOnce({ theme: 'default', mode: 'light' });
    renderPage();
    await screen.findByRole('radio', { name: 'Default' });
    api.mockRejectedValueOnce(new HttpError('Theme must be one of the following values: default', 400));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Theme must be one of the following values: default')).toBeTruthy();
    expect(reloadScheduled()).toBe(false);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes home when the settings cannot be loaded (docs/product-spec.md#navigation-after-actions)', async () => {
    api.mockRejectedValueOnce(new HttpError('Ops, an error occurred', 400));
    renderPage();
    expect(await screen.findByText('home page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
  });
});
