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
    rollupOptions: {
      input: 'src/client/entry.tsx',
    },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
