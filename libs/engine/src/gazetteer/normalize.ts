/**
 * Name folding for town lookups: case- and accent-insensitive, punctuation-free,
 * with "St."/"Ste."/"Mt."/"Ft." expanded so "St. John's" == "Saint John's".
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort', pt: 'point',
};

export function normalizeTownName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(name) ? name : name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    // an elision is part of the next word, however it was typed: "d'Orléans", "d' Orléans", "d Orleans"
    .replace(/['’`]\s*/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\b([dl]) (?=[a-z])/g, '$1')
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}
