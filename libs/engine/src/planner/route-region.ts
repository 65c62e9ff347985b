/** Travel regions for the journey-activity feed: a journey's `routeRegion` (docs/product/api.md#journey-activity-and-pictures). */
const MACRO: Readonly<Record<string, string>> = {
  AZ: 'Southwest', NM: 'Southwest', NV: 'Southwest', UT: 'Southwest',
  CO: 'Rocky Mountains', MT: 'Rocky Mountains', WY: 'Rocky Mountains',
  WA: 'Pacific Northwest', OR: 'Pacific Northwest', ID: 'Pacific Northwest',
  CA: 'California',
  ND: 'Great Plains', SD: 'Great Plains', NE: 'Great Plains', KS: 'Great Plains',
  TX: 'South Central', OK: 'South Central', AR: 'South Central', LA: 'South Central',
  IL: 'Midwest', IN: 'Midwest', IA: 'Midwest', MI: 'Midwest', MN: 'Midwest', MO: 'Midwest', OH: 'Midwest', WI: 'Midwest',
  TN: 'Southeast', KY: 'Southeast', AL: 'Southeast', MS: 'Southeast', GA: 'Southeast', FL: 'Southeast', SC: 'Southeast', NC: 'Southeast',
  NY: 'Mid-Atlantic', NJ: 'Mid-Atlantic', PA: 'Mid-Atlantic', DE: 'Mid-Atlantic', MD: 'Mid-Atlantic', DC: 'Mid-Atlantic', VA: 'Mid-Atlantic', WV: 'Mid-Atlantic',
  ME: 'New England', NH: 'New England', VT: 'New England', MA: 'New England', RI: 'New England', CT: 'New England',
  AK: 'Alaska', HI: 'Hawaii',
  BC: 'British Columbia', AB: 'Alberta', SK: 'Prairies', MB: 'Prairies', ON: 'Ontario', QC: 'Quebec',
  NB: 'Atlantic Canada', NS: 'Atlantic Canada', PE: 'Atlantic Canada', NL: 'Atlantic Canada',
  YT: 'Northern Canada', NT: 'Northern Canada', NU: 'Northern Canada',
};

export function macroRegion(regionCode: string): string {
  return MACRO[regionCode.toUpperCase()] ?? 'North America';
}

/**
 * The travel region a trip mostly runs through: the most common macro region among its ends and
 * stops; ties go to the one met first (the origin's).
 */
export function routeRegionOf(regionCodes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const code of regionCodes) {
    const m = macroRegion(code);
    counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  let best = 'North America';
  let bestN = 0;
  for (const [m, n] of counts) {
    if (n > bestN) {
      best = m;
      bestN = n;
    }
  }
  return best;
}
