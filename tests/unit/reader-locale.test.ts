// @vitest-environment jsdom
/**
 * The interface language: the one the user chose here; else English, but on a scanned packing slip's
 * public page (/qr/…) the phone's own (issue 40: a customer's clerk reads it in Portuguese).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocale } from '../../src/providers/locale';

const at = (path: string, languages: string[]) => {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('currentLocale', () => {
  it('on the public QR page follows the phone: Portuguese of any country, else English', () => {
    at('/qr/00000000-0000-4000-8000-000000000001', ['pt-PT', 'en']);
    expect(currentLocale()).toBe('pt-BR');
    at('/qr/00000000-0000-4000-8000-000000000001', ['fr-FR', 'en-GB', 'pt-BR']);
    expect(currentLocale()).toBe('en');
    at('/qr/00000000-0000-4000-8000-000000000001', ['de-DE']);
    expect(currentLocale()).toBe('en');
  });

  it('a language chosen here wins, and the signed-in app does not follow the browser', () => {
    at('/qr/00000000-0000-4000-8000-000000000001', ['pt-BR']);
    localStorage.setItem('language', 'en');
    expect(currentLocale()).toBe('en');
    localStorage.clear();
    at('/customer', ['pt-BR']);
    expect(currentLocale()).toBe('en');
    localStorage.setItem('language', 'pt-BR');
    expect(currentLocale()).toBe('pt-BR');
  });
});
