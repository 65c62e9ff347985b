/**
 * Region (state / province / territory) code tables for the United States and Canada.
 * Codes are USPS state codes (incl. "DC") and Canada Post province/territory codes.
 */

export type CountryCode = 'US' | 'CA';

export const US_STATES = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
  CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
  IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
  MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
} as const;

export const CA_PROVINCES = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan',
} as const;

export const CA_TERRITORIES = {
  NT: 'Northwest Territories', NU: 'Nunavut', YT: 'Yukon',
} as const;

export type UsRegionCode = keyof typeof US_STATES;
export type CaRegionCode = keyof typeof CA_PROVINCES | keyof typeof CA_TERRITORIES;
export type RegionCode = UsRegionCode | CaRegionCode;

export const CA_REGIONS: Record<CaRegionCode, string> = { ...CA_PROVINCES, ...CA_TERRITORIES };

export const US_REGION_CODES = Object.keys(US_STATES) as UsRegionCode[];
export const CA_PROVINCE_CODES = Object.keys(CA_PROVINCES) as (keyof typeof CA_PROVINCES)[];
export const CA_TERRITORY_CODES = Object.keys(CA_TERRITORIES) as (keyof typeof CA_TERRITORIES)[];
export const CA_REGION_CODES = Object.keys(CA_REGIONS) as CaRegionCode[];

/** GeoNames admin1 numbers for Canada → province/territory code. */
export const GEONAMES_CA_ADMIN1: Readonly<Record<string, CaRegionCode>> = {
  '01': 'AB', '02': 'BC', '03': 'MB', '04': 'NB', '05': 'NL', '07': 'NS', '08': 'ON',
  '09': 'PE', '10': 'QC', '11': 'SK', '12': 'YT', '13': 'NT', '14': 'NU',
};

/** Extra spellings people use for regions (lower-case, accent-free). */
const REGION_ALIASES: Readonly<Record<string, RegionCode>> = {
  'washington dc': 'DC', 'washington d c': 'DC', 'd c': 'DC',
  'newfoundland': 'NL', 'labrador': 'NL', 'pei': 'PE', 'p e i': 'PE',
  'yukon territory': 'YT', 'the yukon': 'YT', 'nwt': 'NT', 'quebec': 'QC',
  // the French names of the provinces and of the states whose French name differs from the English
  'colombie britannique': 'BC', 'nouveau brunswick': 'NB', 'terre neuve': 'NL', 'terre neuve et labrador': 'NL',
  'nouvelle ecosse': 'NS', 'ile du prince edouard': 'PE', 'territoires du nord ouest': 'NT',
  'californie': 'CA', 'caroline du nord': 'NC', 'caroline du sud': 'SC', 'dakota du nord': 'ND',
  'dakota du sud': 'SD', 'floride': 'FL', 'georgie': 'GA', 'hawai': 'HI', 'louisiane': 'LA',
  'nouveau mexique': 'NM', 'nouvel hampshire': 'NH', 'new hampshire': 'NH', 'pennsylvanie': 'PA',
  'virginie': 'VA', 'virginie occidentale': 'WV', 'etat de new york': 'NY', 'etat de washington': 'WA',
};

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const nameToCode = new Map<string, { code: RegionCode; country: CountryCode }>();
for (const [code, name] of Object.entries(US_STATES)) {
  nameToCode.set(fold(name), { code: code as RegionCode, country: 'US' });
}
for (const [code, name] of Object.entries(CA_REGIONS)) {
  nameToCode.set(fold(name), { code: code as RegionCode, country: 'CA' });
}
// a name of several words typed as one ("westvirginia", "newmexico", "britishcolumbia")
for (const [k, v] of [...nameToCode]) if (k.includes(' ')) nameToCode.set(k.replace(/ /g, ''), v);

export function isUsRegion(code: string): code is UsRegionCode {
  return Object.prototype.hasOwnProperty.call(US_STATES, code);
}

export function isCaRegion(code: string): code is CaRegionCode {
  return Object.prototype.hasOwnProperty.call(CA_REGIONS, code);
}

/** Country a region code belongs to. The codes of the two countries do not overlap. */
export function countryOfRegion(code: string): CountryCode | undefined {
  const c = code.toUpperCase();
  if (isUsRegion(c)) return 'US';
  if (isCaRegion(c)) return 'CA';
  return undefined;
}

/** Full name of a region code ("NV" → "Nevada", "YT" → "Yukon"). */
export function regionName(code: string): string | undefined {
  const c = code.toUpperCase();
  if (isUsRegion(c)) return US_STATES[c];
  if (isCaRegion(c)) return CA_REGIONS[c];
  return undefined;
}

/**
 * Region code from a code or a name ("nv", "Nevada", "Québec", "Washington DC").
 * A bare "Washington" means the state; pass a country to restrict the lookup.
 */
export function regionCode(input: string, country?: CountryCode): RegionCode | undefined {
  const folded = fold(input);
  if (!folded) return undefined;
  const upper = folded.replace(/ /g, '').toUpperCase();
  if (upper.length === 2) {
    const ctry = countryOfRegion(upper);
    if (ctry && (!country || ctry === country)) return upper as RegionCode;
  }
  const byName = nameToCode.get(folded);
  if (byName && (!country || byName.country === country)) return byName.code;
  const alias = REGION_ALIASES[folded];
  if (alias && (!country || countryOfRegion(alias) === country)) return alias;
  return undefined;
}

export { fold as foldRegionText };
