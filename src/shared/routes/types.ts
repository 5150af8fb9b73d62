import type { MainWorld, World } from '../worlds';
import type { RouteName } from './table';

export type { RouteName };

/** What a page tells search engines (the robots column of docs/screens.md). */
export type Robots = 'index' | 'noindex' | 'noindex,follow';

/**
 * One screen of the product, as data. The edge matches requests against these entries, builds the
 * head from them and picks the page component registered under `name`.
 *
 * Path patterns are written without the world prefix and without a leading slash:
 * `''` is the world's home, `anmelden`, `material/:id/:slug`, `tema/:id/:slug*`.
 * - `:name` matches one segment; `:name*` matches one or more segments (joined by `/`);
 *   `:name?` matches zero or one segment and may only close a pattern.
 */
export interface RouteShape<Name extends string = string> {
  /** Unique screen name in camelCase; also the page key and the i18n key under `meta:`. */
  readonly name: Name;
  /** Localized pattern per main world; `default` (English words) serves every other world. */
  readonly path: { readonly default: string } & Partial<Record<MainWorld, string>>;
  /** The screen exists only in these worlds (for example `['de']`). Omitted: every world. */
  readonly worlds?: readonly World[];
  /** The path has no world prefix (for example `/jobs`); the world comes from host or cookie. */
  readonly unprefixed?: boolean;
  /** The world switcher can move this screen to another world (hreflang alternates too). */
  readonly switchable: boolean;
  readonly robots: Robots;
  /** The screen one level up, for breadcrumbs. Omitted: the world's home. */
  readonly parent?: Name;
  /** The catalogue area whose texts the page body uses (docs/product-rules.md, "Worlds"). */
  readonly area: string;
  /** The issue that fills the screen's substance; the foundation renders its frame. */
  readonly filledBy?: 'foundation' | 'identity' | 'catalogue' | 'commerce' | 'seller' | 'schools' | 'notifications' | 'content' | 'interactive' | 'ai-tools' | 'experiments';
}

/**
 * A screen of the route table: its name and parent are names the table holds, so a misspelt
 * route reference anywhere in the code is a compile error.
 */
export type RouteEntry = RouteShape<RouteName>;

export interface RouteMatch {
  readonly route: RouteEntry;
  readonly world: World;
  readonly params: Readonly<Record<string, string>>;
}
