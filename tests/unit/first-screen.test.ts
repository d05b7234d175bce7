// @vitest-environment jsdom
/** The first screen's code starts loading with the configuration: sign-in when nobody is stored, the app when someone is. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { prefetchFirstScreen } from '../../src/first-screen';

const loaders = () => ({ signIn: vi.fn(() => Promise.resolve()), app: vi.fn(() => Promise.resolve()) });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('prefetchFirstScreen', () => {
  test('no stored sign-in: a private path starts loading the sign-in page, not the application', async () => {
    const load = loaders();
    expect(await prefetchFirstScreen('/shipper', load)).toBe('signIn');
    expect(load.signIn).toHaveBeenCalledOnce();
    expect(load.app).not.toHaveBeenCalled();
  });

  test.each([['localStorage'], ['sessionStorage']] as const)('a user stored in %s: the application', async (where) => {
    window[where].setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    const load = loaders();
    expect(await prefetchFirstScreen('/', load)).toBe('app');
    expect(load.app).toHaveBeenCalledOnce();
    expect(load.signIn).not.toHaveBeenCalled();
  });

  test('the sign-in path loads the sign-in page whatever is stored; other auth screens and the QR page nothing', async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    const load = loaders();
    expect(await prefetchFirstScreen('/auth/signin', load)).toBe('signIn');
    expect(await prefetchFirstScreen('/auth/signup', load)).toBeUndefined();
    expect(await prefetchFirstScreen('/qr/abc', load)).toBeUndefined();
    expect(load.signIn).toHaveBeenCalledOnce();
    expect(load.app).not.toHaveBeenCalled();
  });

  test('a failed head start is left to the route to report', async () => {
    const load = { signIn: vi.fn(() => Promise.reject(new Error('offline'))), app: vi.fn(() => Promise.resolve()) };
    await expect(prefetchFirstScreen('/', load)).resolves.toBe('signIn');
  });
});
