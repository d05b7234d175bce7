/**
 * GET /api/inventory's answer as a schema: the route and GET /api/openapi.json describe
 * it, and the server's and the inventory page's types are inferred from it. Only the server loads zod
 * for it: the client imports the types alone.
 */
import { z } from 'zod';

const onHand = z.number().meta({ description: 'Parts on hand' });

const inventoryRow = z.object({
  id: z.string(),
  part: z.string(),
  name: z.string().nullable(),
  customer: z.string().meta({ description: "The customer's id" }),
  customerName: z.string(),
  inventory: onHand,
});

export const inventoryAnswer = z
  .object({
    rows: z.array(inventoryRow).meta({ description: 'This page of parts on hand, by customer then part' }),
    count: z.number().int().meta({ description: 'Parts (products) on hand in all' }),
    customers: z
      .array(z.object({ id: z.string(), name: z.string(), parts: z.number().int(), onHand }))
      .meta({ description: 'Every customer with a part on the page, summed over all its parts on hand' }),
    total: z.object({ parts: z.number().int(), onHand }).meta({ description: 'Over every part on hand' }),
  })
  .meta({ description: 'A page of customers with their parts on hand, subtotals and the grand total' });

export type InventoryAnswer = z.infer<typeof inventoryAnswer>;
export type InventoryRow = InventoryAnswer['rows'][number];
