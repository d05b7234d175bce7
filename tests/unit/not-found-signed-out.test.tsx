// @vitest-environment jsdom
/** The catch-all not-found page is unguarded; the application's own screens still ask a signed-out visitor to sign in. */
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrivateArea } from '../../src/auth/guards';
import { isPrivatePath } from '../../src/auth/private-paths';
import { setSession } from '../../src/auth/session-store';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderAt(url: string, locale: TestLocale = 'en') {
  renderAdmin(
    <>
      <Routes>
        <Route path="/auth/signin" element={<p>sign-in page</p>} />
        <Route
          path="/*"
          element={
            <PrivateArea>
              <p>private app</p>
            </PrivateArea>
          }
        />
      </Routes>
      <Where />
    </>,
    { url, locale },
  );
}

beforeEach(() => setSession({ status: 'signedOut' }));
afterEach(cleanup);

describe('a signed-out visit', () => {
  it.each([
    ['en', 'Sorry, the page you visited does not exist', 'Sign in'],
    ['pt-BR', 'Desculpe, a página que você visitou não existe', 'Entrar'],
  ] as const)('to an unknown URL shows not found with a way to sign in (%s)', async (locale, message, signIn) => {
    renderAt('/no-such-page/at-all', locale);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(signIn).closest('a')?.getAttribute('href')).toBe('/auth/signin');
    expect(screen.getByLabelText('location').textContent).toBe('/no-such-page/at-all');
    expect(screen.queryByText('sign-in page')).toBeNull();
  });

  it.each(['/customer', '/customer/abc/edit', '/settings', '/'])(
    'to the private screen %s goes to sign-in',
    async (url) => {
      renderAt(url);
      expect(await screen.findByText('sign-in page')).toBeTruthy();
      expect(screen.getByLabelText('location').textContent).toBe('/auth/signin');
    },
  );

  it('knows the application paths from the declarations', () => {
    expect(isPrivatePath('/iam')).toBe(true);
    expect(isPrivatePath('/chemical-in/new')).toBe(isPrivatePath('/chemical-in'));
    expect(isPrivatePath('/wp-admin')).toBe(false);
  });
});
