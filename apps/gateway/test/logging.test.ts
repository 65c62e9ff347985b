import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, gatewayLoggerOptions } from '../src/app.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

async function gatewayWithLog(level: string) {
  const lines: any[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  const config = { ...stack.config, LOG_LEVEL: 'info' as const, REQUEST_LOG_LEVEL: level as 'info' };
  const app = await buildApp({ config, redis: stack.redis, logger: { ...gatewayLoggerOptions(config), stream } });
  return { app, lines };
}

describe('request logging', () => {
  it('REQUEST_LOG_LEVEL=info writes one line per request with its request id, and no token from the URL', async () => {
    const { app, lines } = await gatewayWithLog('info');
    try {
      await app.inject({ method: 'GET', url: '/api/oauth/spotify/callback?code=secret-code&state=s1', headers: { 'x-request-id': 'log-test-1' } });
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(completed).toHaveLength(1);
      expect(completed[0].reqId).toBe('log-test-1');
      expect(completed[0].res.statusCode).toBe(200);
      expect(completed[0].req.url).toBe('/api/oauth/spotify/callback?code=[redacted]&state=[redacted]');
      expect(JSON.stringify(lines)).not.toContain('secret-code');
    } finally {
      await app.close();
    }
  });

  it('REQUEST_LOG_LEVEL=off writes nothing for a normal request', async () => {
    const { app, lines } = await gatewayWithLog('off');
    try {
      await app.inject({ method: 'GET', url: '/api/journey-activity' });
      expect(lines.filter((l) => l.reqId)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
