import { atom } from 'jotai';

/**
 * The visitor's favourite materials of this world, as the server keeps them (docs/favourites.md):
 * the account's when signed in, else the visitor token's. Empty until loaded, on the edge and in
 * the browser alike; `FavouriteHearts` loads them once per page.
 */
export const favouriteIdsAtom = atom<number[]>([]);

/** Whether the list was loaded (the favourites screen waits for it). `failed`: only logged. */
export const favouritesLoadAtom = atom<'pending' | 'loaded' | 'failed'>('pending');

/** Added or removed here: the list and the total change at once (docs/product-rules.md, "Favorites"). */
export const favouriteCountAtom = atom((get) => get(favouriteIdsAtom).length);

export const setFavouriteAtom = atom(null, (get, set, materialId: number, on: boolean) => {
  const ids = get(favouriteIdsAtom).filter((id) => id !== materialId);
  set(favouriteIdsAtom, on ? [materialId, ...ids] : ids);
});
