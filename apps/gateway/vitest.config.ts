import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Files share the local Redis (each under its own prefix) and listen on port 0: safe in parallel,
    // but the WebSocket and timing tests are steadier one file at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
