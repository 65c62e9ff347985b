import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resolvePostgres } from '../src/postgres.js';
import { resolveRedis, startRedisServer } from '../src/redis.js';
import { formatLogLine } from '../src/logs.js';
import { freePort, canConnect } from '../src/net.js';

describe('runtime', () => {
  it('embedded PostgreSQL starts, keeps its data across a restart, and stops', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-runtime-'));
    try {
      const first = await resolvePostgres({ dataDir });
      expect(first.embedded).toBe(true);
      let client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table kept (v text)');
      await client.query("insert into kept values ('still here')");
      await client.end();
      await first.stop();

      const second = await resolvePostgres({ dataDir });
      client = new pg.Client({ connectionString: second.url });
      await client.connect();
      const rows = await client.query('select v from kept');
      await client.end();
      await second.stop();
      expect(rows.rows).toEqual([{ v: 'still here' }]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a redis-server of our own starts again on the same port and files with what it had written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-runtime-redis-'));
    const { Redis } = await import('ioredis');
    try {
      const port = await freePort();
      const first = await startRedisServer({ dir, port });
      expect(first.url).toBe(`redis://127.0.0.1:${port}`);
      let client = new Redis(first.url);
      await client.set('kept', 'still here');
      client.disconnect();
      await first.stop();
      expect(await canConnect('127.0.0.1', port)).toBe(false);

      const second = await startRedisServer({ dir, port });
      client = new Redis(second.url);
      const value = await client.get('kept');
      client.disconnect();
      await second.stop();
      expect(value).toBe('still here');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('DATABASE_URL and REDIS_URL win over everything', async () => {
    expect((await resolvePostgres({ dataDir: '/nonexistent', databaseUrl: 'postgres://x@db/y' })).url).toBe('postgres://x@db/y');
    expect((await resolveRedis({ dataDir: '/nonexistent', redisUrl: 'redis://cache:6379' })).url).toBe('redis://cache:6379');
  });

  it('formats pino lines for people and passes other lines through', () => {
    const line = JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 1), msg: 'request completed', req: { method: 'GET', url: '/x' }, res: { statusCode: 200 }, responseTime: 3.4 });
    expect(formatLogLine(line)).toMatch(/INFO {2}GET \/x 200 3ms$/);
    expect(formatLogLine('plain text')).toBe('plain text');
    const pending = new Map<string, string>();
    expect(formatLogLine(JSON.stringify({ level: 30, msg: 'incoming request', reqId: 'r1', req: { method: 'POST', url: '/y' } }), pending)).toBeNull();
    expect(formatLogLine(JSON.stringify({ level: 30, msg: 'request completed', reqId: 'r1', res: { statusCode: 201 }, responseTime: 7 }), pending)).toMatch(/INFO {2}POST \/y 201 7ms$/);
  });

  it('freePort gives a port nobody listens on', async () => {
    const port = await freePort();
    expect(await canConnect('127.0.0.1', port)).toBe(false);
  });
});
