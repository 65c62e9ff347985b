import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A sign-in started at the provider and not yet finished. */
export interface PendingFlow {
  /** PKCE code_verifier (RFC 7636); only its S256 challenge left this server. */
  codeVerifier: string;
  /** Expected `nonce` claim of the ID token (OpenID Connect Core section 3.1.2.1). */
  nonce: string;
  /** Path of the web app that receives the tokens (same origin only). */
  redirectTo: string;
  /** SHA-256 of the browser binding cookie: the flow finishes only in the browser that started it. */
  binding: string;
}

/** How long a started sign-in may take at the provider. */
export const FLOW_TTL_SECONDS = 600;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Pending flows in Redis under `${prefix}oidc:flow:<state>`, shared by every replica. `state` is a
 * random 256-bit value (openid-client `randomState`): knowing it is the only way to find a flow, a
 * flow is consumed by the first callback that presents it (GETDEL) and expires after 10 minutes.
 */
export class FlowStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(state: string) {
    return `${this.prefix}oidc:flow:${state}`;
  }

  /** Stores the flow; answers the binding value for the browser's cookie. */
  async save(state: string, flow: Omit<PendingFlow, 'binding'>): Promise<string> {
    const binding = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(state), JSON.stringify({ ...flow, binding: sha256(binding) } satisfies PendingFlow), 'EX', FLOW_TTL_SECONDS);
    return binding;
  }

  /** The flow of `state`, removed at once (single use); null when unknown, expired or already used. */
  async consume(state: string): Promise<PendingFlow | null> {
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(state)) return null;
    const raw = await this.redis.getdel(this.key(state));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as PendingFlow;
    } catch {
      return null;
    }
  }

  /** Whether the browser's cookie value is the one the flow was started with. */
  static bindingMatches(flow: PendingFlow, cookie: string | undefined): boolean {
    if (!cookie) return false;
    const a = Buffer.from(sha256(cookie));
    const b = Buffer.from(flow.binding);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
