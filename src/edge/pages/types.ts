import type { ReactElement } from 'react';
import type { RouteEntry } from '../../shared/routes/types';
import type { World } from '../../shared/worlds';
import type { Crumb } from '../../client/components/Breadcrumbs';
import type { EdgeEnv } from '../env';
import type { Area } from '../../shared/i18n/areas';
import type { Translate } from '../../shared/i18n/translate';
import type { Locale } from '../../shared/i18n/locale';
import type { PageSheet } from '../render/assets';

export interface PageRequest {
  env: EdgeEnv;
  world: World;
  /** The request's world and language, decided once where the edge resolved the world. */
  locale: Locale;
  route: RouteEntry;
  params: Readonly<Record<string, string>>;
  url: URL;
  t: Translate;
  now: Date;
  /**
   * The visitor's session token. Only a screen that answers per user reads it, and its outcome
   * is then `private` (never cached): the builder preview and the staff review.
   */
  sessionToken?: string | undefined;
}

export interface PageHead {
  title?: string;
  description?: string;
  jsonLd?: unknown[];
  /** The canonical path on this origin when it is not the request's own path. */
  canonical?: string;
}

/**
 * What a screen decides before the stream starts (status, redirect, head), and its body,
 * which may still be loading while the head is flushed.
 */
export type PageOutcome =
  | {
      kind: 'page';
      head?: PageHead;
      breadcrumbs?: Crumb[];
      body: ReactElement | Promise<ReactElement>;
      /** Catalogue areas the page's islands read in the browser, beyond the common ones (ISLAND_AREAS). */
      islandAreas?: readonly Area[];
      /** A status other than 200 for a rendered page (410: a one-time link that has expired). */
      status?: 410;
      /** Stylesheets the screen needs beyond the common one. */
      sheets?: readonly PageSheet[];
      /** The page was made for this visitor (from the session): never cached. */
      private?: boolean;
    }
  | { kind: 'notFound'; private?: boolean }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

export type PageModule = (request: PageRequest) => Promise<PageOutcome>;
