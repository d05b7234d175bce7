/**
 * The other languages' translators, for option labels an import file may hold in them (a Brazilian
 * office's file read by an English-speaking user). Loaded with the file, on the import screen only.
 */
import { locales } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/render';
import { firstCatalogue } from '../../providers/i18nProvider';
import { currentLocale } from '../../providers/locale';
import { messageI18nProvider } from '../../providers/message-i18n';

export async function otherLanguages(): Promise<Translate[]> {
  const current = currentLocale();
  try {
    return await Promise.all(
      locales
        .filter((locale) => locale !== current)
        .map(async (locale) => {
          const catalogue = await firstCatalogue(locale);
          return messageI18nProvider(() => catalogue, locale).translate;
        }),
    );
  } catch {
    // Offline or a failed download: the user's own language's labels and the codes still import.
    return [];
  }
}
