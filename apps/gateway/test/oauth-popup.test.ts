/**
 * The OAuth popup of the connections panel (docs/product/screens.md#account-connections-panel)
 * must keep `window.opener` from the web page that opened
 * it through the provider's pages and back to our callback, and the callback's inline script must run.
 *
 * - Web pages send `Cross-Origin-Opener-Policy: same-origin-allow-popups`: popups they open keep
 *   their opener. `same-origin` would sever it (https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-opener-policies).
 * - `/api/oauth/*` (start, callback) must send no COOP at all: the popup goes start → provider
 *   (another origin, no COOP) → callback, and any COOP other than unsafe-none on our side of that
 *   chain switches browsing context groups and drops the opener.
 * - The callback page carries its own CSP with a per-response script nonce; the gateway must pass
 *   it through untouched, not replace it with the web app's `script-src 'self'`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

const CALLBACK_CSP = "default-src 'none'; script-src 'nonce-abc123'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const CALLBACK_HTML = '<!doctype html><p>Account connected!</p><script nonce="abc123">window.opener.postMessage({}, location.origin)</script>';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, {
    connectionsRoutes: (app) => {
      app.get('/api/oauth/:provider/callback', async (_request, reply) =>
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', CALLBACK_CSP)
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'no-store')
          .send(CALLBACK_HTML),
      );
      app.get('/api/oauth/:provider/start', async (_request, reply) => reply.redirect('https://accounts.example.com/authorize?state=s', 302));
    },
  });
});
afterAll(() => stack?.close());

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the OAuth popup through the gateway', () => {
  it('web pages let their popups keep the opener (same-origin-allow-popups, never same-origin)', async () => {
    for (const url of ['/', '/connections', '/my-trips']) {
      const res = await stack.gateway.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });

  it('the callback page reaches the popup with no COOP and with its own nonce CSP, unchanged', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/oauth/spotify/callback?code=c&state=s', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe(CALLBACK_CSP);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<script nonce="abc123">');
  });

  it('the start redirect to the provider carries no COOP either', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/oauth/spotify/start?ticket=t1', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://accounts.example.com/authorize?state=s');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
