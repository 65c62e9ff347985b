/**
 * Places outside the US and Canada that travellers name ("a week in Paris", "castles in Scotland",
 * "Mexico City"): countries, and cities abroad of a million people (capitals of 300,000), from
 * `data/abroad.tsv` (built by `npm run gazetteer:abroad` from GeoNames cities500 and the
 * Unicode CLDR's country names). The reader uses them to say where such a place is rather than
 * plan a trip to a small namesake. Read lazily, once per process (~800 names).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeTownName } from './normalize.js';

export interface Abroad {
  /** "Paris, France"; a country's own name ("Scotland"). */
  label: string;
  /** People in the city; 0 for a country. */
  population: number;
  /** The name says its country abroad ("London, England"): abroad, whatever namesakes we know. */
  qualified?: boolean;
}

export const ABROAD_FILE = join(dirname(fileURLToPath(import.meta.url)), 'data', 'abroad.tsv');

let table: Map<string, Abroad> | undefined;

function load(): Map<string, Abroad> {
  if (table) return table;
  table = new Map();
  for (const line of readFileSync(ABROAD_FILE, 'utf8').split('\n')) {
    const [key, label, population] = line.split('\t');
    if (key && label) table.set(key, { label, population: Number(population) });
  }
  return table;
}

/**
 * The place abroad this name means, if any: the name itself ("Paris", "Mexico City"), or a name
 * followed by the country abroad it is in ("London, England", "Sydney Australia"), when those words
 * are a town's name (`isTownName`, on the folded name).
 */
export function abroadName(name: string, isTownName: (key: string) => boolean): Abroad | undefined {
  const key = normalizeTownName(name);
  if (!key) return undefined;
  const t = load();
  const whole = t.get(key);
  if (whole) return whole;
  const words = key.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const country = t.get(words.slice(-n).join(' '));
    // (the words before the country are a town's name, here or abroad: "castles in england" is no town)
    const town = words.slice(0, -n).join(' ');
    if (country?.population === 0 && (t.get(town)?.population || isTownName(town))) {
      const typed = name.trim().split(/[\s,]+/).slice(0, -n).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
      return { label: `${typed}, ${country.label}`, population: 0, qualified: true };
    }
  }
  return undefined;
}
