import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ResolvedSecret {
  secret: string;
  /** Where it came from, for the start-up log. */
  source: 'env' | 'file' | 'generated';
  file?: string;
}

/**
 * BETTER_AUTH_SECRET when set; otherwise (development/test only — config refuses this in production) a
 * secret generated once and kept in `${dataDir}/identity-secret`, so sessions, e-mailed links and the
 * encrypted JWT keys survive restarts. `wx` makes the first of two concurrent boots win; the other reads it.
 */
export async function resolveSecret(configured: string | undefined, dataDir: string): Promise<ResolvedSecret> {
  if (configured) return { secret: configured, source: 'env' };
  const file = path.join(dataDir, 'identity-secret');
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    return { secret: fresh, source: 'generated', file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // The other process may have created the file but not written it yet.
  for (let attempt = 0; attempt < 50; attempt++) {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return { secret: existing, source: 'file', file };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${file} exists but holds no usable secret (32+ characters); delete it or set BETTER_AUTH_SECRET`);
}
