import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry chunk (React, Chakra, router, React Query) is ~570 kB raw / ~155 kB gzip; the
    // budget that matters is the landing page's gzip total, checked by scripts/landing-size.mjs.
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
  },
});
