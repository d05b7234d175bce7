/** What a new record's form starts with, derived from each field's declaration. */
import { format } from 'date-fns';
import type { ResourceDefinition } from './types';

/**
 * Today as YYYY-MM-DD in the calendar of whoever runs it (the browser's time zone): at 22:00 in
 * São Paulo it is still today there, where `toISOString()` would already say tomorrow (UTC).
 */
export const localToday = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd');

/**
 * Each writable field's `default`, today for dates declared `defaultToday`, and the shop's own for
 * choices declared `fromShop` (a customer's country).
 */
export function formDefaults(
  resource: Pick<ResourceDefinition, 'fields'>,
  now: Date = new Date(),
  shop: { country?: string | null } = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    if (field.type === 'date' && field.defaultToday) values[name] = localToday(now);
    else if (field.default !== undefined) values[name] = field.default;
    else if (field.type === 'choice' && field.fromShop && shop[field.fromShop]) values[name] = shop[field.fromShop];
  }
  return values;
}
