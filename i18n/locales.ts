/** The supported languages, without loading their catalogues. English is the default. */
export const locales = ['en', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];
