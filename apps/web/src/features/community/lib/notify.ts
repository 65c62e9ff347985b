/** The forum's toasts (docs/product/screens.md#community-thread): failed mutations and the login-required messages. */
import { notify } from '../../../components/toaster';
import { errorMessage, isApiError } from '../../../lib/api-client';

/**
 * A failed community mutation: a red 'Error' toast with the server's message or the fallback. A 401
 * (the session ran out meanwhile) gets the login-required toast instead.
 */
export function notifyCommunityError(error: unknown, fallback: string, loginRequired?: string): void {
  if (loginRequired && isApiError(error) && error.status === 401) {
    notifyLoginRequired(loginRequired);
    return;
  }
  notify({ type: 'error', title: 'Error', description: errorMessage(error, fallback) });
}

export const LOGIN_TO_VOTE_POST = 'Please log in to vote on posts';
export const LOGIN_TO_VOTE_COMMENT = 'Please log in to vote on comments';
export const LOGIN_TO_COMMENT = 'Please log in to comment';

export function notifyLoginRequired(description: string): void {
  notify({ type: 'warning', title: 'Login Required', description });
}
