import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { generateCodeVerifier, generateState } from 'arctic';

export const TICKET_TTL_SECONDS = 60;
export const STATE_TTL_SECONDS = 600;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface StartedFlow {
  /** The `state` parameter sent to the provider. */
  state: string;
  codeVerifier: string;
  /** Goes into an HttpOnly cookie; the callback must come from the same browser. */
  browserSecret: string;
}

export interface ConsumedFlow {
  userId: string;
  codeVerifier: string;
}

export type StateFailure = 'malformed' | 'expired' | 'forged' | 'unknown' | 'wrong_provider' | 'other_browser';

/**
 * The short-lived secrets of the connect flow, in Redis:
 * - tickets: `POST …/ticket` (bearer) → one-time, ≤60 s, so the popup URL never carries the access JWT;
 * - states: `nonce.exp.mac`, where mac = HMAC-SHA256(nonce.exp.provider.userId) under a server key. The
 *   record `{userId, provider, codeVerifier, browser}` lives ≤10 min and is deleted on first use, so a
 *   state is single-use, bound to the user and provider, and cannot be made up without the key.
 * Only hashes of tickets are stored; the user id never appears in a URL.
 */
export class FlowStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly stateKey: Buffer,
  ) {}

  private ticketKey(ticket: string) {
    return `${this.prefix}connections:ticket:${sha256(ticket)}`;
  }
  private stateRecordKey(nonce: string) {
    return `${this.prefix}connections:state:${nonce}`;
  }

  async issueTicket(userId: string, provider: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.redis.set(this.ticketKey(ticket), JSON.stringify({ userId, provider }), 'EX', TICKET_TTL_SECONDS);
    return ticket;
  }

  /** The user id the ticket was issued to, once; null when unknown, used, expired or for another provider. */
  async consumeTicket(ticket: string, provider: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
    const raw = await this.redis.getdel(this.ticketKey(ticket));
    if (!raw) return null;
    const rec = JSON.parse(raw) as { userId: string; provider: string };
    return rec.provider === provider ? rec.userId : null;
  }

  private mac(nonce: string, exp: number, provider: string, userId: string) {
    return createHmac('sha256', this.stateKey).update(`${nonce}.${exp}.${provider}.${userId}`).digest('base64url');
  }

  async startFlow(userId: string, provider: string): Promise<StartedFlow> {
    const nonce = generateState();
    const exp = Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS;
    const codeVerifier = generateCodeVerifier();
    const browserSecret = randomBytes(24).toString('base64url');
    await this.redis.set(
      this.stateRecordKey(nonce),
      JSON.stringify({ userId, provider, codeVerifier, browser: sha256(browserSecret) }),
      'EX',
      STATE_TTL_SECONDS,
    );
    return { state: `${nonce}.${exp}.${this.mac(nonce, exp, provider, userId)}`, codeVerifier, browserSecret };
  }

  /**
   * Checks and deletes the state. The record is deleted only when the signature checks, and only the
   * caller whose DEL removed it may continue, so two racing callbacks cannot both use one state.
   */
  async consumeState(state: string, provider: string, browserSecret: string | undefined): Promise<ConsumedFlow | StateFailure> {
    const m = /^([A-Za-z0-9_-]{20,100})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(state);
    if (!m) return 'malformed';
    const [, nonce, expText, mac] = m;
    const exp = Number(expText);
    if (exp < Math.floor(Date.now() / 1000)) return 'expired';
    const key = this.stateRecordKey(nonce);
    const raw = await this.redis.get(key);
    if (!raw) return 'unknown';
    const rec = JSON.parse(raw) as { userId: string; provider: string; codeVerifier: string; browser: string };
    if (!safeEqual(mac, this.mac(nonce, exp, rec.provider, rec.userId))) return 'forged';
    if (rec.provider !== provider) return 'wrong_provider';
    if (!browserSecret || !safeEqual(sha256(browserSecret), rec.browser)) return 'other_browser';
    if ((await this.redis.del(key)) !== 1) return 'unknown';
    return { userId: rec.userId, codeVerifier: rec.codeVerifier };
  }

  /** Burns a state without using it (the provider answered with an error). */
  async discardState(state: string) {
    const nonce = state.split('.')[0];
    if (/^[A-Za-z0-9_-]{20,100}$/.test(nonce)) await this.redis.del(this.stateRecordKey(nonce));
  }
}
