import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docker-compose.yml gives every container what its config reads (once the connections container
 * was not given its encryption key and could not start in production). For each compose service,
 * the variables its zod config schema reads (read from the service's src/config.ts) that are required
 * (DATABASE_URL, "required in production") or documented in the README's configuration table must be
 * in its `environment`; nothing it does not read may be; and every variable an operator can set
 * (`${VAR}` in the file) is documented in that table and in .env.example.
 *
 * The schemas are read as text, not imported: a shared lib must not import services (module
 * boundaries), and the keys are plain `NAME:` lines plus the shared spreads resolved below.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const KEY_LINE = /^\s+([A-Z][A-Z0-9_]+):\s/gm;
const keysIn = (text: string) => [...text.matchAll(KEY_LINE)].map((m) => m[1]);

function blockAfter(text: string, marker: string) {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`${marker} not found`);
  return text.slice(start, text.indexOf('\n};', start));
}

/** libs/service-kit baseServiceEnv: what every service reads. */
const BASE = keysIn(blockAfter(read('libs/service-kit/src/config.ts'), 'export const baseServiceEnv'));
const PROVIDERS = [...read('libs/contracts/src/connections.ts').match(/AVAILABLE_PROVIDERS = \[([^\]]*)\]/)![1].matchAll(/'([a-z]+)'/g)].map((m) => m[1]);

function schema(path: string) {
  const text = read(path);
  const keys = new Set(keysIn(text));
  if (text.includes('...baseServiceEnv')) BASE.forEach((k) => keys.add(k));
  if (text.includes('...gatewayBaseEnv')) BASE.filter((k) => k !== 'DATABASE_URL' && k !== 'MIGRATE_ON_START').forEach((k) => keys.add(k));
  if (text.includes('...providerEnv')) {
    const suffixes = [...text.match(/PROVIDER_SUFFIXES = \[([^\]]*)\]/)![1].matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]);
    for (const p of PROVIDERS) for (const s of suffixes) keys.add(`${p.toUpperCase()}_${s}`);
  }
  const required = new Set([...text.matchAll(/([A-Z][A-Z0-9_]+) is required in production/g)].map((m) => m[1]));
  if (keys.has('DATABASE_URL')) required.add('DATABASE_URL');
  return { keys, required };
}

const SCHEMAS: Record<string, string> = {
  identity: 'services/identity/src/config.ts',
  trips: 'services/trips/src/config.ts',
  'trips-worker': 'services/trips/src/config.ts',
  community: 'services/community/src/config.ts',
  connections: 'services/connections/src/config.ts',
  'admin-stats': 'services/admin-stats/src/config.ts',
  gateway: 'apps/gateway/src/config.ts',
};

/** Documented variables a container rightly does without, and why. */
const NOT_PASSED: Record<string, Record<string, string>> = {
  '*': { DATA_DIR: "the image's own .data (the default)" },
  gateway: { WEB_DIST: 'built into the gateway image at its default path', BASEMAP_DIR: 'shipped in the gateway image at its default path' },
  'trips-worker': { PORT: 'the worker listens on no port' },
  trips: {
    METRICS_HOST: 'the API serves /metrics on PORT; only the worker (same config) has a metrics port',
    WORKER_METRICS_PORT: 'the API serves /metrics on PORT; only the worker (same config) has a metrics port',
  },
};

const readme = read('README.md');
const configSection = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
const DOCUMENTED = new Set([...configSection.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
const envExample = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));

const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, { environment?: Record<string, unknown>; build?: unknown; image?: string; profiles?: string[] }>;
};

describe('docker-compose.yml passes each service what its config needs', () => {
  it('knows every service of the file', () => {
    // Our images (built here); postgres, redis and the observability profile's Prometheus and Grafana are stock.
    const withCode = Object.keys(compose.services).filter((name) => compose.services[name].build !== undefined);
    expect(withCode.sort()).toEqual(Object.keys(SCHEMAS).sort());
    const stock = Object.keys(compose.services).filter((name) => compose.services[name].build === undefined);
    expect(stock.sort()).toEqual(['grafana', 'postgres', 'prometheus', 'redis']);
    expect(compose.services.prometheus.profiles).toEqual(['observability']);
    expect(compose.services.grafana.profiles).toEqual(['observability']);
    expect(BASE).toContain('DATABASE_URL');
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(4);
  });

  for (const [service, path] of Object.entries(SCHEMAS)) {
    it(`${service}: every required or documented variable of ${path} is passed, and nothing it does not read`, () => {
      const { keys, required } = schema(path);
      const env = compose.services[service].environment ?? {};
      const exempt = { ...NOT_PASSED['*'], ...NOT_PASSED[service] };
      const missing = [...keys].filter((k) => (required.has(k) || DOCUMENTED.has(k)) && !(k in env) && !(k in exempt));
      expect(missing, `${service} is not given`).toEqual([]);
      const unread = Object.keys(env).filter((k) => !keys.has(k));
      expect(unread, `${service} is given but does not read`).toEqual([]);
    });
  }

  it('production secrets stop `docker compose up` when unset instead of a container restart-looping', () => {
    for (const [service, path] of Object.entries(SCHEMAS)) {
      for (const name of schema(path).required) {
        if (name === 'DATABASE_URL') continue;
        expect(String(compose.services[service].environment?.[name]), `${service} ${name}`).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
      }
    }
    expect(schema(SCHEMAS.connections).required).toContain('CONNECTIONS_ENCRYPTION_KEY');
    expect(schema(SCHEMAS.identity).required).toContain('BETTER_AUTH_SECRET');
  });

  it('observability profile: every Prometheus target is a compose service on the port it serves /metrics on, inside the network only; mounted files exist', () => {
    const prom = parse(read('ops/prometheus/prometheus.yml')) as { scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[] };
    for (const job of prom.scrape_configs) {
      for (const target of job.static_configs.flatMap((c) => c.targets)) {
        const [host, port] = target.split(':');
        const svc = compose.services[host] as { environment?: Record<string, unknown>; ports?: string[] } | undefined;
        expect(svc, target).toBeDefined();
        const env = svc!.environment ?? {};
        const served = host === 'gateway' ? env.GATEWAY_METRICS_PORT : host === 'trips-worker' ? env.WORKER_METRICS_PORT : env.PORT;
        expect(String(served), target).toBe(port);
        if (host === 'gateway' || host === 'trips-worker') expect(env.METRICS_HOST, target).toBe('0.0.0.0');
        // Never published: only the gateway's public port is.
        expect((svc!.ports ?? []).some((p) => String(p).endsWith(`:${port}`)), `${target} published`).toBe(false);
      }
    }
    const mounts = ['prometheus', 'grafana'].flatMap((name) => ((compose.services[name] as { volumes?: string[] }).volumes ?? []).filter((v) => v.startsWith('./')));
    expect(mounts.length).toBe(3);
    for (const mount of mounts) expect(existsSync(`${root}${mount.split(':')[0].slice(2)}`), mount).toBe(true);
    // Every healthcheck of our images asks /readyz.
    for (const name of Object.keys(SCHEMAS)) {
      const test = JSON.stringify((compose.services[name] as { healthcheck?: { test: unknown } }).healthcheck?.test ?? '');
      expect(test, name).toMatch(/\/readyz/);
    }
  });

  it('every variable an operator can set in the file is in the README configuration table and .env.example', () => {
    const settable = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    expect(settable.size).toBeGreaterThan(20);
    expect([...settable].filter((v) => !DOCUMENTED.has(v)), 'not in the README table').toEqual([]);
    expect([...settable].filter((v) => !envExample.has(v)), 'not in .env.example').toEqual([]);
  });
});
