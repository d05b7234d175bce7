/** One page of GET /api/inventory: parts on hand by customer, with the server's subtotals and grand total. */
import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../providers/dataProvider';

export type { InventoryAnswer, InventoryRow } from '../../../resources/kit/inventory-answer';

export function useInventory(page: number, perPage: number) {
  return useQuery({
    queryKey: ['inventory', page, perPage],
    queryFn: () => dataProvider.inventory(perPage, page * perPage),
    placeholderData: (previous) => previous,
  });
}
