import type { EdgeEnv } from '../env';

/** Where the browser entry and its stylesheet are, read from Vite's manifest once per isolate. */
export interface ClientAssets {
  script: string | null;
  styles: string[];
  preloads: string[];
}

/** Vite writes this file next to the built assets (vite.config.ts `build.manifest`). */
export const CLIENT_MANIFEST_PATH = '/assets/manifest.json';
const ENTRY = 'src/client/entry.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

let cached: Promise<ClientAssets> | null = null;

export function clientAssets(env: EdgeEnv): Promise<ClientAssets> {
  cached ??= readManifest(env).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function readManifest(env: EdgeEnv): Promise<ClientAssets> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.internal${CLIENT_MANIFEST_PATH}`));
  if (!response.ok) {
    await response.body?.cancel();
    console.error(`client manifest missing (${response.status}): run \`npm run build\``);
    return { script: null, styles: [], preloads: [] };
  }
  const manifest = (await response.json()) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return { script: null, styles: [], preloads: [] };
  const preloads = (entry.imports ?? []).map((name) => manifest[name]?.file).filter((f): f is string => !!f);
  return { script: `/${entry.file}`, styles: (entry.css ?? []).map((f) => `/${f}`), preloads: preloads.map((f) => `/${f}`) };
}
