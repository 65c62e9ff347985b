/**
 * Embedded router budget (p95 ≤ 50 ms, ≤ 200 MB: docs/product/quality.md#maps-and-routes), in
 * process: routes of 10 stops over 1,300–1,900 km each,
 * N times; prints p50 / p95 / max per route and overall, the graph's load time (once per process,
 * not counted) and its memory (RSS and heap before and after the load). Also runs the same routes
 * with the A* heuristic off (plain Dijkstra) to show what it buys. Fails (exit 1) when p95 is over
 * --max-p95 ms (50) or the memory over --max-mb (200).
 *
 *   npx tsx --expose-gc bench/routing/run.ts [--iterations 30] [--warmup 3] [--max-p95 50] [--max-mb 200]
 */
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    'max-p95': { type: 'string', default: '50' },
    'max-mb': { type: 'string', default: '200' },
  },
});
const iterations = Number(args.iterations);
const warmup = Number(args.warmup);
const maxP95 = Number(args['max-p95']);
const maxMb = Number(args['max-mb']);

type P = { lat: number; lng: number };
const pts = (xs: [number, number][]): P[] => xs.map(([lat, lng]) => ({ lat, lng }));
const ROUTES: { name: string; stops: P[] }[] = [
  {
    name: 'Las Vegas → I-15 → I-70 → Denver → Colorado Springs',
    stops: pts([[36.17, -115.14], [37.1, -113.58], [37.68, -113.06], [38.28, -112.64], [38.77, -112.08], [38.99, -110.16], [39.06, -108.55], [39.55, -107.32], [39.74, -104.99], [38.83, -104.82]]),
  },
  {
    name: 'Seattle → Yakima → Portland → Eugene → Redding → San Francisco → Monterey',
    stops: pts([[47.61, -122.33], [46.6, -120.51], [45.59, -122.6], [44.94, -123.03], [44.05, -123.09], [42.33, -122.87], [40.59, -122.39], [38.58, -121.49], [37.77, -122.42], [36.6, -121.89]]),
  },
  {
    name: 'Chicago → Nashville → Atlanta → Savannah',
    stops: pts([[41.88, -87.63], [41.08, -85.14], [39.77, -86.16], [38.25, -85.76], [36.16, -86.78], [35.05, -85.31], [33.75, -84.39], [32.84, -83.63], [32.08, -81.09], [31.15, -81.49]]),
  },
  {
    name: 'Toronto → Ottawa → Montreal → Quebec → Maine → Boston',
    stops: pts([[43.65, -79.38], [44.23, -76.49], [45.42, -75.7], [45.5, -73.57], [46.35, -72.55], [46.81, -71.21], [45.4, -71.89], [44.31, -69.78], [43.66, -70.26], [42.36, -71.06]]),
  },
  {
    name: 'Calgary → Edmonton → Saskatoon → Regina → Winnipeg',
    stops: pts([[51.05, -114.07], [52.27, -113.81], [53.55, -113.49], [53.28, -110.0], [52.13, -106.67], [51.45, -105.0], [50.45, -104.61], [50.4, -102.0], [49.85, -99.95], [49.9, -97.14]]),
  },
];

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
const { roadGraph, routeStopsEmbedded } = await import('@roadgremlin/engine/routing');
const search = await import('@roadgremlin/engine/routing');
const { searchOptions } = search;
const graph = roadGraph();
const loadMs = performance.now() - t0;
gc?.();
const after = process.memoryUsage();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const f = (n: number) => n.toFixed(2).padStart(7);
const mb = (b: number) => (b / 1048576).toFixed(1);

function runAll(label: string) {
  for (let w = 0; w < warmup; w++) for (const r of ROUTES) routeStopsEmbedded(r.stops, 'driving');
  const all: number[] = [];
  console.log(`\n${label}\n   p50      p95      max   settled/leg   km     route`);
  for (const r of ROUTES) {
    const times: number[] = [];
    let settled = 0;
    let km = 0;
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      const out = routeStopsEmbedded(r.stops, 'driving');
      times.push(performance.now() - start);
      km = out.distanceKm;
    }
    // settled nodes: one more run, leg by leg
    for (let i = 1; i < r.stops.length; i++) {
      routeStopsEmbedded([r.stops[i - 1], r.stops[i]], 'driving');
      settled += search.lastSettled;
    }
    all.push(...times);
    console.log(`${f(pct(times, 50))}  ${f(pct(times, 95))}  ${f(Math.max(...times))}   ${String(Math.round(settled / (r.stops.length - 1))).padStart(8)}   ${String(Math.round(km)).padStart(5)}   ${r.name}`);
  }
  return all;
}

console.log(`routing bench: ${ROUTES.length} routes of 10 stops × ${iterations} iterations (${warmup} warm-up rounds), node ${process.version}${gc ? '' : ' (run with --expose-gc for exact heap numbers)'}`);
console.log(`graph: ${graph.nodeCount} nodes, ${graph.edgeCount} edges, ${graph.vertexLng.length} vertices`);
console.log(`load (read + gunzip + decode + CSR + components + snap index): ${loadMs.toFixed(0)} ms, once per process`);
console.log(`memory after load: RSS +${mb(after.rss - before.rss)} MB (total ${mb(after.rss)} MB), heap +${mb(after.heapUsed - before.heapUsed)} MB, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)} MB`);

searchOptions.heuristic = false;
const dijkstra = runAll('plain Dijkstra (no heuristic), per route of 10 stops, ms');
searchOptions.heuristic = true;
const astar = runAll('A* (chord distance at 105 km/h), per route of 10 stops, ms');
const p95 = pct(astar, 95);
const rssMb = (process.memoryUsage().rss - before.rss) / 1048576;
console.log(`\nDijkstra: p50 ${pct(dijkstra, 50).toFixed(2)} ms · p95 ${pct(dijkstra, 95).toFixed(2)} ms`);
console.log(`A*:       p50 ${pct(astar, 50).toFixed(2)} ms · p95 ${p95.toFixed(2)} ms · max ${Math.max(...astar).toFixed(2)} ms; RSS now +${rssMb.toFixed(1)} MB over the start`);
if (p95 > maxP95 || rssMb > maxMb) {
  console.log(`FAIL: p95 ${p95.toFixed(2)} ms (budget ${maxP95}) / memory ${rssMb.toFixed(1)} MB (budget ${maxMb})`);
  process.exitCode = 1;
} else console.log(`ok: p95 within ${maxP95} ms, memory within ${maxMb} MB`);
