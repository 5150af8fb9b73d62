import { useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { useIslandEnv } from '../island-env';
import { useAuthState } from '../hooks/useAfterHydration';
import { loadFavourites, saveFavourite, toggleFavourite } from '../favourites-sync';
import { favouriteIdsAtom, setFavouriteAtom } from '../atoms/favourites';
import { heartMaterialId, listenOnDocument, pressHearts, watchPageElements } from '../dom';

/**
 * Every favourite heart of the page, as one island (docs/favourites.md, "The heart"): the cards
 * render plain `<button data-material-id aria-pressed>` hearts; this island loads the visitor's
 * favourites once the login state is known (the account's, else the visitor token's), presses the
 * hearts of favourites, and handles the click of every heart (mouse, Enter, Space) by delegation.
 * It renders nothing.
 */
export default function FavouriteHearts() {
  const { world } = useIslandEnv();
  const store = useStore();
  const auth = useAuthState();
  const settled = auth.phase === 'signedIn' || auth.phase === 'anonymous';
  const signedIn = auth.phase === 'signedIn' && auth.user !== null;
  const userId = auth.user?.id ?? null;
  /** Whose favourites the clicks change: null until the login state is known. */
  const holder = useRef<boolean | null>(null);
  /** Hearts pressed before the login state was known: shown at once, saved once it is. */
  const early = useRef(new Map<number, boolean>());

  useEffect(() => {
    if (!settled) return;
    holder.current = signedIn;
    // The load starts first, so the early hearts are applied on top of the list it brings.
    void loadFavourites(store, world, signedIn);
    for (const [materialId, on] of early.current) void saveFavourite(store, world, signedIn, materialId, on);
    early.current.clear();
  }, [store, world, settled, signedIn, userId]);

  useEffect(() => {
    const sync = () => pressHearts(new Set(store.get(favouriteIdsAtom)));
    sync();
    const unsubscribe = store.sub(favouriteIdsAtom, sync);
    // Hearts that islands render later (the favourites screen's cards) are pressed as they come.
    const stopWatching = watchPageElements(sync);
    const stopListening = listenOnDocument({
      click: (event) => {
        const materialId = heartMaterialId(event.target);
        if (materialId === null) return;
        if (holder.current !== null) {
          void toggleFavourite(store, world, holder.current, materialId);
          return;
        }
        const on = !store.get(favouriteIdsAtom).includes(materialId);
        store.set(setFavouriteAtom, materialId, on);
        early.current.set(materialId, on);
      },
    });
    return () => {
      unsubscribe();
      stopWatching();
      stopListening();
    };
  }, [store, world]);

  return null;
}
