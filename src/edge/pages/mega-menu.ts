import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import type { World } from '../../shared/worlds';
import type { EdgeEnv } from '../env';
import { edgeCached } from '../edge-cache';
import { originJson } from '../origin-client';

const MEGA_MENU_TTL_SECONDS = 300;

/** The school types and subjects of a world, for the header's mega menu on every page. */
export function megaMenu(env: EdgeEnv, world: World): Promise<MegaMenuEntry[]> {
  return edgeCached(env, `mega-menu:${world}`, MEGA_MENU_TTL_SECONDS, () =>
    originJson<MegaMenuEntry[]>(env, 'v3/mega-menu/get-subjects', { world }),
  );
}
