/**
 * Planner speed budget, in process: every sample sentence (libs/engine/src/planner/samples.ts)
 * planned N times with a fresh seed each time; prints p50 / p95 / max per plan and per sentence.
 * Fails (exit 1) when p95 is over --max-p95 ms (50). Module load (gazetteer + grid indexes) is
 * timed separately and not counted: it happens once per process.
 *
 *   npx tsx bench/planner/run.ts [--iterations 50] [--warmup 3] [--max-p95 50]
 */
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    'max-p95': { type: 'string', default: '50' },
  },
});
const iterations = Number(args.iterations);
const warmup = Number(args.warmup);
const maxP95 = Number(args['max-p95']);

const t0 = performance.now();
const { plan } = await import('@roadgremlin/engine');
const { SAMPLE_TRIPS } = await import('@roadgremlin/engine/samples');
const loadMs = performance.now() - t0;

const run = (i: number, seed: number) => {
  const s = SAMPLE_TRIPS[i];
  return plan({ prompt: s.prompt, mode: s.mode ?? 'driving', startDate: s.startDate, endDate: s.endDate }, { seed });
};

for (let w = 0; w < warmup; w++) for (let i = 0; i < SAMPLE_TRIPS.length; i++) run(i, 1000 + w);

const all: number[] = [];
const perSentence: { prompt: string; times: number[] }[] = SAMPLE_TRIPS.map((s) => ({ prompt: s.prompt, times: [] }));
for (let it = 0; it < iterations; it++) {
  for (let i = 0; i < SAMPLE_TRIPS.length; i++) {
    const start = performance.now();
    run(i, it + 1);
    const ms = performance.now() - start;
    all.push(ms);
    perSentence[i].times.push(ms);
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const f = (n: number) => n.toFixed(2).padStart(7);

console.log(`planner bench: ${SAMPLE_TRIPS.length} sentences × ${iterations} iterations (${warmup} warm-up rounds), node ${process.version}`);
console.log(`module load (gazetteer index, catalogue, grid): ${loadMs.toFixed(0)} ms, once per process\n`);
console.log(`   p50      p95      max   sentence`);
for (const s of perSentence) console.log(`${f(pct(s.times, 50))}  ${f(pct(s.times, 95))}  ${f(Math.max(...s.times))}   ${s.prompt}`);
const p95 = pct(all, 95);
console.log(`\nall plans (${all.length}): p50 ${pct(all, 50).toFixed(2)} ms · p95 ${p95.toFixed(2)} ms · max ${Math.max(...all).toFixed(2)} ms`);
if (p95 > maxP95) {
  console.log(`FAIL: p95 ${p95.toFixed(2)} ms is over the ${maxP95} ms budget`);
  process.exitCode = 1;
} else console.log(`ok: p95 within the ${maxP95} ms budget`);
