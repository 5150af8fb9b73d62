import { WORLDS, isMainWorld, isWorld } from '../worlds';
import type { World } from '../worlds';
import { ROUTES } from './table';
import type { RouteEntry, RouteMatch, RouteName } from './types';

/*
 * Matching and building of screen paths (pattern syntax: see RouteEntry in types.ts).
 *
 * Everything is compiled once at module load: each world gets an index of its routes bucketed by
 * the first path segment, so a request looks at a handful of candidates instead of every route.
 *
 * Paths are canonical: an empty segment (a trailing slash, `//`) never matches; `/de` is the
 * home of de, while `/de/` and `/de/anmelden/` are left to the edge to redirect. Static segments
 * are compared as written (slugs are ASCII); parameter values are percent-decoded, and a value
 * that does not decode makes the path unmatched rather than throwing.
 */

type Segment =
  | { readonly kind: 'static'; readonly text: string }
  | { readonly kind: 'param' | 'optional' | 'rest'; readonly name: string };

interface Pattern {
  readonly segments: readonly Segment[];
  /** Sorts candidates so static segments win over parameters, position by position. */
  readonly precedence: string;
}

interface Candidate {
  readonly route: RouteEntry;
  readonly pattern: Pattern;
}

/**
 * A world's candidates keyed by their first static segment, each bucket in precedence order;
 * `HOME_KEY` holds the world's home, `PARAM_KEY` the patterns that open with a parameter.
 */
type WorldIndex = ReadonlyMap<string, readonly Candidate[]>;

const HOME_KEY = '';
const PARAM_KEY = '*';
const PRECEDENCE: Record<Segment['kind'], string> = { static: '0', param: '1', optional: '2', rest: '3' };

const patternCache = new Map<string, Pattern>();

function parseSegment(text: string, isLast: boolean, source: string): Segment {
  if (!text.startsWith(':')) return { kind: 'static', text };
  const modifier = text.at(-1);
  const kind = modifier === '*' ? 'rest' : modifier === '?' ? 'optional' : 'param';
  const name = kind === 'param' ? text.slice(1) : text.slice(1, -1);
  if (!name) throw new Error(`Route pattern "${source}" has a parameter without a name`);
  if (kind !== 'param' && !isLast) throw new Error(`Route pattern "${source}": "${text}" must close the pattern`);
  return { kind, name };
}

function compilePattern(source: string): Pattern {
  const cached = patternCache.get(source);
  if (cached) return cached;
  const texts = source === '' ? [] : source.split('/');
  const segments = texts.map((text, i) => parseSegment(text, i === texts.length - 1, source));
  const pattern = { segments, precedence: segments.map((s) => PRECEDENCE[s.kind]).join('') };
  patternCache.set(source, pattern);
  return pattern;
}

export function routeExistsIn(route: RouteEntry, world: World): boolean {
  return !route.worlds || route.worlds.includes(world);
}

/** The pattern a world answers for a route: its localized one for main worlds, else `default`. */
export function patternFor(route: RouteEntry, world: World): string | null {
  if (!routeExistsIn(route, world)) return null;
  if (route.unprefixed || !isMainWorld(world)) return route.path.default;
  return route.path[world] ?? route.path.default;
}

function bucketKey(pattern: Pattern): string {
  const first = pattern.segments[0];
  if (!first) return HOME_KEY;
  return first.kind === 'static' ? first.text : PARAM_KEY;
}

function byPrecedence(a: Candidate, b: Candidate): number {
  const [x, y] = [a.pattern.precedence, b.pattern.precedence];
  return x < y ? -1 : x > y ? 1 : 0;
}

function buildIndex(routes: readonly RouteEntry[], world: World): WorldIndex {
  const index = new Map<string, Candidate[]>();
  for (const route of routes) {
    const source = patternFor(route, world);
    if (source === null) continue;
    const pattern = compilePattern(source);
    const key = bucketKey(pattern);
    const bucket = index.get(key) ?? [];
    bucket.push({ route, pattern });
    index.set(key, bucket);
  }
  for (const bucket of index.values()) bucket.sort(byPrecedence);
  return index;
}

const PREFIXED_ROUTES = ROUTES.filter((route) => !route.unprefixed);
const UNPREFIXED_ROUTES = ROUTES.filter((route) => route.unprefixed);
const ROUTES_BY_NAME: ReadonlyMap<RouteName, RouteEntry> = new Map(ROUTES.map((route) => [route.name, route]));
const WORLD_INDEXES = new Map<World, WorldIndex>(WORLDS.map((world) => [world, buildIndex(PREFIXED_ROUTES, world)]));
const UNPREFIXED_INDEXES = new Map<World, WorldIndex>(WORLDS.map((world) => [world, buildIndex(UNPREFIXED_ROUTES, world)]));

/** Parameters that name a stored thing by its number: checked here once, so no page asks the origin for `9007199254740993`. */
const ID_PARAMS: ReadonlySet<string> = new Set(['id', 'materialId']);

/** A positive integer written canonically (no sign, no leading zero) that JavaScript and D1 hold exactly. */
export function isEntityId(value: string): boolean {
  return /^[1-9][0-9]{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function decodeAll(segments: readonly string[]): string | undefined {
  const decoded: string[] = [];
  for (const segment of segments) {
    const value = decodeSegment(segment);
    if (value === undefined) return undefined;
    decoded.push(value);
  }
  return decoded.join('/');
}

/** The parameters of a path (already split, without the world) if the pattern matches it. */
function matchPattern(pattern: Pattern, segments: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  const { segments: expected } = pattern;
  for (const [i, segment] of expected.entries()) {
    const actual = segments[i];
    if (segment.kind === 'rest') {
      const value = actual === undefined ? undefined : decodeAll(segments.slice(i));
      if (value === undefined) return null;
      params[segment.name] = value;
      return params;
    }
    if (actual === undefined) {
      return segment.kind === 'optional' && segments.length === expected.length - 1 ? params : null;
    }
    if (segment.kind === 'static') {
      if (actual !== segment.text) return null;
      continue;
    }
    const value = decodeSegment(actual);
    if (value === undefined || (ID_PARAMS.has(segment.name) && !isEntityId(value))) return null;
    params[segment.name] = value;
  }
  return segments.length === expected.length ? params : null;
}

function firstMatch(candidates: readonly Candidate[] | undefined, segments: readonly string[], world: World): RouteMatch | null {
  for (const { route, pattern } of candidates ?? []) {
    const params = matchPattern(pattern, segments);
    if (params) return { route, world, params };
  }
  return null;
}

function matchIn(index: WorldIndex | undefined, segments: readonly string[], world: World): RouteMatch | null {
  if (!index) return null;
  const key = segments[0] ?? HOME_KEY;
  return firstMatch(index.get(key), segments, world) ?? firstMatch(index.get(PARAM_KEY), segments, world);
}

/**
 * The screen a pathname shows. A first segment naming a world selects that world's paths
 * (`/de/anmelden`, `/pl/login`); otherwise the unprefixed paths (`/jobs`) are tried, for
 * `fallbackWorld` (the world from partner host, cookie or default).
 */
export function matchPath(pathname: string, fallbackWorld: World): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.slice(1).split('/');
  if (segments.includes('')) return null;
  const [first, ...rest] = segments;
  if (isWorld(first)) return matchIn(WORLD_INDEXES.get(first), rest, first);
  return matchIn(UNPREFIXED_INDEXES.get(fallbackWorld), segments, fallbackWorld);
}

export function routeByName(name: RouteName): RouteEntry {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`Route "${name}" is missing from the route table`);
  return route;
}

function fillSegment(segment: Segment, params: Readonly<Record<string, string>>): string | null | undefined {
  if (segment.kind === 'static') return segment.text;
  const value = params[segment.name];
  if (!value) return segment.kind === 'optional' ? undefined : null;
  if (segment.kind !== 'rest') return encodeURIComponent(value);
  const pieces = value.split('/');
  return pieces.includes('') ? null : pieces.map(encodeURIComponent).join('/');
}

/** The pattern with its parameters filled in and encoded; null when a required one is missing. */
function fillPattern(pattern: Pattern, params: Readonly<Record<string, string>>): string | null {
  const parts: string[] = [];
  for (const segment of pattern.segments) {
    const part = fillSegment(segment, params);
    if (part === null) return null;
    if (part !== undefined) parts.push(part);
  }
  return parts.join('/');
}

/**
 * The path of a screen in a world (`/de/anmelden`, `/it/materiale/12/foo`, `/jobs`), or null
 * when the screen does not exist there or a required parameter is missing or empty. A repeatable
 * parameter may contain `/` between non-empty pieces.
 */
export function routePath(name: RouteName, world: World, params: Readonly<Record<string, string>> = {}): string | null {
  const route = routeByName(name);
  const source = patternFor(route, world);
  if (source === null) return null;
  const filled = fillPattern(compilePattern(source), params);
  if (filled === null) return null;
  if (route.unprefixed) return `/${filled}`;
  return filled ? `/${world}/${filled}` : `/${world}`;
}

export interface Alternate {
  readonly world: World;
  readonly path: string;
}

/**
 * The same screen in every world where it exists, for hreflang links and the world switcher.
 * Empty for screens that are not switchable (the switcher then leads to the other world's home).
 */
export function alternates(route: RouteEntry, params: Readonly<Record<string, string>> = {}): Alternate[] {
  if (!route.switchable) return [];
  const found: Alternate[] = [];
  for (const world of WORLDS) {
    const path = routePath(route.name, world, params);
    if (path !== null) found.push({ world, path });
  }
  return found;
}

function sampleValue(segment: Exclude<Segment, { kind: 'static' }>): string {
  if (ID_PARAMS.has(segment.name)) return '1';
  return segment.kind === 'rest' ? `sample-${segment.name}/more` : `sample-${segment.name}`;
}

/** A path of the route in the world with every parameter filled by a sample value (for tests and docs). */
export function samplePath(route: RouteEntry, world: World): string | null {
  const source = patternFor(route, world);
  if (source === null) return null;
  const params: Record<string, string> = {};
  for (const segment of compilePattern(source).segments) {
    if (segment.kind !== 'static') params[segment.name] = sampleValue(segment);
  }
  return routePath(route.name, world, params);
}
