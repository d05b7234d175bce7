/** Field labels from the catalogues; a missing label fails the test that needs it. */
import { catalogues, type Locale } from '../../i18n';

export function fieldLabel(locale: Locale, resource: string, field: string): string {
  const { resources } = catalogues[locale] as unknown as {
    resources: Record<string, { fields?: Record<string, string> }>;
  };
  const label = resources[resource]?.fields?.[field];
  if (typeof label !== 'string') throw new Error(`No ${locale} label for resources.${resource}.fields.${field}`);
  return label;
}
