/**
 * Why an external sign-in ended without a session. The callback route turns it into
 * `/auth?error=<code>&error_description=<description>`, which the web app's /auth screen maps to the
 * toasts of docs/product/auth.md#return-link-errors (apps/web/src/features/auth/return-errors.ts):
 *
 * | code | toast |
 * | --- | --- |
 * | `account_conflict` | 'Account Conflict Detected' |
 * | `external_login_failed` | '{provider} Login Failed' |
 * | `server_error`, or a description mentioning "account" | 'Account Sign-in Issue' (+ advice) |
 * | anything else (a provider's own error, e.g. `access_denied`) | 'Authentication Error' |
 */
export class ExternalSignInError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    /** What went wrong, for the log only (never shown). */
    readonly detail?: unknown,
  ) {
    super(description);
    this.name = 'ExternalSignInError';
  }
}

export const EXTERNAL_LOGIN_FAILED = 'external_login_failed';
export const ACCOUNT_CONFLICT = 'account_conflict';
