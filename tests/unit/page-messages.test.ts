// @vitest-environment jsdom
/**
 * The browser's catalogue comes in two parts (src/providers/i18nProvider.ts): the first screen's
 * words, then every other screen's, loaded by the first such screen before it renders
 * (src/views/lazy-screen.ts), in the page's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const load = async () => {
  const i18n = await import('../../src/providers/i18nProvider');
  const { lazyScreen } = await import('../../src/views/lazy-screen');
  return { ...i18n, lazyScreen, provider: await i18n.loadI18nProvider() };
};

beforeEach(() => {
  // Each test starts from a fresh page: no catalogue loaded yet.
  vi.resetModules();
  localStorage.clear();
});
afterEach(cleanup);

describe("the browser's catalogue", () => {
  test("has the first screen's words at once and another screen's once they are loaded", async () => {
    const { provider, loadPageMessages } = await load();
    expect(provider.translate('custom.job.board')).toBe('Work board');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.translate('custom.recall.from')).toBe('custom.recall.from');

    await loadPageMessages();
    expect(provider.translate('custom.recall.from')).toBe('From');
    expect(provider.translate('importer.chooseFile')).toBe('Choose an .xlsx or .csv file');
    // The first part is still there, and the language has not changed.
    expect(provider.translate('custom.job.board')).toBe('Work board');
    expect(provider.getLocale()).toBe('en');
  });

  test('loads the other screens in the language of the page', async () => {
    localStorage.setItem('language', 'pt-BR');
    const { provider, loadPageMessages } = await load();
    await loadPageMessages();
    expect(provider.getLocale()).toBe('pt-BR');
    expect(provider.translate('custom.recall.from')).toBe('De');
    expect(provider.translate('custom.job.board')).toBe('Quadro de produção');
  });

  test("a lazy screen's first render already says its words", async () => {
    const { provider, lazyScreen } = await load();
    const Recall = lazyScreen(async () => ({
      default: () => createElement('p', null, provider.translate('custom.recall.from')),
    }));
    render(createElement(Suspense, { fallback: null }, createElement(Recall)));
    expect(await screen.findByText('From')).toBeTruthy();
    expect(screen.queryByText('custom.recall.from')).toBeNull();
  });
});
