import type { ReactElement } from 'react';
import type { RouteEntry } from '../../shared/routes/types';
import type { World } from '../../shared/worlds';
import type { Crumb } from '../../client/components/Breadcrumbs';
import type { EdgeEnv } from '../env';
import type { Area } from '../../shared/i18n/areas';
import type { Translate } from '../../shared/i18n/translate';
import type { Locale } from '../../shared/i18n/locale';
import type { PageSheet } from '../render/assets';
import type { Viewer } from '../viewer';
import type { PageExperiments } from '../ab/page-tests';

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
   * The signed-in user of the request's session, asked once on first use; null for visitors.
   * A page that asks must not be cached for everyone: answer a redirect or `personal: true`.
   */
  viewer?: () => Promise<Viewer | null>;
  /**
   * The visitor's session token, for the screens that call the origin as this visitor (the builder
   * preview, the staff review); their outcome is then `personal` (never cached).
   */
  sessionToken?: string | undefined;
  /** The page's A/B tests in the visitor's variants (part of the cache key; docs/experiments.md). */
  experiments?: PageExperiments;
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
      /** The breadcrumbs lead through school types and subjects: the tour points at them (docs/tour.md). */
      schoolTrail?: true;
      body: ReactElement | Promise<ReactElement>;
      /** Catalogue areas the page's islands read in the browser, beyond the common ones (ISLAND_AREAS). */
      islandAreas?: readonly Area[];
      /** A status other than 200 for a rendered page (410: a one-time link that has expired; 404: a link that is not valid). */
      status?: 404 | 410;
      /** Stylesheets the screen needs beyond the common one. */
      sheets?: readonly PageSheet[];
      /** The page depends on who asked (`viewer`): never kept in a cache. */
      personal?: true;
      /** `noindex` for a page of an indexed screen that has nothing to show yet (docs/search-engines.md). */
      robots?: 'noindex';
      /**
       * The page speaks another world's language than the request's: a learning room's join page
       * follows the room's world (docs/learning-rooms.md). Only for `personal` pages (never cached).
       */
      locale?: Locale;
    }
  | { kind: 'notFound'; personal?: true }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

export type PageModule = (request: PageRequest) => Promise<PageOutcome>;
