/**
 * A report's date range as the address carries it (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), so a report
 * can be shared and reloaded; pure, so the rules are tested without a browser.
 */
import { format, isValid, parse, subMonths } from 'date-fns';

export interface ReportRange {
  /** YYYY-MM-DD, or '' for no bound on that side. */
  from: string;
  to: string;
}

/** Why a range cannot be reported on: a bound that is not a date, or From after To. */
export type RangeProblem =
  | { key: 'custom.report.range.invalidDate'; args: { value: string } }
  | { key: 'custom.report.range.fromAfterTo'; args: { from: string; to: string } };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The last twelve months to today, in the reader's calendar: what a report shows unless asked otherwise. */
export const defaultRange = (today: Date = new Date()): ReportRange => ({
  from: day(subMonths(today, 12)),
  to: day(today),
});

/** A real calendar day: 2026-02-30 matches the form but is not one. */
export function isDay(value: string): boolean {
  return DAY.test(value) && isValid(parse(value, 'yyyy-MM-dd', new Date()));
}

/** The range the address asks for; a side it leaves out takes the default, a side given empty has no bound. */
export function rangeFromSearch(search: URLSearchParams, today: Date = new Date()): ReportRange {
  const fallback = defaultRange(today);
  return { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
}

export function rangeProblem({ from, to }: ReportRange): RangeProblem | null {
  for (const value of [from, to])
    if (value !== '' && !isDay(value)) return { key: 'custom.report.range.invalidDate', args: { value } };
  // Same-form days compare as text.
  if (from && to && from > to) return { key: 'custom.report.range.fromAfterTo', args: { from, to } };
  return null;
}
