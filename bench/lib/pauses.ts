/**
 * Machine pauses: a separate, otherwise idle Node process that asks for a timer every millisecond and
 * notes every time it is woken late by more than `thresholdMs`. It does nothing else, so a late wake-up
 * is the machine's doing (the VM's vCPUs descheduled by the host, swapping, …), not ours.
 *
 * Why: on the shared 2-vCPU VMs we run on, both vCPUs freeze together for 20–130 ms every 5–15 s even
 * when nothing runs (two such processes pinned to different CPUs see the same freezes at the same
 * instant). One 100 ms freeze in a 10 s run at 500 req/s delays ~60 requests — more than 1 % — so it
 * alone sets that run's p99, whatever the server. The benchmarks record these pauses beside every
 * latency they report, so that a tail can be told apart from the machine's.
 */
import { spawn } from 'node:child_process';

export interface Pause {
  /** When the pause ended, in ms on this process's performance.now() clock. */
  at: number;
  /** How late the timer fired, in ms. */
  ms: number;
}

const WATCHER = `
const late = [];
let last = performance.now();
const threshold = Number(process.argv[1]);
setInterval(() => {
  const now = performance.now();
  if (now - last - 1 > threshold) late.push([performance.timeOrigin + now, now - last - 1]);
  last = now;
}, 1);
process.stdin.on('data', () => {});
process.stdin.on('end', () => { process.stdout.write(JSON.stringify(late)); process.exit(0); });
process.stdout.write('ready\\n');
`;

/** Starts the watcher; `stop()` ends it and answers the pauses it saw, on this process's clock. */
export async function watchPauses(thresholdMs = 15): Promise<{ stop(): Promise<Pause[]> }> {
  const child = spawn(process.execPath, ['-e', WATCHER, String(thresholdMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', function ready(chunk: string) {
      out += chunk;
      if (out.includes('ready\n')) {
        out = out.slice(out.indexOf('ready\n') + 6);
        child.stdout.off('data', ready);
        resolve();
      }
    });
  });
  child.stdout.on('data', (chunk: string) => (out += chunk));
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin.end();
      await exited;
      const late = JSON.parse(out || '[]') as [number, number][];
      return late.map(([epochMs, ms]) => ({ at: epochMs - performance.timeOrigin, ms: Math.round(ms) }));
    },
  };
}
