import type { createStore } from 'jotai';
import type { World } from '../shared/worlds';
import { WISHLIST_LIMIT, WISHLIST_PAGE_SIZE } from '../shared/favourites';
import type { WishlistPage } from '../shared/schemas/favourites';
import { createPageApiClient } from './api/page-client';
import { browserLocalStorage } from './api/browser';
import { favouriteIdsAtom, favouritesLoadAtom, setFavouriteAtom } from './atoms/favourites';
import { favouriteIdBatches } from './favourites-format';

type Store = ReturnType<typeof createStore>;

/**
 * Where favourites of an earlier version were kept, in this browser only. The key keeps its first
 * spelling: those ids are sent to the server once, then the key is removed.
 */
const LEGACY_STORAGE_KEY = 'kreide.favorites';

/** The wishlist calls of a signed-in user, or of an anonymous visitor (public token). */
function wishlistCalls(signedIn: boolean) {
  return signedIn
    ? { query: 'v3/elastic-indexer/wishlist/query', add: 'v3/wishlist/add', remove: 'v3/wishlist/remove', import: 'v3/wishlist/import' }
    : {
        query: 'v3/elastic-indexer/anonymous-wishlist/query',
        add: 'v3/wishlist/anonymous/add',
        remove: 'v3/wishlist/anonymous/remove',
        import: 'v3/wishlist/anonymous/import',
      };
}

function readLegacy(): unknown[] {
  try {
    const raw = browserLocalStorage()?.getItem(LEGACY_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function forgetLegacy(): void {
  try {
    browserLocalStorage()?.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Storage may be closed (privacy modes): nothing was kept there then.
  }
}

/**
 * Hearts pressed while the list is loading: the loaded list would not have them yet (or still
 * have them), so they are applied again on top of it. Null while no load runs.
 */
let changedDuringLoad: Map<number, boolean> | null = null;

/**
 * Loads the caller's favourites of this world into the store: first the ids an earlier version
 * kept in this browser go to the server (once; then they are forgotten here), then the pages of
 * the list are read. A failure is only logged (docs/product-rules.md, "Errors").
 */
export async function loadFavourites(store: Store, world: World, signedIn: boolean): Promise<void> {
  const api = createPageApiClient(world);
  const calls = wishlistCalls(signedIn);
  const changed = new Map<number, boolean>();
  changedDuringLoad = changed;
  try {
    const legacy = favouriteIdBatches(readLegacy());
    for (const materialIds of legacy) await api.post(calls.import, { materialIds });
    if (legacy.length > 0 || readLegacy().length > 0) forgetLegacy();
    const ids: number[] = [];
    for (let offset = 0; offset < WISHLIST_LIMIT; offset += WISHLIST_PAGE_SIZE) {
      const page = await api.post<WishlistPage>(calls.query, { limit: WISHLIST_PAGE_SIZE, offset });
      ids.push(...page.wishlist.map((item) => item.id));
      if (ids.length >= page._total || page.wishlist.length === 0) break;
    }
    store.set(favouriteIdsAtom, ids);
    for (const [materialId, on] of changed) store.set(setFavouriteAtom, materialId, on);
    store.set(favouritesLoadAtom, 'loaded');
  } catch (error) {
    console.error('favourites could not be loaded', error);
    store.set(favouritesLoadAtom, 'failed');
  } finally {
    if (changedDuringLoad === changed) changedDuringLoad = null;
  }
}

/** Adds or removes one favourite: the store changes at once and back again if the server says no. */
export async function toggleFavourite(store: Store, world: World, signedIn: boolean, materialId: number): Promise<void> {
  const on = !store.get(favouriteIdsAtom).includes(materialId);
  store.set(setFavouriteAtom, materialId, on);
  await saveFavourite(store, world, signedIn, materialId, on);
}

/**
 * Sends one change the store already shows (`on`: now a favourite) to the server; the store
 * changes back if the server says no.
 */
export async function saveFavourite(store: Store, world: World, signedIn: boolean, materialId: number, on: boolean): Promise<void> {
  changedDuringLoad?.set(materialId, on);
  const calls = wishlistCalls(signedIn);
  try {
    await createPageApiClient(world).post(on ? calls.add : calls.remove, { materialId });
  } catch (error) {
    console.error('favourite could not be changed', error);
    store.set(setFavouriteAtom, materialId, !on);
    changedDuringLoad?.set(materialId, !on);
  }
}
