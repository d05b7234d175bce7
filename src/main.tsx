/** The browser's entry: the side effects of starting (docs/product-spec.md#layout) and the first render. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { watchSession } from './auth/session';
import { prefetchFirstScreen } from './first-screen';
import { initFirebase } from './providers/firebase';
import { loadI18nProvider } from './providers/i18nProvider';

async function start() {
  // The first screen's code loads alongside the configuration and the catalogue (first-screen.ts).
  void prefetchFirstScreen(location.pathname);
  // No background worker may keep serving an old build.
  void navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
  const [i18nProvider] = await Promise.all([loadI18nProvider(), initFirebase()]);
  document.title = i18nProvider.translate('app.title');
  document.documentElement.lang = i18nProvider.getLocale();
  watchSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
