import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const gateway = 'http://127.0.0.1:8080';

/**
 * The signed-out landing prerendered into dist/index.html (src/prerender.tsx), for production builds
 * only: a server-side build of that one module, run once, its HTML put inside #root, so the hero and
 * the call to action paint before any script runs. The app then starts in #root (src/main.tsx) and
 * replaces it. public/prerender-gate.js, a blocking script of a few lines in <head>, hides the
 * prerendered landing before the first paint when it is not what will show: another path, or a
 * stored session (the signed-in home is the planner).
 */
function prerenderLanding(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'road-gremlin-prerender-landing',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'test' && !env.isSsrBuild,
    async closeBundle() {
      const outDir = path.join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        build: { ssr: path.join(root, 'src/prerender.tsx'), outDir, emptyOutDir: true, sourcemap: false, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
        // every package bundled but React's, so the render runs on the same React the app ships
        ssr: { noExternal: true, external: ['react', 'react-dom'] },
      });
      const mod = (await import(`${pathToFileURL(path.join(outDir, 'prerender.mjs')).href}?t=${Date.now()}`)) as { renderLanding(): string };
      const html = mod.renderLanding();
      const indexPath = path.join(root, 'dist/index.html');
      const index = readFileSync(indexPath, 'utf8');
      if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to prerender into');
      writeFileSync(indexPath, index.replace('<div id="root"></div>', `<div id="root"><div data-prerendered="landing">${html}</div></div>`));
    },
  };
}

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

export default defineConfig(() => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), prerenderLanding(), serviceWorker()],
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
