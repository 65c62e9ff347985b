/**
 * The fake services for bench/gateway/run.ts, in their own process: an "identity" serving the JWKS
 * (BENCH_JWKS) and a "service" answering GET /api/user/trips with a small JSON list, as a real service
 * would after verifying the token. Reports its ports to the parent over IPC.
 */
import Fastify from 'fastify';

const jwks = JSON.parse(process.env.BENCH_JWKS ?? '{"keys":[]}');

const identity = Fastify({ logger: false });
identity.get('/api/auth/jwks', async () => jwks);
identity.get('/healthz', async () => ({ status: 'ok' }));

const trips = [
  { id: 't1', title: 'Ghost towns of Nevada', stops: 6, createdAt: '2026-11-20T10:00:00Z' },
  { id: 't2', title: 'Route 66 oddities', stops: 9, createdAt: '2026-11-19T08:30:00Z' },
];
const service = Fastify({ logger: false });
service.get('/api/user/trips', async () => ({ trips }));
service.get('/healthz', async () => ({ status: 'ok' }));

await identity.listen({ host: '127.0.0.1', port: 0 });
await service.listen({ host: '127.0.0.1', port: 0 });
const port = (app: typeof service) => (app.server.address() as { port: number }).port;
process.send?.({ identityPort: port(identity), servicePort: port(service) });
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
