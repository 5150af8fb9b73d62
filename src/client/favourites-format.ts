import { MAX_MATERIAL_IDS } from '../shared/constants';

/**
 * The stored favourite ids as `v3/materials?ids=` batches: valid ids only (local storage may
 * hold anything), each once, the most recently added first, at most `size` a batch.
 */
export function favouriteIdBatches(stored: readonly unknown[], size: number = MAX_MATERIAL_IDS): number[][] {
  const ids = [...new Set(stored.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0).reverse())];
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}

/** The loaded materials that are still favourites, in their loaded order (removing one hides it). */
export function stillFavourite<T extends { id: number }>(materials: readonly T[], favouriteIds: readonly number[]): T[] {
  const ids = new Set(favouriteIds);
  return materials.filter((material) => ids.has(material.id));
}
