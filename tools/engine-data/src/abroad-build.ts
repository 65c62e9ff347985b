/**
 * Builds `data/abroad.tsv`: the names of places outside the US and Canada that travellers type
 * into a trip sentence ("a week in Paris", "castles in Scotland", "Mexico City"), so that the
 * reader can say where they are instead of planning a trip to a small namesake (Paris, TX) or
 * misreading the name (Mexico, MO and an interest called "City"). Deterministic.
 *
 *   npm run gazetteer:abroad      (or: npx nx run engine-data:abroad-build)
 *
 * Rows: `key  label  population`, sorted by key; population 0 for a country.
 * - countries: every ISO 3166 region Node's ICU names in English (CLDR, Unicode licence), the US,
 *   Canada and their territories left out, and the names people use for the United Kingdom's
 *   nations and a few countries' older English names;
 * - cities: GeoNames cities500 (CC BY 4.0, credited with the gazetteer) outside the US and Canada
 *   with 1,000,000+ people, and capitals with 300,000+.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeTownName } from '@roadgremlin/engine/gazetteer';
import { defaultInput } from './gazetteer-build.js';
import { GAZETTEER_DATA } from './paths.js';

export const DEFAULT_ABROAD_OUTPUT = join(GAZETTEER_DATA, 'abroad.tsv');

/** A city this big abroad is what its name means, unless the sentence says otherwise. */
export const BIG_CITY_ABROAD = 1_000_000;
/** …and a capital this big. */
export const CAPITAL_ABROAD = 300_000;

/** Regions that are the US, Canada, their territories, or no country at all. */
const NOT_ABROAD = new Set(['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM', 'EU', 'EZ', 'UN', 'ZZ']);
/**
 * Country names that are also what travellers call a part of North America (Georgia the state,
 * "Jersey" for New Jersey) are left to the US and Canada.
 */
const SHARED_NAMES = new Set(['GE', 'JE']);
/** Other English names of countries abroad. */
const OTHER_NAMES: readonly (readonly [string, string])[] = [
  ['England', 'GB'],
  ['Scotland', 'GB'],
  ['Wales', 'GB'],
  ['Northern Ireland', 'GB'],
  ['Britain', 'GB'],
  ['Great Britain', 'GB'],
  ['UK', 'GB'],
  ['Turkey', 'TR'],
  ['Ivory Coast', 'CI'],
  ['Korea', 'KR'],
  ['Czech Republic', 'CZ'],
];

export function buildAbroad(input = defaultInput()): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const rows = new Map<string, { label: string; population: number }>();
  const add = (name: string, label: string, population: number) => {
    const key = normalizeTownName(name);
    if (!key) return;
    const had = rows.get(key);
    // a country's name wins over a city's; of two cities the bigger
    if (had && (had.population === 0 || (population !== 0 && had.population >= population))) return;
    rows.set(key, { label, population });
  };
  const A = 'A'.charCodeAt(0);
  for (let i = 0; i < 26; i++) {
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      if (NOT_ABROAD.has(code) || SHARED_NAMES.has(code) || code[0] === 'Q' || (code[0] === 'X' && code !== 'XK')) continue;
      const name = names.of(code);
      if (!name || name === code || /unknown/i.test(name)) continue;
      add(name, name, 0);
    }
  }
  for (const [name] of OTHER_NAMES) add(name, name === 'UK' ? 'the United Kingdom' : name, 0);
  for (const line of readFileSync(input, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 15) continue;
    const country = f[8];
    if (NOT_ABROAD.has(country)) continue;
    const population = Number(f[14]);
    if (!(population >= BIG_CITY_ABROAD || (f[7] === 'PPLC' && population >= CAPITAL_ABROAD))) continue;
    const label = `${f[1]}, ${names.of(country) ?? country}`;
    add(f[1], label, population);
    if (f[2] !== f[1]) add(f[2], label, population);
  }
  const keys = [...rows.keys()].sort();
  return keys.map((k) => `${k}\t${rows.get(k)!.label}\t${rows.get(k)!.population}`).join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv.includes('--output') ? process.argv[process.argv.indexOf('--output') + 1] : DEFAULT_ABROAD_OUTPUT;
  const text = buildAbroad();
  writeFileSync(out, text);
  console.log(`wrote ${text.split('\n').length - 1} names to ${out}`);
}
