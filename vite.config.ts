import { defineConfig } from 'vite';

/**
 * Builds the browser side only: the islands entry and its stylesheet, hashed, with a manifest
 * the edge worker reads through its ASSETS binding (src/edge/render/assets.ts). The workers are
 * bundled by wrangler.
 */
export default defineConfig({
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
      input: ['src/client/entry.tsx', 'src/client/styles/commerce.css'],
    },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
