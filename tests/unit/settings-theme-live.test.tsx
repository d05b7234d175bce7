// @vitest-environment jsdom
/** Saving /settings shows the new theme at once, before the spec's 3 s reload (docs/domain-rules.md#settings). */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { apiFetch } from '../../src/providers/api';
import SettingsPage from '../../src/pages/settings/SettingsPage';
import { appTheme } from '../../src/layout/theme';
import { useAppTheme } from '../../src/layout/useAppTheme';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));
const api = vi.mocked(apiFetch);

const realSetTimeout = window.setTimeout;
let timeouts: MockInstance<typeof setTimeout>;
beforeEach(() => {
  api.mockReset();
  localStorage.clear();
  // The reload timer is recorded, not run: jsdom cannot reload.
  timeouts = vi
    .spyOn(window, 'setTimeout')
    .mockImplementation(((handler: () => void, ms?: number) =>
      ms === 3000 ? 0 : realSetTimeout(handler, ms)) as typeof setTimeout);
});
afterEach(() => {
  cleanup();
  timeouts.mockRestore();
});

/** What the app's ThemeProvider is given, as the page background colour it paints. */
function PaintedBackground() {
  return createElement('output', { 'aria-label': 'painted' }, useAppTheme().palette.background.default);
}

it('paints the saved theme and mode at once, and still schedules the reload', async () => {
  // The page also loads the company profile below the appearance card; it answers empty.
  let settings = { theme: 'cyan', mode: 'light' };
  api.mockImplementation((async (path: string, init?: { body?: unknown }) => {
    if (path !== 'settings') return {};
    if (init?.body) settings = { ...settings, ...(init.body as { settings: object }).settings };
    return settings;
  }) as never);
  renderAdmin(
    createElement(
      'div',
      null,
      createElement(PaintedBackground),
      createElement(Routes, null, createElement(Route, { path: '/settings', element: createElement(SettingsPage) })),
    ),
    { url: '/settings' },
  );
  fireEvent.click(await screen.findByRole('switch', { name: 'Dark mode' }));
  const light = appTheme({ theme: 'cyan', mode: 'light' } as never).palette.background.default;
  const dark = appTheme({ theme: 'cyan', mode: 'dark' } as never).palette.background.default;
  expect(screen.getByRole('status', { name: 'painted' }).textContent).toBe(light);
  await act(async () =>
    fireEvent.click(within(screen.getByRole('region', { name: 'Appearance' })).getByRole('button', { name: 'Save' })),
  );
  expect(screen.getByRole('status', { name: 'painted' }).textContent).toBe(dark);
  expect(timeouts.mock.calls.some((call) => call[1] === 3000)).toBe(true);
});
