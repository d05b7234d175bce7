/** One page of GET /api/inventory: parts on hand by customer, with the server's subtotals and grand total. */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../providers/api';

export interface InventoryRow {
  id: string;
  part: string;
  name: string | null;
  customer: string;
  customerName: string;
  inventory: number;
}

export interface InventoryAnswer {
  rows: InventoryRow[];
  count: number;
  customers: { id: string; name: string; parts: number; onHand: number }[];
  total: { parts: number; onHand: number };
}

export function useInventory(page: number, perPage: number) {
  return useQuery({
    queryKey: ['inventory', page, perPage],
    queryFn: () => apiFetch<InventoryAnswer>('inventory', { query: { limit: perPage, offset: page * perPage } }),
    placeholderData: (previous) => previous,
  });
}
