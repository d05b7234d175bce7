/** The report's date range, read from and written to the address (report-range.ts). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromSearch, rangeProblem, type ReportRange } from './report-range';

export function useReportRange() {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => rangeFromSearch(search), [search]);
  const problem = useMemo(() => rangeProblem(range), [range]);
  const change = useCallback(
    (side: keyof ReportRange, value: string) =>
      // Both sides written, so the address alone says what the report shows, whatever today is
      // when it is opened again; replaced, so typing a date does not fill the Back button's history.
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const now = rangeFromSearch(current);
          next.set('from', side === 'from' ? value : now.from);
          next.set('to', side === 'to' ? value : now.to);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { range, problem, change };
}
