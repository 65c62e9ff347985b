import { randomBytes } from 'node:crypto';

export interface PopupResult {
  type: 'oauth_success' | 'oauth_error';
  data: { provider: string; userInfo?: unknown; error?: string };
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment, no JS line breaks). */
function scriptJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the popup ends on. It posts the result to `window.opener` with targetOrigin = the site's
 * own origin (the browser drops the message if the opener is anywhere else) and closes; opened without
 * an opener (popup blocked, new tab) it sends the browser to `/?connected={provider}` or `/?error=…`.
 * The message never carries tokens: the server keeps them.
 */
export function renderPopupPage(result: PopupResult, publicOrigin: string, errorCode = 'connection_failed') {
  const nonce = randomBytes(16).toString('base64');
  const targetOrigin = new URL(publicOrigin).origin;
  const fallback =
    result.type === 'oauth_success'
      ? `/?connected=${encodeURIComponent(result.data.provider)}`
      : `/?error=${encodeURIComponent(errorCode)}&provider=${encodeURIComponent(result.data.provider)}`;
  const payload = { message: result, targetOrigin, fallback };
  const title = result.type === 'oauth_success' ? 'Account connected' : 'Connection failed';
  const text = result.type === 'oauth_success' ? 'Account connected! You can close this window.' : `Connection failed: ${result.data.error ?? 'unknown error'}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Road Gremlin</title>
<style>body{font-family:system-ui,sans-serif;background:#111;color:#eee;display:flex;align-items:center;justify-content:center;min-height:100vh;margin:0;padding:1rem;text-align:center}</style>
</head>
<body>
<p id="status">${escapeHtml(text)}</p>
<script type="application/json" id="oauth-result">${scriptJson(payload)}</script>
<script nonce="${nonce}">
(function () {
  var p = JSON.parse(document.getElementById('oauth-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(p.message, p.targetOrigin);
    window.close();
  } else {
    window.location.replace(p.fallback);
  }
})();
</script>
</body>
</html>
`;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The callback URL carries the authorization code: keep it out of Referer headers.
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
  };
  return { html, headers };
}

/** Reads the result back out of a rendered page (tests, and anyone debugging a popup). */
export function readPopupPage(html: string): { message: PopupResult; targetOrigin: string; fallback: string } | null {
  const m = /<script type="application\/json" id="oauth-result">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
}
