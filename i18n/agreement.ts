/**
 * Portuguese agreement with a field's label: "Unidade deve ser selecionada", "Receita é obrigatória",
 * "Papéis são obrigatórios". Messages take `%{o}` (o, a, os, as) and `%{e}` (é, são) after the label;
 * English messages leave them out. Read from the label's first word, as Portuguese grammar does,
 * with the masculine nouns that end like feminine ones listed.
 */
const masculineA = new Set([
  'dia',
  'mapa',
  'sistema',
  'problema',
  'tema',
  'idioma',
  'programa',
  'esquema',
  'clima',
  'telefonema',
]);
const invariantS = new Set(['status', 'mês', 'país', 'lápis', 'gás', 'ônibus', 'cnpj']);
const feminineEndings = ['a', 'ção', 'são', 'dade', 'gem', 'tude', 'ie', 'ise', 'ose'];

function singular(word: string): string {
  if (word.endsWith('ões')) return `${word.slice(0, -3)}ão`;
  if (word.endsWith('éis')) return `${word.slice(0, -3)}el`;
  if (/(r|z|s)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

export interface Agreement {
  /** The article-like ending: o, a, os, as. */
  o: string;
  /** The verb "to be": é, são. */
  e: string;
}

export function agreement(label: string): Agreement {
  // "Não conformidade" agrees with its noun, not with the "não" before it.
  const first = (
    label
      .trim()
      .replace(/^não\s+/i, '')
      .split(/[\s(/]/)[0] ?? ''
  ).toLowerCase();
  const plural = first.length > 3 && first.endsWith('s') && !invariantS.has(first);
  const word = plural ? singular(first) : first;
  const feminine = !masculineA.has(word) && feminineEndings.some((ending) => word.endsWith(ending));
  return { o: `${feminine ? 'a' : 'o'}${plural ? 's' : ''}`, e: plural ? 'são' : 'é' };
}
