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
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}
