import { defineConfig } from 'vitest/config';

/**
 * The replicas suite (`npm run test:replicas`): one scaled-out stack (replicas/replicas.test.ts,
 * src/replica-stack.ts) shared by its scenarios, which run in order.
 */
export default defineConfig({
  test: {
    include: ['replicas/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default'],
  },
});
