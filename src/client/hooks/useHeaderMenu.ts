import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useDisclosure } from './useDisclosure';
import type { World } from '../../shared/worlds';
import { createPageApiClient } from '../api/page-client';
import { currentPath } from '../dom';
import type { AccountMenuLinks } from '../islands/AccountMenu';

/**
 * What the header's menus list once opened (`GET v3/header-menu`, answered by the edge with cache
 * headers): the world's school types with their subjects, the world switcher's links for the
 * current screen, and the account menu's links. Pages no longer carry them as island props (docs/architecture.md, "Render cost").
 */
export interface HeaderMenu {
  /** The world's search results path; subjects link to it with `school_type` and `subject`. */
  searchPath: string;
  schoolTypes: { schoolType: string; name: string; subjects: { id: number; title: string; count: number }[] }[];
  worlds: { world: string; name: string; href: string; hreflang: string; current: boolean }[];
  account: AccountMenuLinks;
}

/** The header menu of this page once loaded; null before. */
const headerMenuAtom = atom<HeaderMenu | null>(null);

let loading: Promise<HeaderMenu | null> | null = null;

/**
 * The header menu and a function that loads it once per page (later calls share the first one's
 * answer; a failed load may be tried again). The menus call it when they open, and at the first
 * pointer or focus on their buttons, so the list is usually there when the click arrives.
 */
export function useHeaderMenu(world: World): [HeaderMenu | null, () => Promise<HeaderMenu | null>] {
  const menu = useAtomValue(headerMenuAtom);
  const setMenu = useSetAtom(headerMenuAtom);
  const load = useCallback(() => {
    if (menu) return Promise.resolve(menu);
    loading ??= createPageApiClient(world)
      .get<HeaderMenu>('v3/header-menu', { query: { path: currentPath() } })
      .then((loaded) => {
        setMenu(loaded);
        return loaded;
      })
      .catch(() => {
        loading = null;
        return null;
      });
    return loading;
  }, [menu, setMenu, world]);
  return [menu, load];
}

/**
 * A header menu's disclosure whose list comes from the header menu: the first click loads it
 * (`busy` meanwhile, for `aria-busy`) and opens the menu once it is there; later clicks toggle.
 */
export function useHeaderMenuDisclosure(world: World) {
  const disclosure = useDisclosure();
  const [menu, loadMenu] = useHeaderMenu(world);
  const [busy, setBusy] = useState(false);
  const { open, toggle } = disclosure;
  const onToggle = () => {
    if (open || menu) return toggle();
    setBusy(true);
    void loadMenu().then(() => {
      setBusy(false);
      toggle();
    });
  };
  return { ...disclosure, menu, loadMenu, busy, onToggle };
}
