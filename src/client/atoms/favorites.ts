import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The visitor's favorite materials. Anonymous visitors keep them in local storage; the first
 * render uses the empty list on server and client alike, then the stored list is read.
 */
export const favoriteIdsAtom = atomWithStorage<number[]>('kreide.favorites', []);

export const favoriteCountAtom = atom((get) => get(favoriteIdsAtom).length);

export const toggleFavoriteAtom = atom(null, (get, set, materialId: number) => {
  const ids = get(favoriteIdsAtom);
  set(favoriteIdsAtom, ids.includes(materialId) ? ids.filter((id) => id !== materialId) : [...ids, materialId]);
});
