/**
 * Reading speed budget, in process with the whole gazetteer: every sentence of the reading
 * evaluation (libs/engine/eval/reading-sentences.ts: French, counties, named roads, casual English,
 * dates…) and the planner samples read N times by `parseTrip` (tokens, dates, places, roads,
 * interests; no geometry). Prints p50 / p95 / max and the slowest sentences; exit 1 when p95 is
 * over --max-p95 ms (5). Module load is timed apart: it happens once per process.
 *
 *   npx tsx bench/planner/reading.ts [--iterations 20] [--max-p95 5]
 */
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { iterations: { type: 'string', default: '20' }, 'max-p95': { type: 'string', default: '5' } } });
const iterations = Number(args.iterations);
const maxP95 = Number(args['max-p95']);

const t0 = performance.now();
const { parseTrip } = await import('@roadgremlin/engine');
const { SAMPLE_TRIPS } = await import('@roadgremlin/engine/samples');
const { READING_CASES } = await import('../../libs/engine/eval/reading-sentences.js');
const loadMs = performance.now() - t0;

const today = new Date('2026-11-25T12:00:00Z');
const prompts = [...READING_CASES.map((c) => c.prompt), ...SAMPLE_TRIPS.map((s) => s.prompt)];
const read = (p: string) => {
  try {
    parseTrip(p, { today });
  } catch {
    // an unreadable sentence is timed like any other
  }
};
for (const p of prompts) read(p); // warm-up

// wall time, and CPU time of this thread (on a busy machine the wall clock also counts the time
// another process held the core)
const all: number[] = [];
const cpu: number[] = [];
const worst = new Map<string, number>();
for (let it = 0; it < iterations; it++) {
  for (const p of prompts) {
    const c0 = process.cpuUsage();
    const start = performance.now();
    read(p);
    const ms = performance.now() - start;
    const c = process.cpuUsage(c0);
    all.push(ms);
    cpu.push((c.user + c.system) / 1000);
    worst.set(p, Math.max(worst.get(p) ?? 0, ms));
  }
}
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((q / 100) * s.length) - 1)];
};
const p95 = pct(all, 95);
console.log(`reading bench: ${prompts.length} sentences × ${iterations}, node ${process.version}; module load ${loadMs.toFixed(0)} ms`);
console.log('slowest sentences (max ms):');
for (const [p, ms] of [...worst].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${ms.toFixed(2).padStart(8)}  ${p}`);
console.log(`\nall readings (${all.length}): p50 ${pct(all, 50).toFixed(2)} ms · p95 ${p95.toFixed(2)} ms · max ${Math.max(...all).toFixed(2)} ms`);
console.log(`CPU per reading: p50 ${pct(cpu, 50).toFixed(2)} ms · p95 ${pct(cpu, 95).toFixed(2)} ms (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
if (p95 > maxP95) {
  console.log(`FAIL: p95 ${p95.toFixed(2)} ms is over the ${maxP95} ms budget`);
  process.exitCode = 1;
}
