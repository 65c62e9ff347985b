#!/usr/bin/env node
/**
 * Gzip size of the JavaScript a visitor downloads for the landing page: the entry chunk named in
 * dist/index.html, the lazy home route chunk (src/app/home-route.tsx), and every chunk they import statically.
 * Usage: node scripts/landing-size.mjs [limitKb]  (after `vite build`; exits 1 above the limit)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const limitKb = Number(process.argv[2] ?? 180);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const home = readdirSync(assets).find((name) => /^home-route-.*\.js$/.test(name));
if (!entry || !home) throw new Error('Build output not found: run `vite build` first');

const seen = new Set();
const queue = [entry, home];
while (queue.length) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only: `import{a}from"./x.js"` / `import"./x.js"`; dynamic import() stays lazy.
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    queue.push(match[1]);
  }
}

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  landing page JavaScript (gzip), limit ${limitKb} KB`);
process.exit(total / 1024 > limitKb ? 1 : 0);
