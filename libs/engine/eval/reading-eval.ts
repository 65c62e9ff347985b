/**
 * The reading evaluation: every case of reading-sentences.ts through the real `plan()`, scored by
 * what a local would read from the sentence (places as coordinates, nights, mode, shape, interests,
 * words to ignore). Rules:
 *   understood  a trip, not a refusal (every case names at least one real place)
 *   ends        origin and destination (A→B) within the case's tolerance; a loop's centre near the area
 *   via         the route passes each place named on the way
 *   area        every stop within the area's radius of its centre
 *   nights      the trip's nights as the sentence (or the form) says
 *   mode        the mode the sentence insists on
 *   shape       loop / there and back / one way as asked
 *   theme       at least half the stops on a theme the sentence names (or a notice says why)
 *   interest    at least half the stops name one of the interest's words (or a notice says why)
 *   ignored     the nonsense words are said back as not understood
 */
import { plan } from '../src/planner/plan.js';
import { PlannerError } from '../src/planner/errors.js';
import type { TripPlan } from '../src/planner/plan-types.js';
import { haversineKm, makeRoute, project, type LatLng } from '../src/geo/index.js';
import { placeById } from '../src/catalogue/index.js';
import { acceptedThemes } from '../src/planner/themes.js';
import type { Point, ReadingCase } from './reading-types.js';
import { READING_CASES } from './reading-sentences.js';

export const READING_RULES = ['understood', 'ends', 'via', 'area', 'nights', 'mode', 'shape', 'theme', 'interest', 'ignored'] as const;
export type ReadingRule = (typeof READING_RULES)[number];
export const DEFAULT_TODAY = '2026-11-25';

const pt = ([lat, lng]: Point): LatLng => ({ lat, lng });

export interface ReadingResult {
  prompt: string;
  class: ReadingCase['class'];
  results: Partial<Record<ReadingRule, { pass: boolean; why?: string }>>;
  ms: number;
}

function score(c: ReadingCase, p: TripPlan): ReadingResult['results'] {
  const out: ReadingResult['results'] = { understood: { pass: true } };
  const tol = c.tolKm ?? 40;
  const origin = pt([p.origin.lat, p.origin.lng]);
  const route = p.route.length > 1 ? makeRoute(p.route) : null;
  const shapeOf = p.reading.shape;
  if (c.origin && c.destination && c.shape !== 'return' && c.shape !== 'loop') {
    const o = haversineKm(origin, pt(c.origin));
    const d = p.destination ? haversineKm(p.destination, pt(c.destination)) : Infinity;
    out.ends = { pass: o <= tol && d <= tol, why: `origin ${Math.round(o)} km off, destination ${Number.isFinite(d) ? `${Math.round(d)} km off` : 'missing (a loop)'}` };
  } else if (c.origin) {
    // there and back, or a loop from a town: it starts at the origin
    const o = haversineKm(origin, pt(c.origin));
    out.ends = { pass: o <= tol, why: `start ${Math.round(o)} km off` };
  } else if (c.area) {
    const o = haversineKm(origin, pt(c.area.centre));
    const reach = Math.max(tol, 0.6 * c.area.radiusKm);
    out.ends = { pass: p.loop && o <= reach, why: `${p.loop ? 'centre' : 'not a loop; start'} ${Math.round(o)} km from the area's centre (≤ ${Math.round(reach)})` };
  }
  if (c.via?.length) {
    const line = route ?? makeRoute([origin]);
    const off = c.via.map((v) => project(line, pt(v)).offKm);
    out.via = { pass: off.every((k) => k <= tol), why: `via ${off.map((k) => Math.round(k)).join(', ')} km off the route` };
  }
  if (c.area) {
    const far = p.stops.filter((s) => haversineKm(s, pt(c.area!.centre)) > c.area!.radiusKm);
    out.area = { pass: far.length === 0, why: `${far.length} of ${p.stops.length} stops outside ${c.area.radiusKm} km` };
  }
  if (c.nights !== undefined) out.nights = { pass: p.days - 1 === c.nights, why: `${p.days - 1} nights, want ${c.nights}` };
  if (c.expectMode) out.mode = { pass: p.mode === c.expectMode, why: `mode ${p.mode}` };
  if (c.shape) {
    const got = shapeOf === 'loop' ? 'loop' : shapeOf;
    const pass = c.shape === got || (c.shape === 'loop' && got === 'return') || (c.shape === 'return' && got === 'loop');
    out.shape = { pass, why: `shape ${got}, want ${c.shape}` };
  }
  if (c.themes?.length && p.stops.length) {
    const ok = acceptedThemes(c.themes);
    const hit = p.stops.filter((s) => (s.id ? placeById(s.id)?.themes ?? [] : []).some((t) => ok.has(t))).length;
    out.theme = { pass: hit / p.stops.length >= 0.5 || !!p.notice, why: `${hit}/${p.stops.length} on theme` };
  }
  if (c.interestWords?.length && p.stops.length) {
    const words = c.interestWords.map((w) => w.toLowerCase());
    const hit = p.stops.filter((s) => words.some((w) => `${s.name} ${s.description}`.toLowerCase().includes(w))).length;
    out.interest = { pass: hit / p.stops.length >= 0.5 || (!!p.notice && hit > 0), why: `${hit}/${p.stops.length} name ${words.slice(0, 3).join('/')}` };
  }
  if (c.ignored?.length) {
    const said = p.reading.ignored.map((w) => w.toLowerCase());
    const missing = c.ignored.filter((w) => !said.includes(w.toLowerCase()));
    out.ignored = { pass: !missing.length, why: missing.length ? `not said back: ${missing.join(', ')}` : undefined };
  }
  return out;
}

export function evaluateReading(cases: readonly ReadingCase[] = READING_CASES): ReadingResult[] {
  return cases.map((c) => {
    const t0 = performance.now();
    let p: TripPlan | undefined;
    let err: string | undefined;
    try {
      p = plan(
        { prompt: c.prompt, mode: c.mode ?? 'driving', ...(c.startDate ? { startDate: c.startDate } : {}), ...(c.endDate ? { endDate: c.endDate } : {}) },
        { seed: 1, today: new Date(`${c.today ?? DEFAULT_TODAY}T12:00:00Z`) },
      );
    } catch (e) {
      err = e instanceof PlannerError ? `${e.code}: ${e.message}` : `crash: ${(e as Error)?.stack?.split('\n').slice(0, 2).join(' ')}`;
    }
    const ms = performance.now() - t0;
    const results = p ? score(c, p) : { understood: { pass: false, why: err } };
    return { prompt: c.prompt, class: c.class, results, ms };
  });
}

export function formatReading(results: readonly ReadingResult[], maxFailures = 8): string {
  const lines: string[] = [];
  const classes = [...new Set(results.map((r) => r.class))];
  const pass = (r: ReadingResult) => Object.values(r.results).every((x) => x!.pass);
  lines.push('reading cases by class        pass');
  for (const k of classes) {
    const rs = results.filter((r) => r.class === k);
    lines.push(`${k.padEnd(30)}${rs.filter(pass).length}/${rs.length}`);
  }
  const total = results.filter(pass).length;
  lines.push(`${'all'.padEnd(30)}${total}/${results.length} (${((100 * total) / results.length).toFixed(1)} %)`, '');
  lines.push('rule           pass / applicable');
  for (const rule of READING_RULES) {
    const rs = results.filter((r) => r.results[rule]);
    const ok = rs.filter((r) => r.results[rule]!.pass).length;
    lines.push(`${rule.padEnd(15)}${String(ok).padStart(4)} / ${String(rs.length).padEnd(4)} ${rs.length ? ((100 * ok) / rs.length).toFixed(1) : '-'} %`);
  }
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  lines.push(`\nplan time: p50 ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms, p95 ${ms[Math.floor(ms.length * 0.95)].toFixed(1)} ms`);
  for (const rule of READING_RULES) {
    const bad = results.filter((r) => r.results[rule] && !r.results[rule]!.pass);
    if (!bad.length) continue;
    lines.push(`\n✗ ${rule}: ${bad.length}`);
    for (const r of bad.slice(0, maxFailures)) lines.push(`  - [${r.class}] "${r.prompt}": ${r.results[rule]!.why ?? ''}`);
  }
  return lines.join('\n');
}
