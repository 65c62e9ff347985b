/**
 * The canonical-origin rule (docs/product/auth.md#canonical-origin). The site lives at one origin, PUBLIC_ORIGIN, which the
 * identity service answers in GET /api/auth/config as `canonicalOrigin`:
 * - a visitor on another host is sent there, keeping path, query and hash;
 * - exempt from that: the canonical host itself and its www form, local development hosts
 *   (localhost, *.localhost, 127.0.0.1, [::1]) and preview hosts ending in one of
 *   `previewHostSuffixes` (PREVIEW_HOST_SUFFIXES, e.g. `.vercel.app`; none by default);
 * - after a sign-in on an origin other than the canonical one the browser goes to the canonical
 *   root, and after a sign-out to its /auth; local development hosts excepted, so a dev server on
 *   another port keeps working.
 * Pure functions of URLs: the auth provider (auth-context.tsx) applies them.
 */

export interface CanonicalOriginRule {
  canonicalOrigin: string;
  previewHostSuffixes?: readonly string[];
}

/** The parts of `window.location` the rule reads. */
export interface LocationLike {
  href: string;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const stripWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);

export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1';
}

export function isPreviewHost(hostname: string, suffixes: readonly string[] = []): boolean {
  const host = hostname.toLowerCase();
  return suffixes.some((raw) => {
    const suffix = raw.trim().toLowerCase().replace(/^\*/, '');
    if (!suffix) return false;
    const dotted = suffix.startsWith('.') ? suffix : `.${suffix}`;
    return host.endsWith(dotted);
  });
}

/** Whether a visitor on `hostname` may stay there. */
export function isExemptHost(hostname: string, rule: CanonicalOriginRule): boolean {
  const canonical = parse(rule.canonicalOrigin);
  if (!canonical) return true; // no usable rule: never redirect
  const host = hostname.toLowerCase();
  return (
    stripWww(host) === stripWww(canonical.hostname.toLowerCase()) ||
    isLocalDevelopmentHost(host) ||
    isPreviewHost(host, rule.previewHostSuffixes)
  );
}

/** Where a visitor at `location` must go, or null to stay: the same path, query and hash on the canonical origin. */
export function visitorRedirect(location: LocationLike, rule: CanonicalOriginRule): string | null {
  const current = parse(location.href);
  const canonical = parse(rule.canonicalOrigin);
  if (!current || !canonical || isExemptHost(current.hostname, rule)) return null;
  return `${canonical.origin}${current.pathname}${current.search}${current.hash}`;
}

function elsewhere(location: LocationLike, rule: CanonicalOriginRule, path: string): string | null {
  const current = parse(location.href);
  const canonical = parse(rule.canonicalOrigin);
  if (!current || !canonical || current.origin === canonical.origin || isLocalDevelopmentHost(current.hostname)) return null;
  return `${canonical.origin}${path}`;
}

/** After SIGNED_IN: the canonical root when this origin is not the canonical one. */
export function signedInRedirect(location: LocationLike, rule: CanonicalOriginRule): string | null {
  return elsewhere(location, rule, '/');
}

/** After SIGNED_OUT: /auth on the canonical origin when this origin is not the canonical one. */
export function signedOutRedirect(location: LocationLike, rule: CanonicalOriginRule): string | null {
  return elsewhere(location, rule, '/auth');
}
