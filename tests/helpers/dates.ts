/**
 * Days for records that must stay ahead of today (an invoice not yet due), within the year ahead a
 * date of something that happened may reach (resources/kit/field-rules.ts). A test writes its days
 * as month and day of a calendar year (`later('03-06')`) that starts tomorrow: the gaps between
 * days are kept, so a 45-day term from `later('01-20')` still falls on `later('03-06')`.
 */
const DAY = 86_400_000;

/** Today plus `days`, as the server's records hold dates (UTC, `YYYY-MM-DD`). */
export const daysFromToday = (days: number, now = Date.now()) => new Date(now + days * DAY).toISOString().slice(0, 10);

/** `MM-DD` of a 365-day year whose 01-01 is tomorrow. */
export function later(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return daysFromToday(1 + (Date.UTC(2099, month - 1, day) - Date.UTC(2099, 0, 1)) / DAY);
}
