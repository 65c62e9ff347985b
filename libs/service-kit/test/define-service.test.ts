import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RedisOptions } from 'ioredis';
import { bullConnectionOptions, parseRedisUrl } from '../src/index.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('defineService', () => {
  it('main() with a bad config exits 78 and prints the message naming the variable', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'libs/service-kit/test/fixtures/bad-config-service.ts'], { cwd: root, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain('[fixture] Configuration error');
    expect(r.stderr).toContain('DATABASE_URL');
  });

  it.each([
    ['trips', 'services/trips/src/server.ts'],
    ['trips-worker', 'services/trips/src/worker.ts'],
    ['community', 'services/community/src/server.ts'],
    ['connections', 'services/connections/src/server.ts'],
    ['admin-stats', 'services/admin-stats/src/server.ts'],
    ['identity', 'services/identity/src/server.ts'],
  ])('%s without DATABASE_URL exits 78 naming it, before touching anything', (name, entry) => {
    const env = { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', entry], { cwd: root, encoding: 'utf8', env, timeout: 60_000 });
    expect(r.status, r.stderr).toBe(78);
    expect(r.stderr).toContain(`[${name}] Configuration error`);
    expect(r.stderr).toContain('DATABASE_URL');
    // A whole tsx start of the process: seconds on a busy machine, so not the default 5 s.
  }, 60_000);
});

describe('bullConnectionOptions', () => {
  it('lets ioredis parse the URL (user, password, db, TLS) and sets maxRetriesPerRequest null', () => {
    const o = bullConnectionOptions('rediss://u:p%40ss@cache.example:6390/3') as RedisOptions;
    expect(o).toMatchObject({ host: 'cache.example', port: 6390, username: 'u', password: 'p@ss', db: 3, maxRetriesPerRequest: null });
    expect(o.tls).toBeTruthy();
    expect(bullConnectionOptions('redis://127.0.0.1:6379')).toMatchObject({ host: '127.0.0.1', port: 6379, db: 0 });
  });
});

describe('parseRedisUrl', () => {
  it('reads one server, Sentinel (hosts, primary name, db, credentials) and a Cluster (hosts, TLS)', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6379')).toEqual({ kind: 'single', url: 'redis://127.0.0.1:6379' });
    expect(parseRedisUrl('redis-sentinel://:s%40cret@s1:26379,s2/mymaster/2')).toEqual({
      kind: 'sentinel',
      sentinels: [{ host: 's1', port: 26379 }, { host: 's2', port: 26379 }],
      name: 'mymaster',
      db: 2,
      password: 's@cret',
      tls: false,
    });
    expect(parseRedisUrl('rediss-cluster://app:pw@n1:7000,n2:7001')).toEqual({ kind: 'cluster', nodes: [{ host: 'n1', port: 7000 }, { host: 'n2', port: 7001 }], username: 'app', password: 'pw', tls: true });
    expect(() => parseRedisUrl('redis-sentinel://s1:26379')).toThrow(/names the primary/);
    expect(() => parseRedisUrl('redis-cluster://n1:port')).toThrow(/not host:port/);
  });
});
