import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import type { User } from './auth-client';
import { buildUserSyncPayload, syncUser } from './user-sync';

const base: User = { id: 'u-42', email: 'ada@example.com', user_metadata: {}, created_at: '2025-08-01T00:00:00Z' };

describe('user sync payload (names, picture, provider from the user)', () => {
  it('uses first_name/last_name metadata and defaults the provider to email', () => {
    expect(
      buildUserSyncPayload({ ...base, user_metadata: { first_name: 'Ada', last_name: 'Lovelace', avatar_url: 'https://x/a.png' } }),
    ).toEqual({
      id: 'u-42',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://x/a.png',
      provider: 'email',
      providerId: 'u-42',
    });
  });

  it('splits full_name into the first word and the remaining words, and falls back to picture', () => {
    const payload = buildUserSyncPayload({
      ...base,
      user_metadata: { full_name: 'Grace Brewster Hopper', picture: 'https://x/p.png' },
      app_metadata: { provider: 'google' },
    });
    expect(payload).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      profileImageUrl: 'https://x/p.png',
      provider: 'google',
    });
  });

  it('without any name metadata the names are null', () => {
    expect(buildUserSyncPayload(base)).toMatchObject({ firstName: null, lastName: null, profileImageUrl: null });
  });

  it('a failed sync is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createApiClient({ fetch: async () => new Response('boom', { status: 500 }) });
    const session = {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 1,
      expires_at: 1,
      token_type: 'bearer' as const,
      user: base,
    };
    await expect(syncUser(session, client)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('User sync failed', '500: boom');
  });
});
