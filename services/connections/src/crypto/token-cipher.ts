import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12; // the GCM nonce size NIST SP 800-38D recommends
const TAG_BYTES = 16;

export class DecryptError extends Error {}

/**
 * Reads a 32-byte key written as 64 hex characters or as base64/base64url. Anything else is refused
 * with a message naming the variable, so a typo stops start-up instead of weakening the key.
 */
export function parseEncryptionKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const buf = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (buf.length === KEY_BYTES) return buf;
  }
  throw new Error('CONNECTIONS_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64 (e.g. `openssl rand -base64 32`)');
}

/**
 * AES-256-GCM for provider tokens at rest. A stored value is `iv.tag.ciphertext` (base64url). The
 * additional authenticated data names the row and field (`user:provider:access`), so a ciphertext
 * copied into another user's row does not decrypt.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`the token key must be ${KEY_BYTES} bytes`);
    this.key = Buffer.from(key);
  }

  encrypt(plain: string, aad: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.');
  }

  decrypt(stored: string, aad: string): string {
    const parts = stored.split('.');
    if (parts.length !== 3) throw new DecryptError('not an encrypted token');
    const [iv, tag, ct] = parts.map((p) => Buffer.from(p, 'base64url'));
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptError('not an encrypted token');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
    } catch {
      throw new DecryptError('the token does not decrypt with this key');
    }
  }

  /** A separate key for another purpose (the OAuth state MAC), derived with HKDF (RFC 5869). */
  deriveKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), `roadgremlin/connections/${purpose}`, 32));
  }
}

export interface KeySource {
  key: Buffer;
  /** Where the key came from, for the start-up log (never the key itself). */
  source: 'env' | 'file' | 'generated';
  file?: string;
}

/**
 * The configured key, or in development/test a key generated once into `${dataDir}/connections-key`
 * (mode 0600). Production never reaches the file branch: the config refuses to start without the key.
 */
export async function resolveEncryptionKey(configured: string | undefined, dataDir: string): Promise<KeySource> {
  if (configured) return { key: parseEncryptionKey(configured), source: 'env' };
  const file = path.join(dataDir, 'connections-key');
  try {
    return { key: parseEncryptionKey(await readFile(file, 'utf8')), source: 'file', file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} does not hold a valid key: ${(err as Error).message}`);
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // Written whole under a name of our own, then linked into place: a replica starting at the same
  // moment never reads the file half written, and if another process linked its key first, it is used.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { key: parseEncryptionKey(await readFile(file, 'utf8')), source: 'file', file };
    throw err;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  return { key, source: 'generated', file };
}
