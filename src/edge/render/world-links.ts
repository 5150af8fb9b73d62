import type { RouteEntry } from '../../shared/routes/types';
import { alternates, routePath } from '../../shared/routes/match';
import { WORLDS, WORLD_NAMES, type World } from '../../shared/worlds';
import { localeFor } from '../../shared/i18n/locale';
import type { WorldLink } from '../../client/components/Header';

/**
 * Links of the world switcher: on a switchable screen the same screen in each world that has
 * it; otherwise (or where a world lacks the screen) that world's home (docs/product-rules.md, "Worlds").
 */
export function worldLinks(route: RouteEntry | null, params: Readonly<Record<string, string>>, current: World): WorldLink[] {
  const same = new Map<World, string>();
  if (route?.switchable) for (const alt of alternates(route, params)) same.set(alt.world, alt.path);
  return WORLDS.map((world) => ({
    world,
    name: WORLD_NAMES[world],
    href: same.get(world) ?? routePath('home', world) ?? `/${world}`,
    hreflang: localeFor(world).tag,
    current: world === current,
  }));
}

/** hreflang alternates of a switchable screen, absolute. */
export function hreflangAlternates(route: RouteEntry, params: Readonly<Record<string, string>>, origin: string) {
  if (!route.switchable) return [];
  return alternates(route, params).map((alt) => ({
    world: alt.world,
    hreflang: localeFor(alt.world).tag,
    href: `${origin}${alt.path}`,
  }));
}
