import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Language, World } from '../../shared/worlds';
import type { RouteName } from '../../shared/routes/types';
import type { Translate } from '../i18n/translate';

export interface PageContextValue {
  world: World;
  language: Language;
  t: Translate;
  /** Localized path of a screen in this world, or null when the world lacks it. */
  path: (routeName: RouteName, params?: Record<string, string>) => string | null;
  /**
   * Renders an island on the server: its HTML plus the marker the browser entry hydrates. The
   * island is the default export of a file in src/client/islands/; its props travel as JSON.
   */
  island: IslandRender;
  /** The page's A/B tests in the visitor's variants (server-rendered pages only; docs/experiments.md). */
  experiments?: Readonly<Record<string, { variant: string; active: boolean }>>;
}

/** `island(AddToCartButton, { materialId, … })`: the props are checked against the island's own. */
export type IslandRender = <P extends object>(island: ComponentType<P>, props: NoInfer<P>) => ReactNode;

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

/**
 * `island()` as an element, for frames that take their island as a child:
 * `<Island of={CartView} props={{ … }} />`.
 */
export function Island<P extends object>({ of, props }: { of: ComponentType<P>; props: NoInfer<P> }): ReactNode {
  return usePage().island(of, props);
}

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage outside a page');
  return value;
}
