import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-websocket';
import { newSessionId, TrackingClient, trackingUrl } from './tracking';

const http = { protocol: 'http:', host: 'roadgremlin.test' };
const https = { protocol: 'https:', host: 'roadgremlin.app' };

function client(opts: Partial<ConstructorParameters<typeof TrackingClient>[0]> = {}) {
  return new TrackingClient({
    sessionId: 's-1',
    createSocket: (url) => new FakeWebSocket(url),
    location: http,
    random: () => 1, // no jitter: delays are exactly base × 2^n
    ...opts,
  });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('newSessionId', () => {
  it('is the current time plus a random number, different for two page loads', () => {
    expect(newSessionId(1_700_000_000_000, () => 0.5)).toMatch(/^1700000000000-[0-9a-z]+$/);
    expect(newSessionId()).not.toBe(newSessionId());
    expect(newSessionId().length).toBeLessThanOrEqual(100);
  });
});

describe('trackingUrl', () => {
  it('uses wss on https and ws on http, with the token in the query only when signed in', () => {
    expect(trackingUrl(http, null)).toBe('ws://roadgremlin.test/ws/track');
    expect(trackingUrl(https, null)).toBe('wss://roadgremlin.app/ws/track');
    expect(trackingUrl(https, 'a.b+c')).toBe('wss://roadgremlin.app/ws/track?access_token=a.b%2Bc');
  });
});

describe('TrackingClient', () => {
  it('opens /ws/track on start and sends the current page on open, then every change', () => {
    const c = client();
    c.pageChange('/');
    c.start();
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('ws://roadgremlin.test/ws/track');
    ws.open();
    c.pageChange('/community');
    c.pageChange('/community'); // the same page twice is one message
    expect(ws.messages).toEqual([
      { type: 'page_change', sessionId: 's-1', currentPage: '/' },
      { type: 'page_change', sessionId: 's-1', currentPage: '/community' },
    ]);
  });

  it('sends nothing while the socket is not open, and never throws', () => {
    const c = client();
    c.start();
    expect(() => {
      c.pageChange('/a');
      c.login('ada@example.com');
    }).not.toThrow();
    expect(FakeWebSocket.last().sent).toEqual([]);
  });

  it('reconnects with the token when it changes, and sends user_login on the signed-in socket', () => {
    const c = client();
    c.pageChange('/auth');
    c.start();
    const visitor = FakeWebSocket.last();
    visitor.open();
    // What the hook does on SIGNED_IN.
    c.setToken('jwt-1');
    c.login('ada@example.com');
    expect(visitor.closedWith).toBe(1000);
    expect(visitor.messages).toEqual([{ type: 'page_change', sessionId: 's-1', currentPage: '/auth' }]);
    const member = FakeWebSocket.last();
    expect(member.url).toBe('ws://roadgremlin.test/ws/track?access_token=jwt-1');
    member.open();
    expect(member.messages).toEqual([
      { type: 'page_change', sessionId: 's-1', currentPage: '/auth' },
      { type: 'user_login', sessionId: 's-1', email: 'ada@example.com', currentPage: '/auth' },
    ]);
    // Same token again: nothing happens.
    c.setToken('jwt-1');
    expect(FakeWebSocket.instances).toHaveLength(2);
    // Signing out reconnects without a token, same session id.
    c.setToken(null);
    expect(FakeWebSocket.last().url).toBe('ws://roadgremlin.test/ws/track');
  });

  it('signing out starts a new session on a socket without a token', () => {
    const c = client({ random: Math.random });
    c.setToken('jwt-1');
    c.pageChange('/my-trips');
    c.start();
    const member = FakeWebSocket.last();
    member.open();
    c.signOut();
    expect(member.closedWith).toBe(1000);
    expect(c.sessionId).not.toBe('s-1');
    const visitor = FakeWebSocket.last();
    expect(visitor.url).toBe('ws://roadgremlin.test/ws/track');
    visitor.open();
    expect(visitor.messages).toEqual([{ type: 'page_change', sessionId: c.sessionId, currentPage: '/my-trips' }]);
    c.setToken(null);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('sends user_login at once when the signed-in socket is already open', () => {
    const c = client();
    c.setToken('jwt-1');
    c.pageChange('/');
    c.start();
    const ws = FakeWebSocket.last();
    ws.open();
    c.login('ada@example.com');
    expect(ws.messages.at(-1)).toEqual({ type: 'user_login', sessionId: 's-1', email: 'ada@example.com', currentPage: '/' });
  });

  it('reconnects after a drop with an exponential back-off, keeping the session id, and resets it after an open', () => {
    const c = client({ baseDelayMs: 1_000, maxDelayMs: 8_000 });
    c.pageChange('/');
    c.start();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.last().fail();
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    const ws = FakeWebSocket.last();
    ws.open();
    expect(ws.messages).toEqual([{ type: 'page_change', sessionId: 's-1', currentPage: '/' }]);
    ws.serverClose(1001);
    vi.advanceTimersByTime(999);
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
  });

  it('jitters each delay to between half and all of it', () => {
    const c = client({ random: () => 0, baseDelayMs: 1_000 });
    c.start();
    FakeWebSocket.last().fail();
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('retries when the WebSocket cannot even be constructed', () => {
    let calls = 0;
    const c = client({
      createSocket: (url) => {
        if (++calls === 1) throw new Error('SecurityError');
        return new FakeWebSocket(url);
      },
    });
    expect(() => c.start()).not.toThrow();
    expect(FakeWebSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stop closes the socket and cancels any retry', () => {
    const c = client();
    c.start();
    FakeWebSocket.last().fail();
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    c.start();
    const ws = FakeWebSocket.last();
    c.stop();
    expect(ws.closedWith).toBe(1000);
  });

  it('a late event from a replaced socket is ignored', () => {
    const c = client();
    c.pageChange('/');
    c.start();
    const first = FakeWebSocket.last();
    c.setToken('jwt');
    const second = FakeWebSocket.last();
    first.serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    second.open();
    expect(second.messages).toHaveLength(1);
  });
});
