/** Days of the demonstration year, as the shop's records hold them: yyyy-MM-dd (UTC). */
import type { Random } from './random';

export const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days between two yyyy-MM-dd dates (b - a). */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/** A moment during the working day (07:00-17:59 UTC) of `day`. */
export function workTime(random: Random, day: string): Date {
  const minutes = random.int(7 * 60, 17 * 60 + 59);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + minutes * 60_000 + random.int(0, 59_999));
}

/** Weekends see little traffic; Sundays almost none. */
export function dayWeight(day: string): number {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday === 0 ? 0.05 : weekday === 6 ? 0.15 : 1;
}

/** The 365 days ending `today`, oldest first. */
export function yearOfDays(today: string): string[] {
  return Array.from({ length: 365 }, (_, i) => addDays(today, i - 364));
}

/**
 * Spreads `total` events over `days` by their weights, exactly `total` in all
 * (running rounding, so no day drifts by more than one).
 */
export function spread(total: number, days: readonly string[]): number[] {
  const weights = days.map(dayWeight);
  const sum = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  let given = 0;
  return weights.map((weight) => {
    running += (weight / sum) * total;
    const upTo = Math.round(running);
    const count = upTo - given;
    given = upTo;
    return count;
  });
}
