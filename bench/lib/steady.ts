/**
 * An open-loop load at a truly steady rate: request i is scheduled at t0 + i / rate and its latency is
 * measured from that scheduled instant, so time spent waiting for a free connection (queueing) counts
 * and a slow server cannot slow the load down (no coordinated omission).
 *
 * Why not `autocannon -R`: it lets each connection send its per-second quota back to back at the start
 * of every second and then pause, so "500/s" arrives as one 500-request burst per second, and it then
 * back-fills synthetic 1 ms-interval samples into its histogram. Its p99 measures burst recovery, not
 * latency at 500 requests a second. We report both.
 *
 * With `watch: true` it also runs bench/lib/pauses.ts beside the load and answers the machine's own
 * pauses during the run, so a tail that the machine caused can be told from one the server caused.
 */
import { Pool } from 'undici';
import { watchPauses, type Pause } from './pauses.js';

export interface SteadyRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SteadyResult {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Machine pauses seen during the run (with `watch`), and the longest, in ms. */
  pauses: Pause[];
  longestPause: number;
  /** Every latency in ms, sorted (for merging runs). */
  latencies: Float64Array;
}

/** The p-th percentile of sorted latencies, to 0.1 ms. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (!sorted.length) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

export async function steadyLoad(opts: { url: string; rate: number; durationS: number; connections: number; requests: SteadyRequest[]; watch?: boolean }): Promise<SteadyResult> {
  const pool = new Pool(opts.url, { connections: opts.connections, pipelining: 1 });
  const total = Math.round(opts.rate * opts.durationS);
  const interval = 1000 / opts.rate;
  // Preallocated: the generator should make as little garbage as it can while it measures.
  const latencies = new Float64Array(total);
  let done = 0;
  // Open the connections first, so that connecting is not measured as latency.
  await Promise.all(
    Array.from({ length: Math.min(opts.connections, 16) }, async () => {
      const first = opts.requests[0]!;
      const res = await pool.request({ method: first.method ?? 'GET', path: first.path, headers: first.headers, body: first.body });
      await res.body.dump();
    }),
  );
  const watcher = opts.watch ? await watchPauses() : undefined;
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const t0 = performance.now();
  let i = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Issue every request whose scheduled time has come (timers are coarse: catch up each tick).
      while (i < total && t0 + i * interval <= now) {
        const scheduled = t0 + i * interval;
        const req = opts.requests[i % opts.requests.length];
        i++;
        inflight.push(
          pool
            .request({ method: req.method ?? 'GET', path: req.path, headers: req.headers, body: req.body })
            .then(async (res) => {
              await res.body.dump();
              latencies[done++] = performance.now() - scheduled;
              if (res.statusCode >= 200 && res.statusCode < 300) ok++;
              else non2xx++;
            })
            .catch(() => {
              errors++;
            }),
        );
      }
      if (i >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(interval, t0 + i * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(inflight);
  const elapsed = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const pauses = ((await watcher?.stop()) ?? []).filter((p) => p.at >= t0 && p.at <= t1);
  await pool.close();
  const sorted = latencies.subarray(0, done).sort();
  return {
    sent: total,
    ok,
    non2xx,
    errors,
    rps: Math.round(total / elapsed),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    pauses,
    longestPause: pauses.reduce((m, p) => Math.max(m, p.ms), 0),
    latencies: sorted,
  };
}
