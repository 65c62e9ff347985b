/**
 * Runs cases through the real planner and scores every rule (docs/product/quality.md#planner-rules). Used by `run.ts`
 * (`npm run eval:planner`) and test/planner-eval.test.ts.
 */
import { plan } from '../src/planner/plan.js';
import { PlannerError } from '../src/planner/errors.js';
import type { TripPlan } from '../src/planner/plan-types.js';
import { countryOfRegion } from '../src/gazetteer/index.js';
import { RULES, THRESHOLDS, regenerateApplies, type RuleContext } from './rules.js';
import type { EvalCase } from './types.js';
import { SENTENCES } from './sentences.js';
import { FAMOUS } from './famous.js';

/** Seed of the first plan; Regenerate is scored with SEED + 1. Dates are sent only when a case has them. */
export const SEED = 1;

export interface CaseResult {
  prompt: string;
  ms: number;
  /** rule id → result (rules that do not apply are absent). */
  results: Record<string, { pass: boolean; why?: string }>;
  summary: string;
}

export interface RuleRow {
  id: string;
  label: string;
  pass: number;
  applicable: number;
  pct: number;
  threshold: number;
  ok: boolean;
  failures: { prompt: string; why: string }[];
}

export interface EvalReport {
  cases: number;
  /** Counts over every case, and over the sentence list alone (no famous cases). */
  counts: Record<string, number>;
  sentenceCounts: Record<string, number>;
  rows: RuleRow[];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  ok: boolean;
  results: CaseResult[];
}

function run(c: EvalCase, seed: number, avoid?: readonly string[]): { plan: TripPlan | null; error?: { code?: string; message: string }; ms: number } {
  const t0 = performance.now();
  try {
    const p = plan(
      { prompt: c.prompt, mode: c.mode ?? 'driving', ...(c.startDate ? { startDate: c.startDate } : {}), ...(c.endDate ? { endDate: c.endDate } : {}) },
      { seed, ...(avoid ? { avoid } : {}) },
    );
    return { plan: p, ms: performance.now() - t0 };
  } catch (e) {
    const ms = performance.now() - t0;
    if (e instanceof PlannerError) return { plan: null, error: { code: e.code, message: e.message }, ms };
    return { plan: null, error: { message: `crash: ${(e as Error)?.stack?.split('\n').slice(0, 2).join(' ') ?? String(e)}` }, ms };
  }
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function allCases(): EvalCase[] {
  return [...SENTENCES, ...FAMOUS];
}

export function caseCounts(cases: readonly EvalCase[]): Record<string, number> {
  const canada = cases.filter((c) => countryOfRegion(c.expect.origin.split(',').pop()!.trim()) === 'CA').length;
  const has = (t: string) => cases.filter((c) => c.tags?.includes(t as never)).length;
  return {
    total: cases.length,
    canadian: canada,
    area: has('area'),
    walking: has('walking'),
    misspelledOrAmbiguous: cases.filter((c) => c.tags?.includes('misspelled') || c.tags?.includes('ambiguous')).length,
    famous: cases.filter((c) => c.placeId).length,
  };
}

export function evaluate(cases: readonly EvalCase[] = allCases(), opts: { warmup?: boolean } = {}): EvalReport {
  if (opts.warmup !== false && cases.length) run(cases[0], SEED); // module-level indexes, JIT
  const results: CaseResult[] = [];
  const times: number[] = [];
  const rows: RuleRow[] = RULES.map((r) => ({
    id: r.id,
    label: r.label,
    pass: 0,
    applicable: 0,
    pct: 1,
    threshold: THRESHOLDS[r.id] ?? THRESHOLDS.default,
    ok: true,
    failures: [],
  }));
  for (const c of cases) {
    const first = run(c, SEED);
    times.push(first.ms);
    const ctx: RuleContext = { plan: first.plan, error: first.error };
    if (regenerateApplies(first.plan)) {
      // Regenerate: a new seed, and the trip it replaces (as the web app sends `regenerateOf`)
      const next = run(c, SEED + 1, first.plan!.stops.map((s) => s.id!).filter(Boolean));
      const same = run(c, SEED);
      times.push(next.ms, same.ms);
      ctx.nextSeed = next.plan;
      ctx.sameSeed = same.plan;
    }
    const res: CaseResult['results'] = {};
    RULES.forEach((r, i) => {
      const out = r.rule(c, ctx);
      if (!out) return;
      res[r.id] = out;
      rows[i].applicable++;
      if (out.pass) rows[i].pass++;
      else rows[i].failures.push({ prompt: c.prompt, why: out.why ?? 'failed' });
    });
    const p = first.plan;
    const summary = p
      ? `${p.origin.name}, ${p.origin.region}${p.destination ? ` → ${p.destination.name}, ${p.destination.region}` : ' (loop)'} · ${p.mode} · ${p.days} d · ${p.stops.length} stops`
      : `${first.error?.code ?? 'crash'}: ${first.error?.message ?? ''}`;
    results.push({ prompt: c.prompt, ms: first.ms, results: res, summary });
  }
  for (const row of rows) {
    row.pct = row.applicable ? row.pass / row.applicable : 1;
    row.ok = row.pct >= row.threshold;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    cases: cases.length,
    counts: caseCounts(cases),
    sentenceCounts: caseCounts(cases.filter((c) => !c.placeId)),
    rows,
    p50Ms: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted[sorted.length - 1] ?? 0,
    ok: rows.every((r) => r.ok),
    results,
  };
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** The one table: per rule pass / applicable / %, then the failing sentences with the reason. */
export function formatReport(r: EvalReport, opts: { maxFailures?: number } = {}): string {
  const max = opts.maxFailures ?? Infinity;
  const lines: string[] = [];
  const c = r.sentenceCounts;
  lines.push(
    `Planner eval: ${r.cases} cases = ${c.total} sentences (${c.canadian} Canadian, ${c.area} area/loop, ${c.walking} walking, ${c.misspelledOrAmbiguous} misspelled/ambiguous) + ${r.counts.famous} famous places`,
  );
  lines.push('theme neighbours: THEME_NEIGHBOURS from planner/themes.ts');
  lines.push('');
  lines.push(`${pad('rule', 40)} ${lpad('pass', 5)} / ${pad('appl', 5)} ${lpad('%', 6)}  need`);
  for (const row of r.rows) {
    lines.push(
      `${pad(row.label, 40)} ${lpad(String(row.pass), 5)} / ${pad(String(row.applicable), 5)} ${lpad((row.pct * 100).toFixed(1), 6)}  ${row.threshold * 100}%${row.ok ? '' : '  ✗'}`,
    );
  }
  lines.push('');
  lines.push(`plan time: p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms (in-process, full catalogue)`);
  for (const row of r.rows) {
    if (!row.failures.length) continue;
    lines.push('');
    lines.push(`✗ ${row.label}: ${row.failures.length} failing`);
    for (const f of row.failures.slice(0, max)) lines.push(`  - "${f.prompt}": ${f.why}`);
    if (row.failures.length > max) lines.push(`  … ${row.failures.length - max} more`);
  }
  lines.push('');
  lines.push(r.ok ? 'PASS: every rule meets its threshold' : 'FAIL: some rules are under their threshold');
  return lines.join('\n');
}
