/** Renders client components as the app would: a router at a URL, react-admin's context in a language, toasts. */
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { browserCatalogues } from '../../../i18n';
import { messageI18nProvider } from '../../../src/providers/message-i18n';

export type TestLocale = 'en' | 'pt-BR';

/** The app's own messages, every screen's words loaded; a missing key shows as the key, so a test names what is absent. */
export const testI18n = (locale: TestLocale = 'en') =>
  messageI18nProvider((l) => browserCatalogues[l as TestLocale], locale);

/**
 * MUI's styles go to a <style> container outside the document. In the document, jsdom parses every
 * rule emotion inserts and matches them all again on each getComputedStyle, which Testing Library
 * calls for every element a role query looks at: over half of a list page's render and queries, and
 * seconds per test on a busy machine. jsdom lays nothing out, so the tests lose nothing they could see.
 */
const stylesOutsideDocument = createCache({ key: 'css', container: document.createElement('div') });

export interface RenderAdminOptions {
  url?: string;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  locale?: TestLocale;
  /** Mounts react-admin's toasts, for tests that read what the user is told. */
  notifications?: boolean;
}

export function renderAdmin(content: ReactNode, options: RenderAdminOptions = {}) {
  const { url = '/', dataProvider, authProvider, locale = 'en', notifications = false } = options;
  // A plain router around AdminContext: its own would prefix every link with '#'.
  return render(
    <CacheProvider value={stylesOutsideDocument}>
      <MemoryRouter initialEntries={[url]}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={testI18n(locale)}>
          {content}
          {notifications && <Notification />}
        </AdminContext>
      </MemoryRouter>
    </CacheProvider>,
  );
}
