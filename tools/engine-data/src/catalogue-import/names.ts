/**
 * Name clean-up and the similarity used by the de-duplication (two records within 150 m are the
 * same place when their names are similar).
 */
import { titleCase } from './title-case.js';

/**
 * The NPS itinerary data has names garbled by a bad find-and-replace (W→West, N→North, E→East at
 * word starts; see the reference README): "Westigwam Village Motel #6" is the Wigwam Village.
 * The whole list of garbled words found in the 44 files (checked by hand against the real names).
 */
const NPS_GARBLES: Record<string, string> = {
  Westigwam: 'Wigwam',
  Northob: 'Nob',
  Westalnut: 'Walnut',
  Westingate: 'Wingate',
  Eastast: 'East',
};

export function repairNpsName(name: string): string {
  return name.replace(/\b[A-Z][a-z]+\b/g, (w) => NPS_GARBLES[w] ?? w);
}

/** Display name: ALL-CAPS title-cased, corporate suffixes dropped, spaces tidied, ≤ 120 chars. */
export function cleanName(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  name = name.replace(/[,\s]+(?:INC\.?|INCORPORATED|LLC|L\.L\.C\.|CORP\.?|LTD\.?)$/i, '').trim();
  name = titleCase(name);
  name = name.replace(/\s+([,.;:])/g, '$1').replace(/^["'\s]+|["\s]+$/g, '').trim();
  if (name.length > 120) name = name.slice(0, 120).replace(/\s+\S*$/, '').trim();
  return name;
}

const STOP = new Set(['the', 'of', 'and', 'a', 'an', 'at', 'in', 'on', 'inc', 'co', 'for', 'de', 'du', 'la', 'le', 'des', 'et']);
/** Words that alone do not identify a place ("Ellis County Museum" vs "Ellis County Historical Society" share "ellis"). */
const GENERIC = new Set([
  'museum', 'historical', 'history', 'historic', 'society', 'county', 'association', 'center', 'centre', 'hot', 'spring',
  'warm', 'falls', 'fall', 'house', 'park', 'site', 'heritage', 'art', 'gallery', 'foundation', 'national', 'state',
  'city', 'town', 'village', 'memorial', 'preservation', 'library', 'cultural', 'culture', 'arts', 'garden', 'zoo',
  'st', 'saint', 'mount', 'mt', 'fort', 'ft', 'lake', 'river', 'creek', 'rock', 'big', 'little', 'old', 'new', 'north',
  'south', 'east', 'west', 'upper', 'lower', 'musee', 'historique', 'societe', 'centre', 'galerie', 'pillar', 'arch',
]);

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/\(historical\)/g, ' ')
    .replace(/^site of /, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Normalised tokens: folded, stop words out, a plural "s" dropped ("springs" = "spring"). */
export function nameTokens(name: string): Set<string> {
  const out = new Set<string>();
  for (const w of fold(name).split(' ')) {
    if (!w || STOP.has(w)) continue;
    out.add(w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
  }
  return out;
}

/**
 * Dice similarity of the token sets (0..1), but 0 unless the names share at least one
 * distinctive (non-generic) token — "Ellis County Museum" and "Hays County Museum" are not twins.
 */
export function nameSimilarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  let distinctive = false;
  for (const t of a) {
    if (b.has(t)) {
      shared++;
      if (!GENERIC.has(t)) distinctive = true;
    }
  }
  // names made only of generic words ("Hot Springs", "Historical Society") match only themselves
  const allGeneric = [...a].every((t) => GENERIC.has(t)) && [...b].every((t) => GENERIC.has(t));
  if (!distinctive && !(allGeneric && shared === a.size && shared === b.size)) return 0;
  return (2 * shared) / (a.size + b.size);
}

/** kebab-case ASCII slug. */
export function slug(s: string, max = 48): string {
  const out = fold(s).replace(/\s+/g, '-').replace(/^-+|-+$/g, '');
  return out.slice(0, max).replace(/-+$/g, '') || 'place';
}

/** Words a town's name carries beside its own ("Animas Forks Ghost Town", "Site of Aikman", "Tubb Town"). */
const TOWN_WORDS = new Set(['ghost', 'town', 'townsite', 'site']);

/** Abbreviations lists and our writers spell either way ("St. Elmo" = "Saint Elmo"). */
const SPELLED_OUT: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };

function townTokens(t: Set<string>): Set<string> {
  const out = new Set([...t].filter((w) => !TOWN_WORDS.has(w)).map((w) => SPELLED_OUT[w] ?? w));
  return out.size ? out : t;
}

/** One letter added or dropped in a long word ("Vicksburg" / "Vicksburgh"; not "Carlin" / "Marlin"). */
function nearlySpelled(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) !== 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/** b's spelling of each of a's words when one of b's is nearly the same (so Dice sees them as one). */
function respell(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].map((w) => (b.has(w) ? w : [...b].find((v) => !GENERIC.has(v) && nearlySpelled(w, v)) ?? w)));
}

/**
 * Two records of one town, kilometres apart as lists place them: the same name once "ghost town"
 * and "site of" are set aside, "St." spelt out and a letter too many or too few forgiven in long words ("Aikman" =
 * "Site of Aikman" = "Aikman Ghost Town", "St. Elmo" = "Saint Elmo", "Vicksburg" = "Vicksburgh";
 * Dice ≥ 0.8 of the rest), or — with `within` — every word of one inside the other ("Piedmont" in "Piedmont Charcoal
 * Kilns", "Point of Rocks" in "Point of Rocks Stage Station"), a distinctive word among them.
 */
export function sameTownName(a: Set<string>, b: Set<string>, within = false): boolean {
  const y = townTokens(b);
  const x = respell(townTokens(a), y);
  if (nameSimilarity(x, y) >= 0.8) return true;
  if (!within) return false;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return [...small].every((w) => large.has(w)) && [...small].some((w) => !GENERIC.has(w));
}
