import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import type { World } from '../../shared/worlds';
import type { HeaderMenu } from '../../client/hooks/useHeaderMenu';
import { matchPath, routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/table';
import { translatorFor } from '../../shared/i18n/translator';
import { localeFor } from '../../shared/i18n/locale';
import { ACCOUNT_MENU_SCREENS, SELLER_MENU_SCREENS, SETTINGS_MENU_SCREENS, STAFF_MENU_SCREENS, type AccountMenuLinks } from '../../client/islands/AccountMenu';
import { megaMenu } from '../pages/mega-menu';
import { worldLinks } from '../render/world-links';
import { apiError, worldParam } from './respond';

/** As long as the mega menu stays in KV: browsers and shared caches may keep the answer as long. */
const HEADER_MENU_MAX_AGE_SECONDS = 300;
const SUBJECTS_SHOWN = 12;
const PATH_MAX = 512;

/** The account menu's links in a world: its cabinet and seller screens, the seller screens named by their headings. */
function accountLinks(world: World): AccountMenuLinks {
  const t = translatorFor(localeFor(world).language);
  const links = (names: readonly RouteName[]) =>
    names.flatMap((name) => {
      const href = routePath(name, world);
      return href ? [{ name, href, label: t(`meta:${name}.heading`) }] : [];
    });
  return {
    // One name per screen: the menu says what the page's heading says.
    menuLinks: links(ACCOUNT_MENU_SCREENS),
    settingsLinks: links(SETTINGS_MENU_SCREENS),
    sellerLinks: links(SELLER_MENU_SCREENS),
    staffLinks: links(STAFF_MENU_SCREENS),
    becomeSellerHref: routePath('firstUpload', world, {}),
  };
}

/**
 * `GET v3/header-menu?world=&path=`: what the header's menus list once opened — the world's school
 * types with their first subjects (names in the world's language) and the world switcher's links
 * for the screen at `path` (the same screen in each world where it is switchable, else each
 * world's home), and the account menu's links. The same for every visitor, so it is cacheable; pages no longer carry it
 * (docs/architecture.md, "Render cost").
 */
export const headerMenu = new Hono<{ Bindings: EdgeEnv }>().get('/api/v3/header-menu', async (c) => {
  const world = worldParam(c);
  if (!world) return apiError(c, 400, 'unknown_world', 'Unknown world.');
  const path = c.req.query('path') ?? `/${world}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.length > PATH_MAX) {
    return apiError(c, 400, 'invalid_parameter', `path must be a path of this site (at most ${PATH_MAX} characters).`);
  }
  const match = matchPath(path, world);
  const entries = await megaMenu(c.env, world);
  const data: HeaderMenu = {
    searchPath: routePath('searchResults', world) ?? '',
    schoolTypes: entries.map((entry) => ({
      schoolType: entry.school_type,
      name: entry.school_name,
      subjects: entry.subjects.slice(0, SUBJECTS_SHOWN).map((s) => ({ id: s.id, title: s.title, count: s.doc_count })),
    })),
    worlds: worldLinks(match?.route ?? null, match?.params ?? {}, world),
    account: accountLinks(world),
  };
  return c.json({ data }, 200, { 'cache-control': `public, max-age=${HEADER_MENU_MAX_AGE_SECONDS}` });
});
