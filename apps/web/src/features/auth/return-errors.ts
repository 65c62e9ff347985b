/** Messages for errors that an auth provider puts on a return link (SPEC.md §2, §8). */

export interface ReturnErrorMessage {
  title: string;
  description: string;
}

/** /auth: the toast for `error` / `error_description` on arrival. */
export function describeAuthPageError(error: string | null, description: string | null): ReturnErrorMessage {
  if (error === 'server_error' || /account/i.test(description ?? '')) {
    return {
      title: 'Account Sign-in Issue',
      description:
        'The provider could not sign you in with the account it picked. Sign out of all your accounts with that provider in this browser and try again, or use your email and password instead.',
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
