import { defineConfig } from 'vitest/config';

/** Pure unit tests: shared rules, route table, API client rules. Run on Node. */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
