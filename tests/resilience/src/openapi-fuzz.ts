/**
 * Requests generated from an OpenAPI 3 document: for every operation, a valid-looking request built
 * from its schemas and many broken ones (missing fields, wrong types, odd values, huge and deeply
 * nested bodies, bad path ids, wrong content types, bad credentials). Deterministic for a seed.
 */

export interface Operation {
  method: string;
  /** The templated path, e.g. /api/trips/{id}. */
  path: string;
  params: { name: string; in: string; required?: boolean; schema?: any }[];
  body?: any;
  bodyRequired: boolean;
  secured: boolean;
}

export interface FuzzCase {
  op: Operation;
  kind: string;
  method: string;
  path: string;
  /** 'none' | 'user' | 'admin' | 'bad': which credentials to send. */
  auth: 'none' | 'user' | 'admin' | 'bad';
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

/** mulberry32: a small seeded generator. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}
export type Rng = ReturnType<typeof rng>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operations(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => resolve(doc, p));
      const content = op.requestBody ? resolve(doc, op.requestBody).content ?? {} : {};
      const json = content['application/json'];
      const security = op.security ?? doc.security ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        params,
        body: json?.schema ? resolve(doc, json.schema) : undefined,
        bodyRequired: Boolean(op.requestBody?.required),
        secured: security.some((s: Record<string, unknown>) => Object.keys(s).length > 0),
      });
    }
  }
  return ops;
}

function resolve(doc: any, node: any): any {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 20; i++) {
    const parts = n.$ref.replace(/^#\//, '').split('/').map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    n = parts.reduce((o: any, k: string) => o?.[k], doc);
  }
  return n ?? {};
}

/** A value that satisfies `schema` as far as this simple reading goes. */
export function sample(doc: any, schema: any, r: Rng, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (depth > 8) return null;
  if ('const' in s) return s.const;
  if (s.enum?.length) return r.pick(s.enum);
  if (s.default !== undefined && r.next() < 0.3) return s.default;
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) {
    const usable = variants.filter((v: any) => resolve(doc, v).type !== 'null');
    return sample(doc, r.pick(usable.length ? usable : variants), r, depth + 1);
  }
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((p: any) => sample(doc, p, r, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [k, v] of Object.entries<any>(s.properties ?? {})) if (required.has(k) || r.next() < 0.5) out[k] = sample(doc, v, r, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 2, 2));
      return Array.from({ length: n }, () => sample(doc, s.items ?? {}, r, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 100);
      const v = min + r.next() * (max - min);
      return type === 'integer' ? Math.round(v) : v;
    }
    case 'boolean':
      return r.next() < 0.5;
    case 'string':
      return sampleString(s, r);
    default:
      return 'x';
  }
}

function sampleString(s: any, r: Rng) {
  switch (s.format) {
    case 'email':
      return `fuzz.${r.int(1e9)}@example.com`;
    case 'uuid':
      return '3f2b8c9e-1d4a-4c6b-9f0e-7a5d2b1c8e4f';
    case 'date':
      return '2027-06-01';
    case 'date-time':
      return '2027-06-01T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/x';
  }
  const min = s.minLength ?? 1;
  const max = Math.min(s.maxLength ?? 24, 24);
  const words = ['ghost towns from Las Vegas to Reno', 'hello', 'Denver', 'route', 'a'];
  let v = r.pick(words);
  while (v.length < min) v += 'x';
  return v.slice(0, Math.max(min, max));
}

/** Values of every JSON type but `type`, and odd values of that type. */
function wrongValues(type: string | undefined): unknown[] {
  const all: Record<string, unknown[]> = {
    string: ['', ' ', 'x'.repeat(100_000), '\u0000\u0001', '😀'.repeat(50), '../../etc/passwd', "'; drop table x; --", '<script>alert(1)</script>'],
    number: [0, -1, 1e308, -1e308, 2 ** 63, 0.5, -0.0],
    integer: [0, -1, 2 ** 53 + 1, 1.5, -(2 ** 31)],
    boolean: [true, false],
    array: [[], [null], Array.from({ length: 2000 }, (_, i) => i)],
    object: [{}, JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }],
    null: [null],
  };
  const out: unknown[] = [];
  for (const [t, vs] of Object.entries(all)) {
    if (t === type) out.push(...vs.slice(0, 3));
    else out.push(vs[0], vs[vs.length - 1]);
  }
  return out;
}

function deepJson(depth: number, kind: 'object' | 'array') {
  return kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

const BAD_IDS = [
  '0',
  '-1',
  'null',
  'undefined',
  '9'.repeat(40),
  '1e309',
  'x'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  "1'%20or%20'1'='1",
  encodeURIComponent('😀'),
  '00000000-0000-0000-0000-000000000000',
  '3f2b8c9e-1d4a-4c6b-9f0e-7a5d2b1c8e4f',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '%20',
  'a%2Fb',
];

const BAD_QUERY_VALUES = ['', '-1', 'x'.repeat(5_000), '1e309', 'null', '%00', '[]', '{}', 'true', '😀', '%'];

function fillPath(op: Operation, ids: Record<string, string>, r: Rng, bad?: string) {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (bad !== undefined ? bad : (ids[name] ?? encodeURIComponent(String(sample({}, op.params.find((p) => p.name === name)?.schema ?? { type: 'string' }, r))))));
}

function queryOf(op: Operation, r: Rng, mode: 'valid' | 'bad' | 'repeated') {
  const qs = op.params.filter((p) => p.in === 'query');
  if (!qs.length) return '';
  const parts: string[] = [];
  for (const q of qs) {
    if (mode === 'valid') {
      if (q.required || r.next() < 0.5) parts.push(`${encodeURIComponent(q.name)}=${encodeURIComponent(String(sample({}, q.schema ?? {}, r)))}`);
    } else if (mode === 'bad') {
      parts.push(`${encodeURIComponent(q.name)}=${r.pick(BAD_QUERY_VALUES)}`);
    } else {
      parts.push(`${encodeURIComponent(q.name)}=1&${encodeURIComponent(q.name)}=2&${encodeURIComponent(q.name)}[x]=3`);
    }
  }
  return `?${parts.join('&')}`;
}

/**
 * Every case of one operation. `ids` holds real values for path parameters (a trip, a post… of the
 * user) so that valid-looking requests reach deep code; bad ids replace them in their own cases.
 */
export function casesFor(doc: any, op: Operation, ids: Record<string, string>, r: Rng, hugeBytes: number): FuzzCase[] {
  const out: FuzzCase[] = [];
  const hasBody = op.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(op.method);
  const path = () => fillPath(op, ids, r);
  const json = (v: unknown) => JSON.stringify(v);
  const valid = () => (op.body ? sample(doc, op.body, r) : {});
  const add = (kind: string, c: Partial<FuzzCase> & { auth: FuzzCase['auth'] }) =>
    out.push({ op, kind, method: op.method, path: c.path ?? path(), auth: c.auth, body: c.body, contentType: c.contentType, headers: c.headers });

  // Valid-looking, with each kind of credentials.
  for (const auth of ['none', 'user', 'admin', 'bad'] as const) {
    add(`valid/${auth}`, { auth, path: path() + queryOf(op, r, 'valid'), ...(hasBody ? { body: json(valid()), contentType: 'application/json' } : {}) });
  }
  add('valid/user/again', { auth: 'user', path: path() + queryOf(op, r, 'valid'), ...(hasBody ? { body: json(valid()), contentType: 'application/json' } : {}) });
  // Bad query strings.
  if (op.params.some((p) => p.in === 'query')) {
    add('query/bad', { auth: 'user', path: path() + queryOf(op, r, 'bad') });
    add('query/bad2', { auth: 'user', path: path() + queryOf(op, r, 'bad') });
    add('query/repeated', { auth: 'user', path: path() + queryOf(op, r, 'repeated') });
  }
  // Bad path ids.
  if (op.path.includes('{')) {
    for (const bad of BAD_IDS) add(`path/${bad.slice(0, 12)}`, { auth: 'user', path: fillPath(op, ids, r, bad), ...(hasBody ? { body: json(valid()), contentType: 'application/json' } : {}) });
    add('path/bad/anonymous', { auth: 'none', path: fillPath(op, ids, r, r.pick(BAD_IDS)) });
  }
  if (hasBody) {
    const schema = op.body ? resolveTop(doc, op.body) : undefined;
    const props = Object.entries<any>(schema?.properties ?? {});
    // Missing fields: all of them, then each required one.
    add('body/empty-object', { auth: 'user', body: '{}', contentType: 'application/json' });
    for (const req of schema?.required ?? []) {
      const v = valid() as Record<string, unknown>;
      delete v[req];
      add(`body/missing/${req}`, { auth: 'user', body: json(v), contentType: 'application/json' });
    }
    // Wrong types and odd values, field by field.
    for (const [name, p] of props) {
      const t = resolveTop(doc, p)?.type;
      for (const w of wrongValues(Array.isArray(t) ? t[0] : t)) {
        const v = valid() as Record<string, unknown>;
        v[name] = w;
        add(`body/field/${name}`, { auth: 'user', body: json(v), contentType: 'application/json' });
      }
    }
    // The body as a whole of the wrong type.
    for (const whole of ['[]', '"text"', '42', 'null', 'true', '[{}]']) add(`body/whole/${whole}`, { auth: 'user', body: whole, contentType: 'application/json' });
    // Not JSON, empty, huge, deeply nested.
    add('body/invalid-json', { auth: 'user', body: '{"a":', contentType: 'application/json' });
    add('body/empty', { auth: 'user', body: '', contentType: 'application/json' });
    add('body/huge', { auth: 'user', body: json({ ...(valid() as object), pad: 'x'.repeat(hugeBytes) }), contentType: 'application/json' });
    add('body/huge/anonymous', { auth: 'none', body: json({ pad: 'x'.repeat(hugeBytes) }), contentType: 'application/json' });
    add('body/deep-object', { auth: 'user', body: deepJson(20_000, 'object'), contentType: 'application/json' });
    add('body/deep-array', { auth: 'user', body: deepJson(20_000, 'array'), contentType: 'application/json' });
    add('body/deep-field', { auth: 'user', body: json({ ...(valid() as object), [props[0]?.[0] ?? 'a']: JSON.parse(deepJson(500, 'object')) }), contentType: 'application/json' });
    // Wrong content types.
    for (const ct of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', 'application/octet-stream', 'application/jsonx', '*/*', 'application/json, text/plain']) {
      add(`content-type/${ct}`, { auth: 'user', body: json(valid()), contentType: ct });
    }
    add('content-type/none', { auth: 'user', body: json(valid()) });
    add('body/binary', { auth: 'user', body: new Uint8Array(Array.from({ length: 512 }, () => r.int(256))), contentType: 'application/json' });
    add('body/utf16-bom', { auth: 'user', body: `\ufeff${json(valid())}`, contentType: 'application/json' });
  } else {
    // A body where none is expected.
    add('body/unexpected', { auth: 'user', body: '{"a":1}', contentType: 'application/json' });
    add('body/unexpected-text', { auth: 'user', body: 'hello', contentType: 'text/plain' });
  }
  // Odd headers.
  add('headers/auth-garbage', { auth: 'none', headers: { authorization: `Bearer ${'x'.repeat(r.int(3000) + 10)}` } });
  add('headers/auth-basic', { auth: 'none', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
  add('headers/auth-empty-bearer', { auth: 'none', headers: { authorization: 'Bearer ' } });
  add('headers/jwt-alg-none', { auth: 'none', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
  add('headers/traceparent', { auth: 'user', headers: { traceparent: r.pick(['00-zz-yy-01', '00-' + '0'.repeat(32) + '-' + '0'.repeat(16) + '-01', 'x'.repeat(600), 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01']) } });
  add('headers/request-id', { auth: 'user', headers: { 'x-request-id': r.pick(['', 'x'.repeat(5_000), '\t', '../../']) } });
  add('headers/accept', { auth: 'user', headers: { accept: r.pick(['application/xml', 'text/html', 'image/png', '*/*;q=abc']) } });
  return out;
}

function resolveTop(doc: any, schema: any) {
  const s = resolve(doc, schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return resolve(doc, variants.find((v: any) => resolve(doc, v).type === 'object') ?? variants[0]);
  if (s.allOf?.length) {
    const parts = s.allOf.map((p: any) => resolve(doc, p));
    return { type: 'object', properties: Object.assign({}, ...parts.map((p: any) => p.properties ?? {})), required: parts.flatMap((p: any) => p.required ?? []) };
  }
  return s;
}
