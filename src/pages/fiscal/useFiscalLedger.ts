/** GET /api/fiscal-notes for a period, refetched as the period changes; the last answer stays on screen meanwhile. */
import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../providers/dataProvider';

export function useFiscalLedger(from: string, to: string) {
  return useQuery({
    queryKey: ['fiscal-notes', from, to],
    queryFn: () => dataProvider.fiscalNotes(from, to),
    placeholderData: (previous) => previous,
    retry: false,
  });
}
