import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './better-auth.js';

export type BootstrapResult = 'exists' | 'created' | 'repaired';

/**
 * Makes sure the administrator account exists (ADMIN_EMAILS' first address), confirmed, with a
 * password: ADMIN_PASSWORD, or a generated one printed once in a banner. An existing account is never
 * touched, so a second boot does not change the password. Called under the migration lock, so two
 * processes booting together create it once.
 */
export async function bootstrapAdmin(auth: Auth, email: string, configuredPassword: string | undefined, log: FastifyBaseLogger): Promise<BootstrapResult> {
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  const hasPassword = existing?.accounts.some((a) => a.providerId === 'credential' && a.password);
  if (existing && hasPassword) return 'exists';

  const password = configuredPassword ?? randomBytes(18).toString('base64url');
  const hash = await ctx.password.hash(password);
  const user = existing?.user ?? (await ctx.internalAdapter.createUser({ email, name: 'Road Gremlin Admin', emailVerified: true }, { method: 'email-password' }));
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });

  if (configuredPassword) {
    log.info({ email }, 'administrator account created with ADMIN_PASSWORD');
  } else {
    const line = '='.repeat(72);
    // Printed once: the account exists from now on and this password is not stored anywhere else.
    log.warn(
      `\n${line}\n  Road Gremlin administrator account created\n    e-mail:   ${email}\n    password: ${password}\n` +
        `  This password is shown ONCE. Sign in and keep it somewhere safe,\n  or set ADMIN_PASSWORD before the first boot next time.\n${line}`,
    );
  }
  return existing ? 'repaired' : 'created';
}
