import { describe, expect, it } from 'vitest';
import { externalSignInUrl } from './api/external-sign-in';
import { describeAuthPageError, describeRedirectError } from './return-errors';

describe('/auth return errors: toast titles and descriptions', () => {
  it('account_conflict from the identity service is "Account Conflict Detected" with its description', () => {
    expect(
      describeAuthPageError('account_conflict', 'An account with a@b.c is already registered. Google has not verified this address.', 'Google'),
    ).toEqual({ title: 'Account Conflict Detected', description: 'An account with a@b.c is already registered. Google has not verified this address.' });
  });

  it('any error saying the e-mail is already registered is a conflict too, even though it mentions an account', () => {
    expect(describeAuthPageError('invalid_request', 'User already registered').title).toBe('Account Conflict Detected');
    expect(describeAuthPageError(null, 'This account already exists').title).toBe('Account Conflict Detected');
  });

  it('external_login_failed is "{provider} Login Failed"', () => {
    expect(describeAuthPageError('external_login_failed', 'We could not verify your Google sign-in. Please try again.', 'Google')).toEqual({
      title: 'Google Login Failed',
      description: 'We could not verify your Google sign-in. Please try again.',
    });
    expect(describeAuthPageError('external_login_failed', null, 'Okta').title).toBe('Okta Login Failed');
  });

  it('server_error or a description mentioning "account" is "Account Sign-in Issue" advising signing out of the provider or using e-mail', () => {
    const domain = describeAuthPageError('access_denied', 'Only roadgremlin.test accounts can sign in to Road Gremlin, and eve@elsewhere.test is not one.', 'Google');
    expect(domain.title).toBe('Account Sign-in Issue');
    expect(domain.description).toBe(
      'Only roadgremlin.test accounts can sign in to Road Gremlin, and eve@elsewhere.test is not one. Sign out of all your Google accounts in this browser and try again, or use your email and password instead.',
    );
    const server = describeAuthPageError('server_error', null, 'Google');
    expect(server.title).toBe('Account Sign-in Issue');
    expect(server.description).toMatch(/Sign out of all your Google accounts .* or use your email and password instead\.$/);
  });

  it('any other return error is "Authentication Error" with the description, else the code', () => {
    expect(describeAuthPageError('access_denied', 'End-User aborted interaction')).toEqual({ title: 'Authentication Error', description: 'End-User aborted interaction' });
    expect(describeAuthPageError('temporarily_unavailable', null)).toEqual({ title: 'Authentication Error', description: 'temporarily_unavailable' });
  });

  it('/auth-redirect: access_denied or an expired description is the expired-link sentence, else "Authentication failed: …"', () => {
    expect(describeRedirectError('access_denied', null)).toBe('The authentication link has expired. Please try signing in again.');
    expect(describeRedirectError(null, 'Token has expired')).toBe('The authentication link has expired. Please try signing in again.');
    expect(describeRedirectError('server_error', 'Boom')).toBe('Authentication failed: Boom');
  });

  it('the external sign-in button starts the OIDC flow at the identity service, returning to /auth/callback', () => {
    expect(externalSignInUrl()).toBe('/api/auth/oidc/start?redirect_to=%2Fauth%2Fcallback');
  });
});
