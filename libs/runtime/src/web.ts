import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.js';

const WEB = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB, 'dist');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Build-time settings of the web app, from the environment (MAP_STYLE_URL → VITE_MAP_STYLE_URL). */
function buildEnv(): Record<string, string> {
  return { VITE_MAP_STYLE_URL: process.env.MAP_STYLE_URL ?? process.env.VITE_MAP_STYLE_URL ?? '' };
}
const STAMP = path.join(WEB_DIST, '.build-env.json');

/** Whether apps/web/dist is missing, older than any web source, or built with other settings. */
export function webBuildIsStale() {
  const built = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(built)) return true;
  const stamp = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
  if (stamp !== JSON.stringify(buildEnv())) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(WEB, p));
  return inputs.some((p) => newestMtime(p) > builtAt);
}

/** Builds the web app with Vite when its sources changed since the last build. */
export async function ensureWebBuilt(log: (m: string) => void = console.log) {
  if (!fs.existsSync(WEB)) throw new Error('apps/web is missing');
  if (!webBuildIsStale()) return false;
  log('building the web app (vite build)…');
  const vite = path.join(REPO_ROOT, 'node_modules/.bin/vite');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(vite, ['build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit', env: { ...process.env, ...buildEnv() } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code})`))));
  });
  fs.writeFileSync(STAMP, JSON.stringify(buildEnv()));
  return true;
}
