/**
 * Coverage of the whole catalogue (curated + imported tiers, docs/product/quality.md#catalogue): at least 25,000
 * places, at least 30 in every state, DC, province and territory, and each of the themes
 * ghost-town, abandoned, art/sculpture, museum, nature and historic present in every region whose
 * source rows carry it (as recorded by the importer in data/imported-summary.json).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { places } from '../src/catalogue/index.js';
import type { Theme } from '../src/catalogue/schema.js';
import { CA_REGION_CODES, CA_REGIONS, US_REGION_CODES, US_STATES } from '../src/gazetteer/index.js';

const summary = JSON.parse(readFileSync(new URL('../src/catalogue/data/imported-summary.json', import.meta.url), 'utf8')) as {
  sourceThemesByRegion: Record<string, Theme[]>;
};
const curatedIds = JSON.parse(readFileSync(new URL('../src/catalogue/data/curated-source-ids.json', import.meta.url), 'utf8')) as Record<
  string,
  string[]
>;

const MIN_PER_REGION = 30;
/** Theme groups the issue names; "art/sculpture" is satisfied by either. */
const THEME_GROUPS: Theme[][] = [['ghost-town'], ['abandoned'], ['art', 'sculpture'], ['museum'], ['nature'], ['historic']];

const byRegion = new Map<string, typeof places[number][]>();
for (const p of places) {
  const l = byRegion.get(p.region);
  if (l) l.push(p);
  else byRegion.set(p.region, [p]);
}

describe('catalogue coverage (both tiers)', () => {
  it('holds at least 25,000 places', () => {
    expect(places.length).toBeGreaterThanOrEqual(25_000);
  });

  it(`every US state, DC, province and territory has at least ${MIN_PER_REGION} places`, () => {
    const thin = [...US_REGION_CODES, ...CA_REGION_CODES]
      .map((r) => [r, byRegion.get(r)?.length ?? 0] as const)
      .filter(([, n]) => n < MIN_PER_REGION);
    expect(thin).toEqual([]);
  });

  it('each of ghost-town, abandoned, art/sculpture, museum, nature, historic is present wherever the sources have it', () => {
    const missing: string[] = [];
    for (const [region, sourceThemes] of Object.entries(summary.sourceThemesByRegion)) {
      const here = new Set((byRegion.get(region) ?? []).flatMap((p) => p.themes));
      for (const group of THEME_GROUPS) {
        if (group.some((t) => sourceThemes.includes(t)) && !group.some((t) => here.has(t))) missing.push(`${region}: ${group.join('/')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the sources summary covers every state and province (so the rule above is not vacuous)', () => {
    const covered = Object.keys(summary.sourceThemesByRegion);
    expect(US_REGION_CODES.filter((r) => !covered.includes(r))).toEqual([]);
    expect(CA_REGION_CODES.filter((r) => !covered.includes(r))).toEqual([]);
  });
});

describe('tiers and provenance', () => {
  const imported = places.filter((p) => p.tier === 'imported');
  const curated = places.filter((p) => p.tier === 'curated');

  it('imported places are 1–3 odd unless the oddity rule lifts them, and below the curated average', () => {
    const mean = (l: typeof places) => l.reduce((s, p) => s + p.oddness, 0) / l.length;
    expect(mean(imported)).toBeLessThan(mean(curated));
    expect(imported.filter((p) => p.oddness > 3 && !p.themes.includes('oddity')).map((p) => p.id)).toEqual([]);
  });

  it('a cemetery is never a ghost town, and only a source that says so makes a place abandoned', () => {
    expect(imported.filter((p) => /cemetery/i.test(p.name) && p.themes.includes('ghost-town')).map((p) => p.id)).toEqual([]);
    expect(imported.filter((p) => p.themes.includes('abandoned') && p.source !== 'openstreetmap').map((p) => p.id)).toEqual([]);
  });

  it('imported descriptions are short generated facts ("<Kind> in|near <place>, <region>…")', () => {
    const names: Record<string, string> = { ...US_STATES, ...CA_REGIONS, DC: 'D.C.' };
    const odd = imported.filter(
      (p) =>
        !/^[A-Z].*? (?:in|near) .+\.$/.test(p.description) ||
        !(p.description.includes(names[p.region]) || (p.region === 'DC' && p.description.includes('District of Columbia'))) ||
        p.description.length > 280,
    );
    expect(odd.slice(0, 5).map((p) => `${p.id}: ${p.description}`)).toEqual([]);
  });

  it('curated places that absorbed imported twins keep those source ids', () => {
    const ids = Object.keys(curatedIds);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const p = places.find((x) => x.id === id);
      expect(p?.tier, id).toBe('curated');
      expect(p?.sourceIds).toEqual(curatedIds[id]);
    }
  });
});
