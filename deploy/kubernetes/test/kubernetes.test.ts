import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';

/**
 * The Kubernetes manifests, checked without a cluster: each overlay renders with `kubectl kustomize`
 * (KUBECTL to use another binary), every object validates against the Kubernetes (and KEDA) schemas,
 * and the house rules hold for every workload: probes, requests and limits, non-root with a read-only
 * root filesystem and no privilege escalation, two replicas and a PodDisruptionBudget, autoscaling,
 * secrets only in the Secret, the Ingress to the gateway only, and the NetworkPolicy's reach.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '..');
const root = path.resolve(source, '../..');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';

interface Obj {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: any;  
}

/** The CRDs of the operators an overlay relies on are checked for shape only (no published schema package). */
const MODELS: Record<string, (new (data: any) => { validate(): void }) | 'crd'> = {  
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'postgresql.cnpg.io/v1/Cluster': 'crd',
  'postgresql.cnpg.io/v1/Pooler': 'crd',
};

const OVERLAYS = ['example', 'keda', 'cloudnativepg', 'redis-sentinel'] as const;
const rendered = new Map<string, Obj[]>();
let work: string;

function render(dir: string): Obj[] {
  let out: string;
  try {
    out = execFileSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error(`${KUBECTL} is not installed: \`apt-get install kubernetes-client\` (Debian; .ci/run does it) or set KUBECTL to a kubectl binary`);
    throw new Error(`${KUBECTL} kustomize ${dir} failed: ${e.stderr ?? e.message}`);
  }
  const objs = parseAllDocuments(out)
    .map((d) => d.toJS() as Obj)
    .filter(Boolean);
  // kustomize wraps long base64 values over lines, which the API server's decoder ignores.
  for (const o of objs) if (o.kind === 'Secret') for (const k of Object.keys(o.data ?? {})) o.data[k] = String(o.data[k]).replace(/\s+/g, '');
  return objs;
}

beforeAll(() => {
  // A copy with the example secrets filled in, as an operator's secrets.env would be.
  work = mkdtempSync(path.join(tmpdir(), 'rg-kubernetes-'));
  cpSync(source, work, { recursive: true, filter: (p) => !p.includes(`${path.sep}test`) && !p.endsWith('secrets.env') });
  cpSync(path.join(work, 'overlays/example/secrets.env.example'), path.join(work, 'overlays/example/secrets.env'));
  rendered.set('base', render(path.join(work, 'base')));
  for (const o of OVERLAYS) rendered.set(o, render(path.join(work, 'overlays', o)));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const objects = (overlay = 'example') => rendered.get(overlay)!;
const ofKind = <T = Obj>(kind: string, overlay = 'example') => objects(overlay).filter((o) => o.kind === kind) as T[];
const deployments = () => ofKind('Deployment');
const podSpecs = () => [...deployments(), ...ofKind('Job')].map((o) => ({ name: o.metadata.name, spec: o.spec.template.spec }));

describe('the manifests render and match the Kubernetes schemas', () => {
  it.each(['base', ...OVERLAYS])('%s renders, and every object validates against its schema', (overlay) => {
    const objs = objects(overlay);
    expect(objs.length).toBeGreaterThan(30);
    for (const o of objs) {
      const model = MODELS[`${o.apiVersion}/${o.kind}`];
      expect(model, `${o.apiVersion} ${o.kind} has no schema here`).toBeDefined();
      expect(o.metadata?.name, `${o.kind} without a name`).toBeTruthy();
      if (model !== 'crd') expect(() => new model!(o).validate(), `${o.kind} ${o.metadata.name}`).not.toThrow();
      if (o.kind !== 'Namespace') expect(o.metadata.namespace, `${o.kind} ${o.metadata.name}`).toBe('roadgremlin');
    }
  });

  it('a schema check can fail: a Deployment without a selector is refused', () => {
    const broken = structuredClone(deployments()[0]);
    delete broken.spec.selector;
    expect(() => new Deployment(broken).validate()).toThrow(/selector/);
  });
});

describe('every workload', () => {
  const PROCESSES = ['gateway', 'identity', 'trips', 'trips-worker', 'community', 'connections', 'admin-stats'];

  it('is there: a Deployment per process, the services and the gateway behind a Service', () => {
    expect(deployments().map((d) => d.metadata.name).sort()).toEqual([...PROCESSES].sort());
    expect(ofKind('Service').map((s) => s.metadata.name).sort()).toEqual(PROCESSES.filter((p) => p !== 'trips-worker').sort());
  });

  it('probes liveness on /healthz and readiness on /readyz, with a startup probe', () => {
    for (const d of deployments()) {
      for (const c of d.spec.template.spec.containers) {
        expect(c.livenessProbe?.httpGet?.path, d.metadata.name).toBe('/healthz');
        expect(c.readinessProbe?.httpGet?.path, d.metadata.name).toBe('/readyz');
        expect(c.startupProbe?.httpGet?.path, d.metadata.name).toBe('/healthz');
      }
    }
  });

  it('asks for CPU and memory and is limited in both', () => {
    for (const { name, spec } of podSpecs()) {
      for (const c of spec.containers) {
        for (const k of ['requests', 'limits']) for (const r of ['cpu', 'memory']) expect(c.resources?.[k]?.[r], `${name}/${c.name} ${k}.${r}`).toBeDefined();
      }
    }
  });

  it('runs as non-root, with a read-only root filesystem, no privilege escalation, no capabilities and no service-account token', () => {
    for (const { name, spec } of podSpecs()) {
      expect(spec.securityContext?.runAsNonRoot, name).toBe(true);
      expect(spec.securityContext?.runAsUser, name).toBeGreaterThan(0);
      expect(spec.securityContext?.seccompProfile?.type, name).toBe('RuntimeDefault');
      expect(spec.automountServiceAccountToken, name).toBe(false);
      for (const c of spec.containers) {
        expect(c.securityContext, `${name}/${c.name}`).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
        // tsx and the outbox write to /tmp: an emptyDir, the only writable place
        expect(c.volumeMounts?.map((m: { mountPath: string }) => m.mountPath), `${name}/${c.name}`).toEqual(['/tmp']);
      }
    }
  });

  it('runs two replicas or more, each under a PodDisruptionBudget', () => {
    const pdbs = ofKind('PodDisruptionBudget');
    for (const d of deployments()) {
      expect(d.spec.replicas, d.metadata.name).toBeGreaterThanOrEqual(2);
      const pdb = pdbs.find((p) => p.spec.selector.matchLabels['app.kubernetes.io/name'] === d.metadata.name);
      expect(pdb?.spec.minAvailable, d.metadata.name).toBe(1);
      expect(d.spec.template.metadata.labels['app.kubernetes.io/name']).toBe(d.metadata.name);
    }
  });

  it('scales: the gateway and every service on CPU (HPA), the trips worker on queue depth (KEDA, overlay keda)', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    for (const name of PROCESSES.filter((p) => p !== 'trips-worker')) {
      const hpa = hpas.find((h) => h.spec.scaleTargetRef.name === name);
      expect(hpa?.spec.metrics[0].resource.name, name).toBe('cpu');
      expect(hpa?.spec.minReplicas, name).toBeGreaterThanOrEqual(2);
    }
    expect(hpas.find((h) => h.spec.scaleTargetRef.name === 'trips-worker')).toBeUndefined();
    const [scaled] = ofKind('ScaledObject', 'keda');
    expect(scaled.spec.scaleTargetRef.name).toBe('trips-worker');
    expect(scaled.spec.triggers[0]).toMatchObject({ type: 'redis', metadata: { listName: '{rg}:bull:generate-trip:wait' } });
    const worker = ofKind('Deployment', 'keda').find((d) => d.metadata.name === 'trips-worker')!;
    const envNames = worker.spec.template.spec.containers[0].env.map((e: { name: string }) => e.name);
    expect(envNames).toEqual(expect.arrayContaining([scaled.spec.triggers[0].metadata.addressFromEnv, scaled.spec.triggers[0].metadata.passwordFromEnv]));
  });
});

describe('migrations', () => {
  it('run once per release in a Job, one container per service with a schema, and the replicas only wait for them', () => {
    const [job] = ofKind('Job');
    expect(job.metadata.name).toBe('roadgremlin-migrate');
    const containers = job.spec.template.spec.containers as { name: string; command: string[] }[];
    expect(containers.map((c) => c.name).sort()).toEqual(['admin-stats', 'community', 'connections', 'identity', 'trips']);
    for (const c of containers) expect(c.command.at(-1)).toBe('src/migrate.ts');
    const [config] = ofKind('ConfigMap');
    expect(config.data.MIGRATE_ON_START).toBe('false');
  });
});

describe('configuration', () => {
  const SECRET_NAME = /SECRET|PASSWORD|_KEY$|_TOKEN$|^DATABASE_URL$|^REDIS_URL$|^SMTP_URL$/;

  it('no secret in a ConfigMap: no secret-like name, no URL carrying credentials', () => {
    for (const cm of ofKind('ConfigMap')) {
      for (const [k, v] of Object.entries(cm.data ?? {})) {
        expect(k, `${cm.metadata.name}.${k}`).not.toMatch(SECRET_NAME);
        expect(String(v), `${cm.metadata.name}.${k}`).not.toMatch(/:\/\/[^/\s]*:[^@/\s]*@/);
      }
    }
    // and no container has one as a plain value
    for (const { name, spec } of podSpecs()) {
      for (const c of spec.containers) for (const e of c.env ?? []) if (SECRET_NAME.test(e.name)) expect(e.valueFrom?.secretKeyRef, `${name} ${e.name}`).toBeDefined();
    }
  });

  it('every key a workload reads from the Secret is in secrets.env.example (optional ones may be left out)', () => {
    const example = new Set([...readFileSync(path.join(source, 'overlays/example/secrets.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const overlay of OVERLAYS) {
      for (const d of [...ofKind('Deployment', overlay), ...ofKind('Job', overlay)]) {
        for (const c of d.spec.template.spec.containers) {
          for (const e of c.env ?? []) {
            const ref = e.valueFrom?.secretKeyRef;
            if (!ref) continue;
            expect(ref.name).toBe('roadgremlin-secrets');
            if (!ref.optional) expect(example.has(ref.key), `${overlay} ${d.metadata.name} needs ${ref.key}`).toBe(true);
          }
        }
      }
    }
    expect(ofKind('Secret').map((s) => s.metadata.name)).toEqual(['roadgremlin-secrets']);
  });

  it("every variable of the README's configuration table is set here or named below with the reason it is not", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
    const documented = new Set([...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    const NOT_HERE: Record<string, string> = {
      POSTGRES_PASSWORD: 'docker compose only: PostgreSQL is outside the cluster, DATABASE_URL names it',
      SERVICE_PORTS: 'npm start only',
      PORT: 'set per container',
      GRAFANA_PORT: 'docker compose only',
      GRAFANA_ADMIN_PASSWORD: 'docker compose only',
      BACKUP_DIR: 'npm run db:backup on an operator machine',
      PG_BIN_DIR: 'npm run db:backup on an operator machine',
      WEB_DIST: "built into the gateway image at its default path",
      BASEMAP_DIR: 'shipped in the gateway image at its default path',
      GATEWAY_METRICS_PORT: 'set on the gateway container',
      WORKER_METRICS_PORT: 'set on the worker container',
      JWT_ISSUER: 'defaults to PUBLIC_ORIGIN, which the ConfigMap sets',
      JWT_AUDIENCE: 'defaults to PUBLIC_ORIGIN, which the ConfigMap sets',
    };
    const set = new Set<string>();
    for (const cm of ofKind('ConfigMap')) for (const k of Object.keys(cm.data ?? {})) set.add(k);
    for (const { spec } of podSpecs()) for (const c of spec.containers) for (const e of c.env ?? []) set.add(e.name);
    // Optional outside services (OAuth apps, models, photos, routing, map style): empty is their default;
    // an operator adds them to the ConfigMap (ids, URLs) or the Secret (secrets, keys) when used.
    const OPTIONAL_OUTSIDE = /^(OIDC_|GOOGLE_|SPOTIFY_|REDDIT_|INSTAGRAM_|FACEBOOK_|OPENAI_|SERPER_|ROUTING_|MAP_STYLE_URL$)/;
    const missing = [...documented].filter((v) => !set.has(v) && !NOT_HERE[v] && !OPTIONAL_OUTSIDE.test(v));
    expect(missing).toEqual([]);
  });
});

describe('the network', () => {
  const policies = () => ofKind('NetworkPolicy');
  const selects = (policy: Obj, labels: Record<string, string>) => {
    const sel = policy.spec.podSelector ?? {};
    const okLabels = Object.entries(sel.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
    const okExpr = (sel.matchExpressions ?? []).every((e: { key: string; operator: string; values: string[] }) => e.operator === 'In' && e.values.includes(labels[e.key]));
    return okLabels && okExpr;
  };
  const labelsOf = (name: string) => [...deployments(), ...ofKind('Job')].find((d) => d.metadata.name === name)!.spec.template.metadata.labels as Record<string, string>;
  const egressPorts = (labels: Record<string, string>) =>
    new Set(policies().filter((p) => selects(p, labels)).flatMap((p) => (p.spec.egress ?? []).flatMap((r: { ports?: { port: number }[] }) => (r.ports ?? []).map((x) => x.port))));

  it('denies everything by default', () => {
    const deny = policies().find((p) => p.metadata.name === 'default-deny')!;
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('lets only the gateway be reached from anywhere; the Ingress routes to the gateway only', () => {
    const openIngress = policies().filter((p) => (p.spec.ingress ?? []).some((r: { from?: unknown[] }) => !r.from));
    expect(openIngress.map((p) => p.metadata.name)).toEqual(['gateway']);
    const backends = ofKind('Ingress').flatMap((i) => i.spec.rules.flatMap((r: { http: { paths: { backend: { service: { name: string } } }[] } }) => r.http.paths.map((p) => p.backend.service.name)));
    expect(new Set(backends)).toEqual(new Set(['gateway']));
  });

  it('lets only the services, the worker and the migration reach PostgreSQL; Redis also the gateway, never the database', () => {
    for (const name of ['identity', 'trips', 'community', 'connections', 'admin-stats', 'trips-worker', 'roadgremlin-migrate']) {
      expect(egressPorts(labelsOf(name)).has(5432), name).toBe(true);
    }
    const gateway = egressPorts(labelsOf('gateway'));
    expect(gateway.has(5432)).toBe(false);
    expect(gateway.has(6379)).toBe(true);
    expect(egressPorts(labelsOf('roadgremlin-migrate')).has(6379)).toBe(false);
  });

  it('lets the services be reached only by the gateway (and identity and connections by the services)', () => {
    for (const name of ['trips', 'community', 'admin-stats']) {
      const sources = policies()
        .filter((p) => selects(p, labelsOf(name)))
        .flatMap((p) => (p.spec.ingress ?? []).flatMap((r: { from?: { podSelector?: { matchLabels?: Record<string, string> } }[] }) => r.from ?? [{}]));
      const pods = sources.filter((s) => 'podSelector' in s).map((s) => s.podSelector?.matchLabels?.['app.kubernetes.io/name']);
      expect(pods, name).toEqual(['gateway']);
    }
  });
});
