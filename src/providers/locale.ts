/** The interface language, kept in localStorage; changing it reloads the page (docs/product-spec.md#areas-and-languages). */
import type { Locale } from '../../i18n/locales';

const KEY = 'language';

/** Portuguese where the browser prefers it (any pt-*), else English. */
const browserLocale = (): Locale =>
  (navigator.languages ?? [navigator.language])
    .find((tag) => /^(pt|en)\b/i.test(tag))
    ?.toLowerCase()
    .startsWith('pt')
    ? 'pt-BR'
    : 'en';

export function currentLocale(): Locale {
  const stored = localStorage.getItem(KEY);
  if (stored) return stored === 'pt-BR' ? 'pt-BR' : 'en';
  // A scanned packing slip opens /qr/… on the phone of someone who never chose a language here
  // (a customer's receiving clerk): it speaks the phone's.
  return window.location.pathname.startsWith('/qr/') ? browserLocale() : 'en';
}

export function changeLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
  window.location.reload();
}
