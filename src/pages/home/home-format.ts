/** How the home dashboard writes months and list links (numbers and money: useFormat). */
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ResourceDefinition } from '../../../resources';

/** The date-fns locale of the interface language. */
export const dateLocale = (locale: string) => (locale === 'pt-BR' ? ptBR : enUS);

/** 'YYYY-MM' as a short month name in the interface language ("Jan 26", "jan 26"). */
export function monthLabel(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return format(new Date(year, monthNumber - 1, 1), 'MMM yy', { locale: dateLocale(locale) });
}

/**
 * A resource list opened with a filter: react-admin keeps list filters in the URL as JSON
 * (`?filter={"lowStock":true}`) and turns them into the API's bracket form (filter[lowStock]=true).
 */
export function filteredListUrl(resource: ResourceDefinition, filter: Record<string, unknown>): string {
  const shown = Object.fromEntries(Object.keys(filter).map((key) => [key, true]));
  const query = new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(shown) });
  return `/${resource.path}?${query.toString()}`;
}
