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

/** `/healthz`: the process answers. `/readyz`: every dependency answers (503 naming the one that does not). */
export function registerHealth(app: FastifyInstance, service: string, checks: Record<string, HealthCheck>, timeoutMs = 2000) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', service }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await timed(check, timeoutMs)] as const));
    const results = Object.fromEntries(entries);
    const ok = entries.every(([, r]) => r.ok);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', service, checks: results });
  });
}
