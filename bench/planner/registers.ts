/**
 * How much of our eval sentences' trips are register rows (imported places with generated
 * descriptions, "Museum in Courtenay") rather than places we wrote: their share of all stops, and
 * the trips where they are more than half. For judging selection changes by what a traveller reads.
 *   npx tsx bench/planner/registers.ts
 */
import { placeById, plan, PlannerError, type TripPlan } from '@roadgremlin/engine';
import { SENTENCES } from '../../libs/engine/eval/sentences.js';
import { EDITOR_SENTENCES } from '../../libs/engine/eval/editor-sentences.js';

const today = new Date('2026-06-01T12:00:00Z');
let stops = 0;
let registers = 0;
let mostly = 0;
let trips = 0;
for (const { prompt, mode } of [...SENTENCES.filter((c) => !c.expect.error), ...EDITOR_SENTENCES.map((e) => ({ prompt: e.prompt, mode: undefined }))]) {
  let t: TripPlan;
  try {
    t = plan({ prompt, ...(mode ? { mode } : {}) }, { seed: 1, today });
  } catch (e) {
    if (e instanceof PlannerError) continue;
    throw e;
  }
  trips++;
  const r = t.stops.filter((s) => s.id && placeById(s.id)?.tier === 'imported').length;
  stops += t.stops.length;
  registers += r;
  if (r * 2 > t.stops.length) mostly++;
}
console.log(`${trips} trips, ${stops} stops: ${registers} register rows (${((100 * registers) / stops).toFixed(1)} %); ${mostly} trips mostly register rows`);
