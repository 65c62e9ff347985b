import { describe, it, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@roadgremlin/service-kit';
import { DecryptError, parseEncryptionKey, resolveEncryptionKey, TokenCipher } from '../src/crypto/token-cipher.js';
import { loadConfig } from '../src/config.js';

describe('TokenCipher (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const cipher = new TokenCipher(key);

  it('round-trips, with a fresh IV each time, and the text is nowhere in the output', () => {
    const a = cipher.encrypt('secret-token-value', 'u:spotify:access');
    const b = cipher.encrypt('secret-token-value', 'u:spotify:access');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(Buffer.from(a.split('.')[2], 'base64url').toString()).not.toContain('secret');
    expect(cipher.decrypt(a, 'u:spotify:access')).toBe('secret-token-value');
  });

  it('refuses another key, other authenticated data, a flipped bit, and garbage', () => {
    const enc = cipher.encrypt('tok', 'u:spotify:access');
    expect(() => new TokenCipher(randomBytes(32)).decrypt(enc, 'u:spotify:access')).toThrow(DecryptError);
    expect(() => cipher.decrypt(enc, 'u:spotify:refresh')).toThrow(DecryptError);
    const [iv, tag, ct] = enc.split('.');
    const bytes = Buffer.from(ct, 'base64url');
    bytes[0] ^= 1;
    expect(() => cipher.decrypt(`${iv}.${tag}.${bytes.toString('base64url')}`, 'u:spotify:access')).toThrow(DecryptError);
    expect(() => cipher.decrypt('plaintext-token', 'u:spotify:access')).toThrow(DecryptError);
  });

  it('reads keys as hex or base64 and refuses anything that is not 32 bytes', () => {
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseEncryptionKey('too-short')).toThrow(/32 bytes/);
    expect(() => parseEncryptionKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('the key', () => {
  const base = { DATABASE_URL: 'postgres://x@127.0.0.1/db' };

  it('is required in production, and a malformed one stops start-up naming the variable', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/CONNECTIONS_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ ...base, CONNECTIONS_ENCRYPTION_KEY: 'nope' })).toThrow(/CONNECTIONS_ENCRYPTION_KEY must be 32 bytes/);
    expect(loadConfig({ ...base, NODE_ENV: 'production', CONNECTIONS_ENCRYPTION_KEY: randomBytes(32).toString('hex') }).CONNECTIONS_ENCRYPTION_KEY).toBeTruthy();
  });

  it('is generated once into DATA_DIR/connections-key (0600) when unset, then reused', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rg-key-'));
    const first = await resolveEncryptionKey(undefined, dir);
    expect(first.source).toBe('generated');
    const file = path.join(dir, 'connections-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await resolveEncryptionKey(undefined, dir);
    expect(second.source).toBe('file');
    expect(second.key).toEqual(first.key);
    expect(parseEncryptionKey(await readFile(file, 'utf8'))).toEqual(first.key);
  });

  it('replicas starting together all get the one key, never a half-written file', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = await mkdtemp(path.join(tmpdir(), 'rg-key-'));
      const keys = await Promise.all(Array.from({ length: 8 }, () => resolveEncryptionKey(undefined, dir)));
      expect(keys.filter((k) => k.source === 'generated')).toHaveLength(1);
      for (const k of keys) expect(k.key).toEqual(keys[0].key);
      expect(await readdir(dir)).toEqual(['connections-key']);
    }
  });

  it('a configured key wins over the file, and a corrupt file is an error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rg-key-'));
    const k = randomBytes(32);
    expect((await resolveEncryptionKey(k.toString('base64'), dir)).key).toEqual(k);
    await writeFile(path.join(dir, 'connections-key'), 'garbage');
    await expect(resolveEncryptionKey(undefined, dir)).rejects.toThrow(/does not hold a valid key/);
  });

  it('provider URL overrides must be http(s) URLs', () => {
    expect(() => loadConfig({ ...base, SPOTIFY_TOKEN_URL: 'ftp://example.com' })).toThrow(/SPOTIFY_TOKEN_URL must be an http\(s\) URL/);
    const c = loadConfig({ ...base, SPOTIFY_CLIENT_ID: 'id', SPOTIFY_TOKEN_URL: 'http://127.0.0.1:9/token' });
    expect(c.providers.spotify).toMatchObject({ clientId: 'id', tokenUrl: 'http://127.0.0.1:9/token' });
    expect(c.providers.reddit.clientId).toBeUndefined();
  });
});
