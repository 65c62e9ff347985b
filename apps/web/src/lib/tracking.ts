/**
 * Page tracking (docs/product/api.md#page-tracking): every visitor keeps one WebSocket open on the
 * gateway's `/ws/track` and reports the page they are on, so the administrator's dashboard shows live
 * sessions. The gateway binds the e-mail to the verified access token (passed as `?access_token=`
 * because browsers cannot set headers on a WebSocket); the e-mail in `user_login` is only a hint.
 *
 * Never throws and never blocks a page: a socket that cannot open or drops is retried with a
 * jittered exponential back-off, and messages are only sent while a socket is open (the current page
 * is re-sent on every open, so nothing needs queueing).
 */
import type { TrackingMessage } from '@roadgremlin/contracts';

/** The subset of the browser WebSocket the client uses (a fake in tests). */
export interface TrackingSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type TrackingSocketFactory = (url: string) => TrackingSocket;

export interface TrackingClientOptions {
  /** Defaults to `newSessionId()`: one session per page load (a reconnect keeps it). */
  sessionId?: string;
  createSocket?: TrackingSocketFactory;
  /** Origin the socket URL is built from; `window.location` by default. */
  location?: Pick<Location, 'protocol' | 'host'>;
  /** First retry delay; doubles up to `maxDelayMs`, each delay jittered to 50–100 %. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;

/** A session id built from the current time plus a random number. */
export function newSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now}-${Math.floor(random() * 1e12).toString(36)}`;
}

/** `ws(s)://<host>/ws/track`, wss on https, with the access token when signed in. */
export function trackingUrl(location: Pick<Location, 'protocol' | 'host'>, token: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return `${scheme}://${location.host}/ws/track${query}`;
}

export class TrackingClient {
  sessionId: string;
  private readonly createSocket: TrackingSocketFactory;
  private readonly location: Pick<Location, 'protocol' | 'host'>;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly random: () => number;
  private socket: TrackingSocket | null = null;
  private token: string | null = null;
  private page: string | null = null;
  private loginEmail: string | null = null;
  private running = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(opts: TrackingClientOptions = {}) {
    this.random = opts.random ?? Math.random;
    this.sessionId = opts.sessionId ?? newSessionId(Date.now(), this.random);
    this.createSocket = opts.createSocket ?? ((url) => new WebSocket(url));
    this.location = opts.location ?? window.location;
    this.baseDelayMs = opts.baseDelayMs ?? 1_000;
    this.maxDelayMs = opts.maxDelayMs ?? 30_000;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop() {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.drop();
  }

  /** The access token of the signed-in user, or null. A change reconnects at once with the new one. */
  setToken(token: string | null) {
    if (token === this.token) return;
    this.token = token;
    this.reconnect();
  }

  /**
   * The user signed out: whoever uses the tab next is another visit. A new session id, on a new
   * socket without a token; the gateway ends the old session when its socket closes.
   */
  signOut() {
    this.token = null;
    this.loginEmail = null;
    this.sessionId = newSessionId(Date.now(), this.random);
    this.reconnect();
  }

  /** The page the visitor is on (path only: queries and fragments can carry tokens). */
  pageChange(path: string) {
    if (path === this.page) return;
    this.page = path;
    this.send({ type: 'page_change', sessionId: this.sessionId, currentPage: path });
  }

  /**
   * The user has just signed in. Sent at once when the socket is open with a token, otherwise on the
   * next open (the sign-in usually changes the token, which reconnects).
   */
  login(email: string) {
    this.loginEmail = email;
    if (this.isOpen() && this.token) this.flushLogin();
  }

  private reconnect() {
    if (!this.running) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.drop();
    this.attempts = 0;
    this.connect();
  }

  private isOpen() {
    return this.socket?.readyState === OPEN;
  }

  private flushLogin() {
    if (!this.loginEmail) return;
    const email = this.loginEmail;
    this.loginEmail = null;
    this.send({ type: 'user_login', sessionId: this.sessionId, email, currentPage: this.page ?? '/' });
  }

  private send(message: TrackingMessage) {
    if (!this.isOpen()) return;
    try {
      this.socket!.send(JSON.stringify(message));
    } catch {
      // A socket closing under us: the next open re-sends the current page.
    }
  }

  private connect() {
    if (!this.running || this.socket) return;
    let socket: TrackingSocket;
    try {
      socket = this.createSocket(trackingUrl(this.location, this.token));
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      if (this.page !== null) this.send({ type: 'page_change', sessionId: this.sessionId, currentPage: this.page });
      if (this.token) this.flushLogin();
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleRetry();
    };
    // An error is always followed by a close event; nothing to do here but keep it quiet.
    socket.onerror = () => {};
  }

  /** Closes the current socket without retrying (a new one follows, or we are stopping). */
  private drop() {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = socket.onclose = socket.onerror = null;
    try {
      socket.close(NORMAL_CLOSURE);
    } catch {
      // Closing a socket that is still connecting can throw in old browsers.
    }
  }

  private scheduleRetry() {
    if (!this.running || this.retryTimer) return;
    const ceiling = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** this.attempts);
    this.attempts++;
    const delay = Math.round(ceiling * (0.5 + this.random() / 2));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }
}
