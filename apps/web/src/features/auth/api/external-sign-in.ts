/**
 * Where the "Continue with {provider}" button sends the browser. The identity service starts the
 * provider's authorisation-code flow (PKCE) and finally returns to /auth/callback with the
 * session tokens in the hash, or to /auth with `error`/`error_description`.
 */
export function externalSignInUrl(providerId: string, origin: string = window.location.origin): string {
  const params = new URLSearchParams({ provider: providerId, redirect_to: `${origin}/auth/callback` });
  return `/api/auth/authorize?${params.toString()}`;
}
