/**
 * An open-loop load at a truly steady rate: request i is scheduled at t0 + i / rate and its latency is
 * measured from that scheduled instant, so time spent waiting for a free connection (queueing) counts
 * and a slow server cannot slow the load down (no coordinated omission).
 *
 * Why not `autocannon -R`: it lets each connection send its per-second quota back to back at the start
 * of every second and then pause, so "500/s" arrives as one 500-request burst per second, and it then
 * back-fills synthetic 1 ms-interval samples into its histogram. Its p99 measures burst recovery, not
 * latency at 500 requests a second. We report both.
 */
import { Pool } from 'undici';

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
}

export async function steadyLoad(opts: { url: string; rate: number; durationS: number; connections: number; requests: SteadyRequest[] }): Promise<SteadyResult> {
  const pool = new Pool(opts.url, { connections: opts.connections, pipelining: 1 });
  const total = Math.round(opts.rate * opts.durationS);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
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
              latencies.push(performance.now() - scheduled);
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
  await pool.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
  return { sent: total, ok, non2xx, errors, rps: Math.round(total / elapsed), p50: pct(50), p99: pct(99), max: Math.round(latencies.at(-1) ?? 0) };
}
