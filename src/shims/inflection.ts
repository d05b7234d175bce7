/**
 * Stands in for the `inflection` package (15 KB) in the client build (aliased in vite.config.ts).
 * react-admin calls it only for fallback labels, "Created at" from `createdAt` and "shippers" from
 * `shipper`, shown where no translation exists; every label the app shows comes from i18n/. The same
 * results as the library for what react-admin hands it here, resource names to pluralize and field names
 * to humanize (tests/unit/inflection-shim.test.ts); English plural rules beyond those are not needed.
 */
export function capitalize(text: string): string {
  const lower = text.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
}

export function underscore(text: string): string {
  return text.split('::').map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, '')).join('/').toLowerCase();
}

export function humanize(text: string, lowFirstLetter = false): string {
  const words = text.toLowerCase().replace(/(_ids|_id)$/g, '').replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
}

const keepCase = (word: string, like: string) => (like === like.toUpperCase() ? word.toUpperCase() : word);

export function pluralize(word: string, plural?: string): string {
  if (plural) return plural;
  if (/[^aeiou]y$/i.test(word)) return keepCase(`${word.slice(0, -1)}ies`, word);
  if (/sis$/i.test(word)) return keepCase(`${word.slice(0, -2)}es`, word);
  if (/(s|x|z|ch|sh)$/i.test(word)) return keepCase(`${word}es`, word);
  return keepCase(`${word}s`, word);
}

export function singularize(word: string, singular?: string): string {
  if (singular) return singular;
  if (/yses$/i.test(word)) return keepCase(`${word.slice(0, -2)}is`, word);
  if (/[^aeiou]ies$/i.test(word)) return keepCase(`${word.slice(0, -3)}y`, word);
  if (/(ss|us|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/i.test(word)) return word;
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
}

export function inflect(word: string, count: number, singular?: string, plural?: string): string {
  if (Number.isNaN(count)) return word;
  return count === 1 ? singularize(word, singular) : pluralize(word, plural);
}

const steps: Record<string, (text: string) => string> = { underscore, humanize, capitalize, pluralize, singularize };

export function transform(text: string, methods: string[]): string {
  return methods.reduce((result, method) => {
    const step = steps[method];
    if (!step) throw new Error(`inflection shim: ${method} is not provided`);
    return step(result);
  }, text);
}
