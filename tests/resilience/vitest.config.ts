import { defineConfig } from 'vitest/config';

/**
 * The resilience suite (docs/product/quality.md#resilience): each file starts its own PostgreSQL, Redis and whole stack, so
 * files run one after another; a file's scenarios share its stack and run in order.
 */
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default'],
  },
});
