/**
 * Golden trips: 20 sentences, fixed seeds, the whole trip the planner returns (stops, lodging,
 * geometry summary) compared with `golden/planner-golden.json`. A refactor must keep these
 * byte-for-byte; a deliberate change of the planner or the catalogue rewrites the file with
 * `UPDATE_GOLDEN=1 npx vitest run test/planner-golden.test.ts` and the diff is reviewed in the commit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plan } from '../src/planner/index.js';
import { SAMPLE_TRIPS } from '../src/planner/samples.js';

const GOLDEN = fileURLToPath(new URL('./golden/planner-golden.json', import.meta.url));

const CASES = [...SAMPLE_TRIPS.slice(0, 17), SAMPLE_TRIPS[21], SAMPLE_TRIPS[27], SAMPLE_TRIPS[33]].map((s, i) => ({
  prompt: s.prompt,
  mode: s.mode ?? 'driving',
  startDate: s.startDate ?? null,
  endDate: s.endDate ?? null,
  pets: i % 5 === 0 ? 1 : 0,
  seed: 1000 + i * 7,
  insightThemes: i % 4 === 0 ? ['ghost towns', 'indie rock'] : [],
}));

function summarise(c: (typeof CASES)[number]) {
  try {
    const p = plan(
      { prompt: c.prompt, mode: c.mode, startDate: c.startDate, endDate: c.endDate, pets: c.pets },
      { seed: c.seed, insightThemes: c.insightThemes },
    );
    return {
      prompt: c.prompt,
      origin: `${p.origin.name}, ${p.origin.region}`,
      destination: p.destination ? `${p.destination.name}, ${p.destination.region}` : null,
      days: p.days,
      mode: p.mode,
      loop: p.loop,
      corridor: p.corridor,
      corridorKm: p.corridorKm,
      distanceKm: Math.round(p.distanceKm * 10) / 10,
      stops: p.stops.map((s) => `${s.id ?? s.name} ${s.lat},${s.lng} ${s.cluster ?? ''}`),
      accommodations: p.accommodations.map((a) => `${a.name} (night ${a.night})`),
    };
  } catch (err) {
    return { prompt: c.prompt, error: (err as Error).message };
  }
}

describe('planner golden trips', () => {
  it('20 sentences with fixed seeds give exactly the trips in golden/planner-golden.json', () => {
    const actual = CASES.map(summarise);
    expect(actual).toHaveLength(20);
    if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, JSON.stringify(actual, null, 1) + '\n');
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as unknown[];
    for (let i = 0; i < actual.length; i++) expect(actual[i], CASES[i].prompt).toEqual(golden[i]);
  });
});
