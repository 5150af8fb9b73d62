import { DEFAULT_WORLD, isWorld, type World } from '../../shared/worlds';

export interface WorldClues {
  /** First path segment, if any. */
  firstSegment: string | undefined;
  /** The world a partner host selects, if the request came on one. */
  partnerWorld: World | undefined;
  /** The last visited world cookie. */
  cookieWorld: string | undefined;
}

export type WorldSource = 'path' | 'partner-host' | 'cookie' | 'default';

/** Spec §1: the first path segment, else a partner host, else the last visited world, else de. */
export function resolveWorld(clues: WorldClues): { world: World; source: WorldSource } {
  if (isWorld(clues.firstSegment)) return { world: clues.firstSegment, source: 'path' };
  if (clues.partnerWorld) return { world: clues.partnerWorld, source: 'partner-host' };
  if (isWorld(clues.cookieWorld)) return { world: clues.cookieWorld, source: 'cookie' };
  return { world: DEFAULT_WORLD, source: 'default' };
}
