import { createContext, useContext, type ReactNode } from 'react';
import type { Language, World } from '../../shared/worlds';
import type { RouteName } from '../../shared/routes/types';
import type { Translate } from '../i18n/translate';

export interface PageContextValue {
  world: World;
  language: Language;
  t: Translate;
  /** Localized path of a screen in this world, or null when the world lacks it. */
  path: (routeName: RouteName, params?: Record<string, string>) => string | null;
  /** Renders an island on the server: its HTML plus the marker the browser entry hydrates. */
  island: (name: string, props: Record<string, unknown>) => ReactNode;
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage outside a page');
  return value;
}
