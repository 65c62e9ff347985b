import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export interface SecurityHeadersOptions {
  publicOrigin: string;
  mapStyleUrl?: string;
}

/** The Content-Security-Policy directives the web app runs under. */
export function cspDirectives(opts: SecurityHeadersOptions) {
  const https = opts.publicOrigin.startsWith('https:');
  const connectSrc = ["'self'", 'ws:', 'wss:'];
  if (opts.mapStyleUrl) {
    try {
      connectSrc.push(new URL(opts.mapStyleUrl).origin);
    } catch {
      /* not a URL: config validation elsewhere names it; the CSP stays strict */
    }
  }
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Chakra UI (emotion) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Stop photos and map tiles come from anywhere on https; postcards and map sprites as data:/blob:.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc,
    // maplibre starts its workers from blob: URLs.
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
  if (https) directives.upgradeInsecureRequests = [];
  return directives;
}

/**
 * @fastify/helmet with our CSP. HSTS only when the public origin is https (on plain http it would be
 * ignored at best, and pin a dev hostname to https at worst).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const https = opts.publicOrigin.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    // The OAuth popup of the connections panel talks back to its opener: same-origin-allow-popups keeps that working
    // (`same-origin` would sever it). This applies to the web scope only: /api/oauth/* (start, provider,
    // callback) must carry no COOP at all, and the callback page brings its own nonce CSP — both hold
    // because helmet is not registered on the proxied API (test/oauth-popup.test.ts).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}
