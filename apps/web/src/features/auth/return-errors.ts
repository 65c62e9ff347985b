/**
 * Messages for errors that come back from a sign-in return link (docs/product/auth.md#return-link-errors). The identity
 * service's external sign-in (services/identity README "External sign-in") lands on /auth with:
 * - `account_conflict`: the e-mail already has an account that could not be linked;
 * - `external_login_failed`: the external login itself failed (expired or foreign state, a token
 *   that failed verification, a provider that cannot be reached, an unverified e-mail);
 * - `access_denied` + a description mentioning "account": e.g. a user of another hosted domain;
 * - `server_error`, or the provider's own error passed through.
 */

export interface ReturnErrorMessage {
  title: string;
  description: string;
}

export const ACCOUNT_CONFLICT = 'account_conflict';
export const EXTERNAL_LOGIN_FAILED = 'external_login_failed';

const ALREADY_REGISTERED = /already (been )?(registered|exists|in use)|already have an account/i;

function withStop(text: string) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** /auth: the toast for `error` / `error_description` on arrival. `provider` names the external provider. */
export function describeAuthPageError(
  error: string | null,
  description: string | null,
  provider = 'Google',
): ReturnErrorMessage {
  // External login errors: the account or e-mail is already registered, or another failure.
  if (error === ACCOUNT_CONFLICT || ALREADY_REGISTERED.test(description ?? '')) {
    return {
      title: 'Account Conflict Detected',
      description: description || 'An account with this email already exists. Sign in with your email and password.',
    };
  }
  if (error === EXTERNAL_LOGIN_FAILED) {
    return { title: `${provider} Login Failed`, description: description || 'Please try again.' };
  }
  // An OAuth return with server_error or a description mentioning 'account'.
  if (error === 'server_error' || /account/i.test(description ?? '')) {
    const advice = `Sign out of all your ${provider} accounts in this browser and try again, or use your email and password instead.`;
    return {
      title: 'Account Sign-in Issue',
      description: description ? `${withStop(description)} ${advice}` : `${provider} could not sign you in with the account it picked. ${advice}`,
    };
  }
  return { title: 'Authentication Error', description: description || error || 'Unknown error' };
}

/** /auth-redirect: the sentence shown for an error on the return link. */
export function describeRedirectError(error: string | null, description: string | null): string {
  if (error === 'access_denied' || /expired/i.test(description ?? '')) {
    return 'The authentication link has expired. Please try signing in again.';
  }
  return `Authentication failed: ${description || error}`;
}
