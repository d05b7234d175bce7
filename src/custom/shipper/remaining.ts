/** Parts of a shipper not yet on an Active packing list. */
export const remainingOf = (shipper: Record<string, unknown> | undefined) =>
  Math.max(Number(shipper?.quantity ?? 0) - Number(shipper?.packed ?? 0), 0);
