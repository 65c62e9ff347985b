import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const gateway = 'http://127.0.0.1:8080';

/**
 * The production build runs on Preact's React-compatible layer (preact/compat, ~11 KB gzip) instead
 * of react + react-dom (~60 KB gzip): the signed-out landing's first load goes from ~174 to ~117 KB
 * (issue #14 §3, budget 150). Development (`vite`) and the unit tests (Vitest + Testing Library)
 * keep React; the browser tests (apps/web-e2e) run on the production build, so every screen is
 * proven on Preact. `VITE_REACT=1 vite build` builds with React, to compare.
 */
const preactRoot = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: path.join(preactRoot, 'compat/client.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: path.join(preactRoot, 'test-utils/dist/testUtils.mjs') },
  { find: /^react-dom$/, replacement: path.join(preactRoot, 'compat/dist/compat.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: path.join(preactRoot, 'jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: path.join(preactRoot, 'jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react$/, replacement: path.join(preactRoot, 'compat/dist/compat.mjs') },
];

/**
 * dist/sw.js, the offline navigator's service worker (src/service-worker/sw.ts), for production
 * builds only: never in `vite` (dev) nor in Vitest. A second, self-contained build (one IIFE, no
 * chunks shared with the app, whose files it must be able to serve without them) with the list of
 * this build's files to precache and a version, the hash of that list, naming its shell cache.
 */
function serviceWorker(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  let files: string[] = [];
  return {
    name: 'road-gremlin-service-worker',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'test' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      files = Object.keys(bundle).filter((name) => !name.endsWith('.map') && name !== 'index.html');
    },
    async closeBundle() {
      const publicDir = path.join(root, 'public');
      const publicFiles = existsSync(publicDir) ? readdirSync(publicDir) : [];
      const precache = [...files, ...publicFiles].map((name) => `/${name}`).sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { __RG_PRECACHE__: JSON.stringify(precache), __RG_BUILD__: JSON.stringify(version) },
        build: {
          outDir: 'dist',
          emptyOutDir: false,
          sourcemap: false,
          lib: { entry: path.join(root, 'src/service-worker/sw.ts'), formats: ['iife'], name: 'roadGremlinServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), serviceWorker()],
  resolve: command === 'build' && mode !== 'test' && !process.env.VITE_REACT ? { alias: preactAliases } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The budget that matters is the landing page's gzip total, checked by scripts/landing-size.mjs
    // (and in CI by apps/web-e2e/tests/landing-size.spec.ts).
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    // The gateway serves every API and socket same-origin in production; in development the
    // dev server forwards them so the browser still sees one origin (cookies, no CORS).
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/basemap': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Screen tests render the whole app with Chakra in jsdom; a busy machine needs headroom.
    testTimeout: 20_000,
    unstubGlobals: true,
    // Zag's dismissable layer (Chakra dialogs, popovers) aborts its own pending DOM wait when a
    // component unmounts mid-test and leaves that rejection unhandled: a library-internal abort,
    // not an error of ours. Every other unhandled error still fails the run.
    onUnhandledError(error) {
      if (error.name === 'AbortError' && error.message === 'Promise aborted' && /@zag-js[\\/]dom-query/.test(error.stack ?? '')) return false;
    },
  },
}));
