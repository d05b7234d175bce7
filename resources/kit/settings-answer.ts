/**
 * GET and PUT /api/settings' answer as a schema: what every signed-in user's client receives of the
 * shop's settings (the full company profile is the owner's). The routes describe it by this schema and
 * ShopSettings is inferred from it (settings.ts names it for the client, which imports the type alone).
 */
import { z } from 'zod';
import { locales } from '../../i18n/locales';
import { analysisStaleDaysRange, currencyCodes, themeModes, themeNames } from './settings';

export const shopSettingsAnswer = z
  .object({
    theme: z.enum(themeNames),
    mode: z.enum(themeModes),
    currency: z
      .enum(currencyCodes)
      .meta({ description: "The shop's money (ISO 4217), for Intl.NumberFormat everywhere amounts are shown" }),
    country: z.string().nullable().meta({
      description:
        "The shop's country (ISO 3166-1 alpha-2): its profile's, else its currency's; a new customer's starts as it",
    }),
    documentLanguage: z
      .enum(locales)
      .meta({ description: 'What documents print in unless their customer chose a language' }),
    profileFilled: z.boolean().meta({
      description: 'The company profile has its name and address: until then the home page asks the owner for it',
    }),
    analysisStaleDays: z
      .number()
      .int()
      .min(analysisStaleDaysRange.min)
      .max(analysisStaleDaysRange.max)
      .meta({ description: 'Days without an analysis before a tank counts as Not analysed' }),
    analysisInstrumentRequired: z
      .boolean()
      .meta({ description: 'Bath analyses must name the instrument they were measured with' }),
    paymentTerms: z.array(z.string().regex(/^[DT]\d{1,3}$/)).meta({
      description:
        "The shop's own payment terms (D0 à vista, D28; 30 days is T30), offered for customers beside T30, T45, T60",
    }),
  })
  .meta({ description: 'Theme, mode, currency, document language and the like' });

export type ShopSettings = z.infer<typeof shopSettingsAnswer>;
