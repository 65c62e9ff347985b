import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<unknown>;

async function timed(check: HealthCheck, timeoutMs: number) {
  const start = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    return { ok: true, ms: Math.round(performance.now() - start) };
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - start), error: (err as Error).message };
  }
}

/**
 * Runs every check now (no caching: a dependency that went away is seen on the next call, one that
 * came back too), each within `timeoutMs`: 200, or 503 with `checks.<name> = {ok:false, error}`.
 */
export async function readiness(service: string, checks: Record<string, HealthCheck>, timeoutMs = 2000) {
  const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await timed(check, timeoutMs)] as const));
  const ok = entries.every(([, r]) => r.ok);
  return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'degraded', service, checks: Object.fromEntries(entries) } };
}

/** `/healthz`: the process answers. `/readyz`: every dependency answers (503 naming the one that does not). */
export function registerHealth(app: FastifyInstance, service: string, checks: Record<string, HealthCheck>, timeoutMs = 2000) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', service }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { status, body } = await readiness(service, checks, timeoutMs);
    return reply.code(status).send(body);
  });
}
