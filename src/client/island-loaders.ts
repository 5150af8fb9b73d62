import type { ComponentType } from 'react';

/** What a file of src/client/islands/ exports: the island as its default. */
export interface IslandModule {
  default: ComponentType<never>;
}

export type IslandLoader = () => Promise<IslandModule>;

/**
 * The islands the browser can load, by name, from `import.meta.glob('./islands/*.tsx')`: the
 * file name is the island's name (the edge marks `data-island` with the same one, see
 * src/edge/render/islands.generated.ts). Each loader fetches that island's own chunk.
 */
export function islandLoaders(glob: Record<string, IslandLoader>): Record<string, IslandLoader> {
  const loaders: Record<string, IslandLoader> = {};
  for (const [file, load] of Object.entries(glob)) {
    const name = /([^/]+)\.tsx$/.exec(file)?.[1];
    if (name) loaders[name] = load;
  }
  return loaders;
}
