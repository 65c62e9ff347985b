import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { freePort, spawnProcess, stopChild, waitFor } from '@roadgremlin/runtime';
import { createTestEnv } from '@roadgremlin/service-kit/testing';

/**
 * A hostile export against the real service process (src/server.ts): while it is read, another
 * person's request is answered within 200 ms and the process stays under 500 MB. An outside security
 * test found a 49 KB zip of 20 MB of CSV rows holding the event loop 7.6 s and taking 0.9 GB, and
 * nested JSON reaching gigabytes: exports are now read in a worker thread with a heap limit, behind
 * row, line, file and nesting limits, one at a time per person and IMPORT_CONCURRENCY per process.
 */
const ORIGIN = 'http://localhost:8080';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let jwks: Server;
let child: ChildProcess;
let base: string;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const logs: string[] = [];

const token = (sub: string) =>
  new SignJWT({ email: `${sub}@example.com`, sid: `sess-${sub}` })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setSubject(sub)
    .setIssuer(ORIGIN)
    .setAudience(ORIGIN)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { extractable: true });
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
  env = await createTestEnv('conn_isolation');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawnProcess({ name: 'connections', dir: 'services/connections', entry: 'src/server.ts' }, {
    ...env.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: ORIGIN,
    IDENTITY_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}`,
    CONNECTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATA_DIR: env.env.DATA_DIR ?? '/tmp',
    IMPORT_CONCURRENCY: '1',
  }, (line) => logs.push(line));
  const up = await waitFor(async () => {
    try {
      return (await fetch(`${base}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 60_000, 100);
  if (!up) throw new Error(`connections did not start:\n${logs.join('\n')}`);
}, 90_000);
afterAll(async () => {
  if (child) await stopChild(child, 5_000);
  await new Promise((r) => jwks?.close(r));
  await env?.cleanup();
});

const rssMb = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function upload(sub: string, provider: string, body: Uint8Array) {
  const res = await fetch(`${base}/api/connections/import/${provider}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(sub)}`, 'content-type': 'application/zip' },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { error?: { code: string; message: string } } };
}

/**
 * Uploads `body` while another person lists their connections every 50 ms and the service's memory
 * is sampled: answers the upload's answer, the other person's slowest answer and the largest RSS.
 */
async function underWatch(body: Uint8Array, provider: string, sub: string) {
  const other = await token('bystander');
  await fetch(`${base}/api/connections`, { headers: { authorization: `Bearer ${other}` } }); // warm
  let done = false;
  let slowest = 0;
  let peak = rssMb();
  let answered = 0;
  const watch = (async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/connections`, { headers: { authorization: `Bearer ${other}` } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - t0);
      answered++;
      peak = Math.max(peak, rssMb());
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const answer = await upload(sub, provider, body);
  done = true;
  clearInterval(sampler);
  await watch;
  console.log(`[import] ${provider} ${body.length} bytes → ${answer.status} ${answer.body.error?.code ?? ''}; another person's slowest answer ${slowest.toFixed(0)} ms (${answered} answers); service RSS peak ${peak.toFixed(0)} MB`);
  return { answer, slowest, peak, answered };
}

/** 20 MB of well-formed Reddit CSV rows (about 560,000) in a zip of ~50 KB. */
function csvRowsZip() {
  const row = 'abc123,https://www.reddit.com/r/ghosttowns/comments/abc123/x/\n';
  const rows = row.repeat(Math.ceil((20 * 1024 * 1024) / row.length));
  return zipSync({ 'saved_posts.csv': strToU8(`id,permalink\n${rows}`) }, { level: 9 });
}

describe('a hostile export is read off the event loop, within bounds', () => {
  it('a ~50 KB zip of 20 MB of CSV rows: refused 413 after the row limit; another person answered < 200 ms; the service < 500 MB', async () => {
    const zip = csvRowsZip();
    expect(zip.length).toBeLessThan(200 * 1024);
    const { answer, slowest, peak, answered } = await underWatch(zip, 'reddit', 'csv-attacker');
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'export_too_complex', message: expect.stringMatching(/more than 250,000 rows/) });
    expect(answered).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(200);
    expect(peak).toBeLessThan(500);
  }, 60_000);

  it('JSON nested 5 million deep: refused 413 before it is parsed; the service stays responsive and small', async () => {
    const nested = zipSync({ 'Spotify Account Data/StreamingHistory_music_0.json': strToU8(`${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}`) }, { level: 9 });
    const { answer, slowest, peak } = await underWatch(nested, 'spotify', 'json-attacker');
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'export_too_complex', message: expect.stringMatching(/nests more than 64 levels/) });
    expect(slowest).toBeLessThan(200);
    expect(peak).toBeLessThan(500);
  }, 60_000);

  it('the heaviest export the limits let through (30 MB of plays) is read in its thread while another person is answered < 200 ms; the service < 500 MB', async () => {
    const plays = Array.from({ length: 200_000 }, (_, i) => ({ endTime: '2024-01-01 10:00', artistName: `Artist ${i % 5000} ${'x'.repeat(60)}`, trackName: `Track ${i}`, msPlayed: 180_000 }));
    const heavy = zipSync({ 'Spotify Account Data/StreamingHistory_music_0.json': strToU8(JSON.stringify(plays)) }, { level: 6 });
    const { answer, slowest, peak } = await underWatch(heavy, 'spotify', 'heavy-listener');
    // read whole within the thread's heap (200), or refused for needing more (413): never the service's memory
    expect([200, 413]).toContain(answer.status);
    if (answer.status === 413) expect(answer.body.error?.code).toBe('export_too_complex');
    expect(slowest).toBeLessThan(200);
    expect(peak).toBeLessThan(500);
  }, 90_000);
});

describe('imports at once', () => {
  it('one at a time per person (409 import_in_progress), and IMPORT_CONCURRENCY per process (503 import_busy with Retry-After)', async () => {
    const plays = Array.from({ length: 150_000 }, (_, i) => ({ endTime: '2024-01-01 10:00', artistName: `Artist ${i % 3000}`, trackName: `Track ${i}`, msPlayed: 180_000 }));
    const slow = zipSync({ 'Spotify Account Data/StreamingHistory_music_0.json': strToU8(JSON.stringify(plays)) });
    const first = upload('twice', 'spotify', slow);
    await new Promise((r) => setTimeout(r, 150));
    const [again, someoneElse] = await Promise.all([upload('twice', 'spotify', slow), upload('another', 'spotify', slow)]);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'import_in_progress' });
    expect(someoneElse.status).toBe(503);
    expect(someoneElse.body.error).toMatchObject({ code: 'import_busy', message: expect.stringMatching(/try again in 10 seconds/) });
    expect(someoneElse.headers.get('retry-after')).toBe('10');
    expect((await first).status).toBe(200);
    // and once it is done, the same person may import again
    expect((await upload('twice', 'spotify', slow)).status).toBe(200);
  }, 90_000);
});
