import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface WebOptions {
  dist: string;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Road Gremlin: web app not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>The gateway is running and the API answers under <code>/api</code>, but there is no built web app to serve.</p>
<p>Build it with <code>npx nx run web:build</code> and reload this page (no restart needed).</p>
<p>Looked in: <code>__DIST__</code> (set <code>WEB_DIST</code> to serve another folder).</p>
</body></html>`;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Paths that are never the web app: API and sockets answer JSON 404s. */
export function isBackendPath(path: string) {
  return path === '/api' || path.startsWith('/api/') || path === '/ws' || path.startsWith('/ws/');
}

/**
 * Serves the built web app: hashed `/assets/*` cached for a year (their names change with their
 * content), everything else revalidated, index.html never cached. Registered even when the folder is
 * missing so that a build made while the gateway runs is served without a restart.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const assets = join(opts.dist, 'assets') + sep;
  const index = join(opts.dist, 'index.html');
  let built = existsSync(index);
  if (!built) app.log.warn({ dist: opts.dist }, 'web app not built: run `npx nx run web:build` (the gateway answers / with a 503 page until then)');

  await app.register(fastifyStatic, {
    root: opts.dist,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (pathName) => !isBackendPath(pathName),
    setHeaders(res, path) {
      if (path.startsWith(assets)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });

  const tried = new WeakSet<FastifyRequest>();

  /** The SPA fallback, called by the app's 404 handler: index.html for a browser navigation. */
  return function serveApp(request: FastifyRequest, reply: FastifyReply, path: string): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isBackendPath(path)) return false;
    const accept = request.headers.accept ?? '';
    if (path !== '/' && !accept.includes('text/html')) return false;
    if (tried.has(request)) built = false; // index.html vanished under sendFile (a rebuild in progress)
    else if (!built) built = existsSync(index);
    if (!built) {
      reply
        .code(503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT_PAGE.replace('__DIST__', escapeHtml(opts.dist)));
      return true;
    }
    // sendFile calls the 404 handler again if the file vanished (a rebuild in progress): remember the try.
    tried.add(request);
    reply.code(200).sendFile('index.html');
    return true;
  };
}
