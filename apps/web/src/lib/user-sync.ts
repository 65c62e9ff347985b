/** POST /api/users/sync after a sign-in (docs/product/api.md#auth-and-users). */
import { apiClient, type ApiClient } from './api-client';
import type { Session, User } from './auth-client';

export interface UserSyncPayload {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  provider: string;
  providerId: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function buildUserSyncPayload(user: User): UserSyncPayload {
  const meta = user.user_metadata ?? {};
  const fullName = text(meta.full_name) ?? text(meta.name);
  const words = fullName ? fullName.split(/\s+/) : [];
  const firstName = text(meta.first_name) ?? words[0] ?? null;
  const lastName = text(meta.last_name) ?? (words.length > 1 ? words.slice(1).join(' ') : null);
  return {
    id: user.id,
    email: user.email,
    firstName,
    lastName,
    profileImageUrl: text(meta.avatar_url) ?? text(meta.picture),
    provider: text(user.app_metadata?.provider) ?? 'email',
    providerId: user.id,
  };
}

/** Failures are only logged: a missing profile row must not block the sign-in. */
export async function syncUser(session: Session, client: ApiClient = apiClient): Promise<void> {
  try {
    await client.post('/api/users/sync', buildUserSyncPayload(session.user), {
      accessToken: session.access_token,
    });
  } catch (error) {
    console.error('User sync failed', error instanceof Error ? error.message : error);
  }
}
