import type { EdgeEnv } from '../env';
import { PAGE_SHEETS, type PageSheet } from './page-sheets';
import { ISLAND_CHUNKS_ID } from '../../shared/scripts-after-load';
import { jsonForScript } from './escape';
export type { PageSheet } from './page-sheets';

/** Where the browser entry and its stylesheet are, read from Vite's manifest once per isolate. */
export interface ClientAssets {
  script: string | null;
  styles: string[];
  preloads: string[];
  /** Stylesheets only some screens link, by name. */
  sheets: Partial<Record<PageSheet, string>>;
  /** Each island's chunk and the chunks it imports (beyond the entry's), to preload where it appears. */
  islandChunks: Readonly<Record<string, readonly string[]>>;
}


/** Vite writes this file next to the built assets (vite.config.ts `build.manifest`). */
export const CLIENT_MANIFEST_PATH = '/assets/manifest.json';
const ENTRY = 'src/client/entry.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ISLAND_SOURCE = /^src\/client\/islands\/([A-Za-z]+)\.tsx$/;

/** Every island's chunk with its static imports, less what the entry already brings. */
function islandChunksOf(manifest: Record<string, ManifestChunk>, entryFiles: ReadonlySet<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const name = ISLAND_SOURCE.exec(source)?.[1];
    if (!name) continue;
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (c: ManifestChunk | undefined) => {
      if (!c || seen.has(c.file)) return;
      seen.add(c.file);
      if (!entryFiles.has(c.file)) files.push(`/${c.file}`);
      for (const imported of c.imports ?? []) visit(manifest[imported]);
    };
    visit(chunk);
    out[name] = files;
  }
  return out;
}

/**
 * The chunks of the islands a page hydrates, as the JSON block the boot script reads once the page
 * has loaded (decision 019): their code then loads in parallel with the entry.
 */
export function islandChunkList(assets: ClientAssets, islands: Iterable<string>): string {
  const files = new Set<string>();
  for (const name of islands) for (const file of assets.islandChunks[name] ?? []) files.add(file);
  if (files.size === 0) return '';
  return `<script type="application/json" id="${ISLAND_CHUNKS_ID}">${jsonForScript([...files])}</script>`;
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
    return { script: null, styles: [], preloads: [], sheets: {}, islandChunks: {} };
  }
  const manifest = (await response.json()) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return { script: null, styles: [], preloads: [], sheets: {}, islandChunks: {} };
  const preloads = (entry.imports ?? []).map((name) => manifest[name]?.file).filter((f): f is string => !!f);
  const sheets: Partial<Record<PageSheet, string>> = {};
  for (const [name, source] of Object.entries(PAGE_SHEETS) as [PageSheet, string][]) {
    const file = manifest[source]?.file;
    if (file) sheets[name] = `/${file}`;
  }
  const entryFiles = new Set([entry.file, ...preloads]);
  return {
    script: `/${entry.file}`,
    styles: (entry.css ?? []).map((f) => `/${f}`),
    preloads: preloads.map((f) => `/${f}`),
    sheets,
    islandChunks: islandChunksOf(manifest, entryFiles),
  };
}
