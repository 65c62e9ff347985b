/**
 * Title-casing for names published in ALL CAPS (IMLS museums): "WESTERVELT-WARNER MUSEUM OF
 * AMERICAN ART" → "Westervelt-Warner Museum of American Art", keeping acronyms ("USS", "WWII",
 * "YMCA"), roman numerals ("Louis XIV"), "Mc"/"O'" names and possessives ("Grandma's").
 */

/** Words kept upper-case as written (in ALL-CAPS museum names "US" is the country, not "us"). */
const ACRONYMS = new Set([
  'USS', 'USA', 'WWI', 'WWII', 'YMCA', 'YWCA', 'NASA', 'GAR', 'DAR', 'VFW', 'JFK', 'FDR', 'LBJ', 'IBM', 'UFO',
  'USAF', 'USMC', 'USCG', 'USN', 'CCC', 'WPA', 'NRA', 'RR', 'B&O', 'C&O', 'AT&T', 'NPS', 'BLM', 'TVA', 'CSA', 'CSS',
  'HMS', 'RCMP', 'NWMP', 'NHS', 'UNESCO', 'MIT', 'UCLA', 'USC', 'LSU', 'TCU', 'SMU', 'BYU', 'KU', 'OSU', 'UNC',
  'PT', 'LST', 'USO', 'AME', 'AMEZ', 'CME', 'KKK', 'NAACP', 'ROTC', 'JROTC', 'IOOF', 'BPOE', 'HQ',
  'TV', 'NYC', 'DC', 'KC', 'SS', 'MGM', 'RV', 'ATV', 'USDA', 'FBI', 'CIA', 'NSA', 'POW', 'GI', 'US',
  // state codes that are not also words or name particles ("DE", "LA", "IN", "OR", "ME" stay words)
  'NC', 'NJ', 'NY', 'VA', 'CT', 'WV', 'SC', 'TX', 'NH', 'NM', 'ND', 'SD', 'RI', 'WI', 'WY', 'AZ', 'AK', 'KY', 'KS',
  'TN', 'FL', 'MN', 'NV', 'VT', 'NE', 'CA',
]);
/** Abbreviations written with only their first letter capital. */
const ABBREVIATIONS = new Map(
  ['ST', 'MT', 'FT', 'DR', 'MR', 'MRS', 'MS', 'JR', 'SR', 'CO', 'INC', 'LTD', 'CORP', 'BROS', 'ASSN', 'SOC', 'HIST', 'NATL', 'INTL', 'CTR', 'MTN', 'PT'].map(
    (a) => [a, a[0] + a.slice(1).toLowerCase()] as const,
  ),
);
// "PT" is far more often "Point"/"Port" abbreviated than PT boats in museum names
ACRONYMS.delete('PT');
/** Short words in lower case unless first or last. */
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with', 'de', 'du', 'la', 'le', 'des', 'von', 'van', 'y']);
const ROMAN = /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII|XIII|XIV|XV|XVI|XX)$/;

function capitalise(part: string): string {
  if (!part) return part;
  const lower = part.toLowerCase();
  // McDonald, McKinley (but not "Mc" alone)
  if (/^mc[a-z]{2,}$/.test(lower)) return 'Mc' + lower[2].toUpperCase() + lower.slice(3);
  return lower[0].toUpperCase() + lower.slice(1);
}

function caseWord(word: string, first: boolean, last: boolean): string {
  const bare = word.replace(/[.,:;()"!?]+$/g, '').replace(/^[("]+/, '');
  if (!bare) return word;
  const upper = bare.toUpperCase();
  let cased: string;
  if (ACRONYMS.has(upper) || ROMAN.test(upper)) cased = upper;
  else if (ABBREVIATIONS.has(upper)) cased = ABBREVIATIONS.get(upper)!;
  else if (/^[A-Z]\.(?:[A-Z]\.)*$/.test(upper)) cased = upper; // initials "J.", "U.S."
  else if (!first && !last && SMALL.has(bare.toLowerCase())) cased = bare.toLowerCase();
  else if (/^\d/.test(bare)) cased = bare.toLowerCase(); // 1st, 4th, 1880s
  else if (/^[A-Z]$/.test(upper)) cased = upper;
  else {
    // O'Brien, D'Arcy; possessive 's stays lower; hyphenated parts each capitalised
    cased = bare
      .split('-')
      .map((part) => {
        const m = /^([A-Za-z])'([A-Za-z]{2,})$/.exec(part);
        if (m && m[1].toUpperCase() !== 'S') return m[1].toUpperCase() + "'" + capitalise(m[2]);
        const pos = /^(.*?)'(S|s)$/.exec(part);
        if (pos) return capitalise(pos[1]) + "'s";
        return capitalise(part);
      })
      .join('-');
  }
  return word.replace(bare, cased);
}

/** True when a name has no lower-case letters and at least three upper-case ones. */
export function isAllCaps(name: string): boolean {
  return !/[a-z]/.test(name) && (name.match(/[A-Z]/g)?.length ?? 0) >= 3;
}

/** Title-cases an ALL-CAPS name; other names are returned unchanged (already cased by their source). */
export function titleCase(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!isAllCaps(clean)) return clean;
  const words = clean.split(' ');
  return words.map((w, i) => caseWord(w, i === 0, i === words.length - 1)).join(' ');
}
