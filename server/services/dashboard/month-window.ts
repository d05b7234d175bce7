/**
 * The dashboard's seven months, the current one last, as the shop's calendar sees them:
 * dates are plain `date` columns (no time zone), so the window is in the server's local time.
 */
import { addMonths, format, startOfMonth, subMonths } from 'date-fns';

export const DASHBOARD_MONTHS = 7;

export interface MonthWindow {
  /** 'YYYY-MM', oldest first. */
  months: string[];
  /** First day of the oldest month, inclusive ('YYYY-MM-DD'). */
  from: string;
  /** First day of the month after the current one, exclusive. */
  to: string;
}

export function monthWindow(now: Date = new Date(), count = DASHBOARD_MONTHS): MonthWindow {
  const first = startOfMonth(subMonths(now, count - 1));
  const months = Array.from({ length: count }, (_, i) => format(addMonths(first, i), 'yyyy-MM'));
  return { months, from: format(first, 'yyyy-MM-dd'), to: format(addMonths(first, count), 'yyyy-MM-dd') };
}

/** Grouped rows ({month, value}) laid out on the window, 0 where a month has none. */
export function perMonth(window: MonthWindow, rows: { month: string; value: unknown }[]): number[] {
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.value ?? 0)]));
  return window.months.map((month) => byMonth.get(month) ?? 0);
}
