// @vitest-environment jsdom
/**
 * A failed lookup inside a form (README, "Roles and permissions"): the reference input says so in
 * its helper text, in the user's language, and authProvider.checkError keeps the user on the form,
 * where any other 403 goes to /403. A lost session still signs out; a disabled account too.
 */
import { cleanup, screen } from '@testing-library/react';
import { Form, HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import product from '../../resources/product';
import en from '../../i18n/en';
import ptBR from '../../i18n/pt-BR';
import { fieldInput } from '../../src/views/fields/FieldInput';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/auth/session', () => ({ recheckSession: vi.fn(async () => true), signOutEverywhere: vi.fn() }));
const { recheckSession } = await import('../../src/auth/session');
const { authProvider } = await import('../../src/providers/authProvider');
const { LookupError, asLookup } = await import('../../src/providers/lookup-error');

afterEach(cleanup);
beforeEach(() => vi.mocked(recheckSession).mockResolvedValue(true));

describe('a lookup that fails', () => {
  it('becomes a LookupError naming why, except a lost session (401), which stays as it was', async () => {
    const failWith = (status: number) => asLookup(() => Promise.reject(new HttpError('server text', status, {})));
    await expect(failWith(403)).rejects.toMatchObject({ message: 'lookup.forbidden', status: 403, lookup: true });
    await expect(failWith(500)).rejects.toMatchObject({ message: 'lookup.failed', status: 500, lookup: true });
    await expect(failWith(401)).rejects.toMatchObject({ message: 'server text', status: 401 });
    await expect(failWith(401)).rejects.not.toHaveProperty('lookup');
  });

  it('keeps the user on the form; a plain 403 still goes to /403, a disabled account to sign-in', async () => {
    await expect(authProvider.checkError(new LookupError('lookup.forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new LookupError('lookup.failed', 500))).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ redirectTo: '/403', logoutUser: false });
    vi.mocked(recheckSession).mockResolvedValueOnce(false);
    await expect(authProvider.checkError(new LookupError('lookup.forbidden', 403))).rejects.toEqual({
      redirectTo: '/auth/signin',
      logoutUser: false,
    });
  });

  for (const [locale, messages] of [
    ['en', en],
    ['pt-BR', ptBR],
  ] as [TestLocale, typeof en][]) {
    it(`shows in the reference input's helper text (${locale}), and the page stays`, async () => {
      const refuse = vi.fn(() => Promise.reject(new LookupError('lookup.forbidden', 403)));
      const dataProvider = { getList: refuse, getMany: refuse } as unknown as DataProvider;
      renderAdmin(
        <Routes>
          <Route
            path="/product/new"
            element={
              <ResourceContextProvider value="product">
                <Form>{fieldInput('customer', product.fields.customer, 'Customer', 'product')}</Form>
              </ResourceContextProvider>
            }
          />
          <Route path="/403" element={<p>the 403 page</p>} />
        </Routes>,
        { url: '/product/new', dataProvider, authProvider, locale },
      );
      await screen.findByText(messages.lookup.forbidden);
      expect(refuse).toHaveBeenCalled();
      expect(screen.queryByText('the 403 page')).toBeNull();
      expect(screen.getByRole('combobox', { name: /Customer/ })).toBeTruthy();
    });
  }
});
