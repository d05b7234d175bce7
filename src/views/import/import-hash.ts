/**
 * The importHash sent with each row (docs/product-spec.md#import): the same data always gives
 * the same hash, whatever the key order, so the server can refuse a second import.
 */

/** JSON with object keys sorted at every depth. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  // undefined alone (not as a property) has no JSON form; treat it as null.
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the row's stable JSON, as lowercase hex. */
export async function importHash(data: Record<string, unknown>): Promise<string> {
  const bytes = new TextEncoder().encode(stableJson(data));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
