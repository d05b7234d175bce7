/**
 * The API's bracket-form query string (docs/product-spec.md#api-calls), as qs.stringify writes it
 * with `{ arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true }`, in a few lines instead
 * of qs and its helpers, which every list's first request would load (docs/decisions.md#figures-behind-code-comments).
 * filter[name]=acme&filter[dateRange][0]=2026-01-01: names as they are, values percent-encoded
 * (RFC 3986, so ! ' ( ) * too), null and undefined left out, dates as ISO text.
 */
const encodeValue = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function pairs(name: string, value: unknown, out: string[]): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) out.push(`${name}=${encodeValue(value.toISOString())}`);
  else if (Array.isArray(value)) value.forEach((item, index) => pairs(`${name}[${index}]`, item, out));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pairs(`${name}[${key}]`, item, out);
  else out.push(`${name}=${encodeValue(String(value))}`);
}

export function bracketQuery(query: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [name, value] of Object.entries(query)) pairs(name, value, out);
  return out.join('&');
}
