/**
 * Where the "Continue with {provider}" button sends the browser: the identity service starts the
 * provider's OpenID Connect authorization-code flow with PKCE (docs/product/auth.md#external-sign-in) and finally returns to
 * `returnTo` with the session tokens in the hash, or to /auth with `error`/`error_description`.
 * Same origin: the gateway serves /api next to the web app.
 */
export function externalSignInUrl(returnTo: '/auth/callback' | '/auth-redirect' = '/auth/callback'): string {
  return `/api/auth/oidc/start?${new URLSearchParams({ redirect_to: returnTo }).toString()}`;
}
