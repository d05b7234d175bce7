/** One catalogue's phrases added into another, section by section: the server's and the browser's catalogues are built this way. */
export type Catalogue = { [key: string]: string | Catalogue };

export function mergedCatalogue(base: Catalogue, extra: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const mine = out[key];
    out[key] = typeof value === 'object' && typeof mine === 'object' ? mergedCatalogue(mine, value) : value;
  }
  return out;
}
