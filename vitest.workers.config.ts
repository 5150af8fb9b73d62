import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Integration tests inside workerd: the origin's bindings come from its wrangler config (local
 * D1, KV, R2), the edge's KV is added here, and each test file wires the edge to the origin
 * through a counting service binding (test/workers/harness.ts).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './src/origin/wrangler.toml' },
        miniflare: {
          kvNamespaces: ['EDGE_CACHE'],
          bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'test' },
        },
      }),
    ],
    oxc: { jsx: { runtime: 'automatic' as const } },
    test: {
      include: ['test/workers/**/*.test.ts', 'test/workers/**/*.test.tsx'],
      setupFiles: ['test/workers/setup.ts'],
      testTimeout: 30_000,
    },
  };
});
