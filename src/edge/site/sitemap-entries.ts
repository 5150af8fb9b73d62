import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import type { SitemapContentPage, SitemapRow, SitemapRowKind } from '../../shared/schemas/sitemaps';
import { ROUTES, isRouteName } from '../../shared/routes/table';
import { routeByName, routeExistsIn, routePath } from '../../shared/routes/match';
import type { RouteEntry } from '../../shared/routes/types';
import { DEFAULT_WORLD, WORLDS, type World } from '../../shared/worlds';
import { localeFor } from '../../shared/i18n/locale';
import { isFrame } from '../pages/registry';
import { CONTENT_PAGE_KEYS } from '../../shared/schemas/content';

/*
 * What each sitemap file lists, as paths of this site (docs/search-engines.md). Pure: the plan and
 * the rows come from the origin, the URLs from the route table.
 */

/** The kinds of sitemap files, in the order the index lists them; the name is the file's. */
export const SITEMAP_KINDS = ['landings', 'content', 'materials', 'authors', 'posts', 'help'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The file kinds the origin walks by id. */
export const ROW_KIND: Partial<Record<SitemapKind, SitemapRowKind>> = {
  materials: 'materials',
  authors: 'authors',
  posts: 'posts',
  help: 'helpArticles',
};

export interface SitemapAlternate {
  hreflang: string;
  path: string;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
  alternates?: readonly SitemapAlternate[];
}

/**
 * Screens made of content pages (content_pages.page_key is the route name): listed as content
 * pages once published, never as landings.
 */
const CONTENT_PAGE_SCREENS: ReadonlySet<string> = new Set(CONTENT_PAGE_KEYS);

function isContentPageScreen(route: RouteEntry): boolean {
  return CONTENT_PAGE_SCREENS.has(route.name);
}

/** hreflang alternates as the page's head writes them (render/world-links.ts), x-default last. */
function alternatesIn(route: RouteEntry, worlds: Iterable<World>): SitemapAlternate[] {
  if (!route.switchable) return [];
  const found: SitemapAlternate[] = [];
  let xDefault: string | null = null;
  const listed = new Set(worlds);
  for (const world of WORLDS) {
    if (!listed.has(world)) continue;
    const path = routePath(route.name, world);
    if (path === null) continue;
    found.push({ hreflang: localeFor(world).tag, path });
    if (world === DEFAULT_WORLD) xDefault = path;
  }
  if (xDefault !== null) found.push({ hreflang: 'x-default', path: xDefault });
  return found;
}

/**
 * Indexable screens without parameters that have a page of their own, in a world with live
 * materials (`landingWorlds`); then the subject and school landings of the world's menu that list
 * materials. Frames, noindex screens and content pages are never landings.
 */
export function landingEntries(
  world: World,
  landingWorlds: ReadonlySet<World>,
  menu: readonly MegaMenuEntry[],
  /** Fixed landings whose lists are all empty in this world (they say noindex). */
  emptyLandings: ReadonlySet<string> = new Set(),
): SitemapEntry[] {
  if (!landingWorlds.has(world)) return [];
  const entries: SitemapEntry[] = [];
  for (const route of ROUTES) {
    if (route.robots !== 'index' || route.unprefixed || !routeExistsIn(route, world)) continue;
    if (isFrame(route.name) || isContentPageScreen(route) || emptyLandings.has(route.name)) continue;
    const path = routePath(route.name, world);
    if (path === null) continue;
    const alternates = alternatesIn(route, landingWorlds);
    entries.push(alternates.length > 0 ? { path, alternates } : { path });
  }
  const subjects = new Map<number, string>();
  for (const entry of menu) for (const subject of entry.subjects) if (subject.doc_count > 0) subjects.set(subject.id, subject.slug);
  for (const [id, slug] of subjects) {
    const path = routePath('keywordLanding', world, { id: String(id), slug });
    if (path) entries.push({ path });
  }
  for (const entry of menu) {
    const subjects = entry.subjects.filter((subject) => subject.doc_count > 0);
    if (subjects.length === 0) continue;
    const path = routePath('schoolLanding', world, { school: entry.school_type });
    if (path) entries.push({ path });
    for (const subject of subjects) {
      const item = routePath('schoolLandingItem', world, { school: entry.school_type, id: String(subject.id), slug: subject.slug });
      if (item) entries.push({ path: item });
    }
  }
  return entries;
}

/**
 * The world's published content pages, with hreflang to the worlds where the same page is
 * published too. A screen without a world prefix (`/jobs`) is listed in the default world only.
 */
export function contentEntries(world: World, pages: readonly SitemapContentPage[]): SitemapEntry[] {
  const publishedIn = new Map<string, World[]>();
  for (const page of pages) {
    const worlds = publishedIn.get(page.pageKey) ?? [];
    worlds.push(page.world as World);
    publishedIn.set(page.pageKey, worlds);
  }
  const entries: SitemapEntry[] = [];
  for (const page of pages) {
    if (page.world !== world || !isRouteName(page.pageKey)) continue;
    const route = routeByName(page.pageKey);
    if (route.robots !== 'index' || (route.unprefixed && world !== DEFAULT_WORLD)) continue;
    const path = routePath(route.name, world);
    if (path === null) continue;
    const alternates = alternatesIn(route, publishedIn.get(page.pageKey) ?? []);
    entries.push({ path, lastmod: page.lastmod, ...(alternates.length > 0 ? { alternates } : {}) });
  }
  return entries;
}

/** A help article's address (its screen `helpArticle`). */
function helpArticlePath(world: World, row: SitemapRow): string | null {
  return row.slug ? routePath('helpArticle', world, { id: String(row.id), slug: row.slug }) : null;
}

/** The page of one row of a kind the origin walks. */
export function rowPath(kind: SitemapRowKind, world: World, row: SitemapRow): string | null {
  const id = String(row.id);
  switch (kind) {
    case 'materials':
      return row.slug ? routePath('materialPage', world, { id, slug: row.slug }) : null;
    case 'authors':
      return row.slug ? routePath('authorPage', world, { id, slug: row.slug }) : null;
    case 'posts':
      return routePath('blogPost', world, { id });
    case 'helpArticles':
      return helpArticlePath(world, row);
  }
}
