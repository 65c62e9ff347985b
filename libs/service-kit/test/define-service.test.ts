import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bullConnectionOptions } from '../src/index.js';

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
  });
});

describe('bullConnectionOptions', () => {
  it('lets ioredis parse the URL (user, password, db, TLS) and sets maxRetriesPerRequest null', () => {
    const o = bullConnectionOptions('rediss://u:p%40ss@cache.example:6390/3');
    expect(o).toMatchObject({ host: 'cache.example', port: 6390, username: 'u', password: 'p@ss', db: 3, maxRetriesPerRequest: null });
    expect(o.tls).toBeTruthy();
    expect(bullConnectionOptions('redis://127.0.0.1:6379')).toMatchObject({ host: '127.0.0.1', port: 6379, db: 0 });
  });
});
