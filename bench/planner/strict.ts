/**
 * The trips of our own eval sentences judged as a traveller would, with no excuses: a notice that
 * says why a trip is thin does not make it less thin. Per sentence:
 * - too few stops: under 5 on an A→B drive of 150 km or more (straight line), under 3 otherwise;
 * - off theme: under half the stops on the sentence's themes (or their neighbours);
 * - repeats: another seed brings back more than half the stops (by name).
 * Prints each failing trip with its pool and notice, then the share of each failure.
 *   npx tsx bench/planner/strict.ts [--all]
 */
import { haversineKm, plan, PlannerError, type TripPlan } from '@roadgremlin/engine';
import { SENTENCES } from '../../libs/engine/eval/sentences.js';
import { EDITOR_SENTENCES } from '../../libs/engine/eval/editor-sentences.js';
import { acceptedThemes, stopThemes } from '../../libs/engine/eval/rules.js';

const today = new Date('2026-06-01T12:00:00Z');
const all = process.argv.includes('--all');
const cases = [
  ...SENTENCES.filter((c) => !c.expect.error).map((c) => ({ prompt: c.prompt, mode: c.mode, themes: c.themes ?? [] })),
  ...EDITOR_SENTENCES.map((e) => ({ prompt: e.prompt, mode: undefined, themes: [] as readonly string[] })),
];

function tryPlan(prompt: string, mode: string | undefined, seed: number): TripPlan | null {
  try {
    return plan({ prompt, ...(mode ? { mode: mode as TripPlan['mode'] } : {}) }, { seed, today });
  } catch (e) {
    if (e instanceof PlannerError) return null;
    throw e;
  }
}

let trips = 0;
const counts: Record<string, number> = { 'too few stops': 0, 'off theme': 0, repeats: 0 };
let themed = 0;
const rows: string[] = [];
for (const { prompt, mode, themes } of cases) {
  const a = tryPlan(prompt, mode, 1);
  if (!a) continue;
  trips++;
  const why: string[] = [];
  const longDrive = a.destination && haversineKm(a.origin, a.destination) >= 150;
  if (a.stops.length < (longDrive ? 5 : 3)) why.push('too few stops');
  if (themes.length) {
    themed++;
    const ok = acceptedThemes(themes);
    if (a.stops.filter((s) => stopThemes(s).some((t) => ok.has(t))).length * 2 < a.stops.length) why.push('off theme');
  }
  const b = tryPlan(prompt, mode, 424242);
  const again = new Set((b?.stops ?? []).map((s) => s.name.toLowerCase()));
  const shared = a.stops.filter((s) => again.has(s.name.toLowerCase())).length;
  if (!b || shared > a.stops.length / 2) why.push('repeats');
  for (const w of why) counts[w]++;
  if (why.length || all) rows.push(`${why.join(', ') || 'ok'} · ${a.stops.length} stops, ${shared} again · pool ${a.candidates} · ${prompt}${a.notice ? ` · notice: ${a.notice}` : ''}`);
}
for (const r of rows) console.log(r);
console.log(`\n${trips} trips (${themed} with themes):`);
for (const [k, v] of Object.entries(counts)) console.log(`  ${k.padEnd(14)} ${v} (${((100 * v) / Math.max(1, k === 'off theme' ? themed : trips)).toFixed(1)} %)`);
