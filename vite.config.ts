import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { PAGE_SHEETS } from './src/edge/render/page-sheets';
import HEADER_ISLANDS from './src/client/header-islands.json' with { type: 'json' };

/**
 * Writes dist/client-modules.json (beside the public assets, not among them): the source modules
 * in each built chunk, which scripts/check-islands.mjs reads to keep zod and the route table out
 * of island chunks.
 */
function chunkModules(): Plugin {
  return {
    name: 'kreide-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds.map((id) => relative(process.cwd(), id).replaceAll('\\', '/')).sort();
      }
      mkdirSync('dist', { recursive: true });
      writeFileSync('dist/client-modules.json', `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * Builds the browser side only: the islands entry and its stylesheet, hashed, with a manifest
 * the edge worker reads through its ASSETS binding (src/edge/render/assets.ts). The workers are
 * bundled by wrangler.
 */
export default defineConfig({
  plugins: [chunkModules()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'assets/manifest.json',
    target: 'es2022',
    sourcemap: false,
    // The edge preloads each island's chunks where the island appears (src/edge/render/assets.ts
    // islandPreloads), so the entry carries no list of every island's dependencies.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rollupOptions: {
      // The islands entry (with the stylesheet every page needs) and the stylesheets only some
      // screens link (src/edge/render/assets.ts PAGE_SHEETS).
      input: ['src/client/entry.tsx', ...Object.values(PAGE_SHEETS)],
      output: {
        // The header's islands are on every page: one chunk the entry imports (with their hooks and
        // React), not a dozen small ones each its own request (docs/decisions/018-header-islands-with-the-entry.md).
        codeSplitting: {
          groups: [{ name: 'header', test: new RegExp(`src/client/islands/(${HEADER_ISLANDS.join('|')})\\.tsx$`) }],
        },
      },
    },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
