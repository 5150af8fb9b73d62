import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The visitor's favourite materials. Anonymous visitors keep them in local storage; the first
 * render uses the empty list on server and client alike, then the stored list is read. The
 * storage key keeps its first spelling: renaming it would forget every visitor's favourites.
 */
export const favouriteIdsAtom = atomWithStorage<number[]>('kreide.favorites', []);

export const favouriteCountAtom = atom((get) => get(favouriteIdsAtom).length);

export const toggleFavouriteAtom = atom(null, (get, set, materialId: number) => {
  const ids = get(favouriteIdsAtom);
  set(favouriteIdsAtom, ids.includes(materialId) ? ids.filter((id) => id !== materialId) : [...ids, materialId]);
});
