// @vitest-environment jsdom
/**
 * Saved list state (sort, filters, page size) is per signed-in user: each user's react-admin store
 * lives under its own localStorage prefix, the old shared store is dropped, and resetting one
 * user's store (react-admin's sign-out does) leaves the others'.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userStore, userStorePrefix } from '../../src/providers/list-store';

afterEach(() => localStorage.clear());

const params = { filter: { po: 'PO-8' }, sort: 'price', order: 'DESC', page: 1, perPage: 20 };

describe('the list store', () => {
  it("keeps each user's list state apart, even for ids that start alike", () => {
    const [u1, u10] = [userStore('u1'), userStore('u10')];
    u1.setup();
    u10.setup();
    u1.setItem('product.listParams', params);
    expect(u10.getItem('product.listParams')).toBeUndefined();
    expect(userStore('u1').getItem('product.listParams')).toEqual(params);
    expect(Object.keys(localStorage).filter((key) => key.endsWith('.listParams'))).toEqual([
      `${userStorePrefix('u1')}.product.listParams`,
    ]);

    u10.setItem('customer.listParams', params);
    u1.reset();
    expect([u1.getItem('product.listParams'), u10.getItem('customer.listParams')]).toEqual([undefined, params]);
  });

  it('drops the store every user of the browser shared before', () => {
    localStorage.setItem('RaStore.product.listParams', JSON.stringify(params));
    localStorage.setItem('RaStore.version', '1');
    localStorage.setItem('locale', 'pt-BR');
    const store = userStore('u1');
    store.setup();
    expect(store.getItem('product.listParams')).toBeUndefined();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('RaStore.'))).toEqual([]);
    expect(localStorage.getItem('locale')).toBe('pt-BR');
  });
});
