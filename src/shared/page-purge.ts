/**
 * How the origin tells the edge which screens' cached HTML must go (docs/content.md, "Purge"):
 * an answer to a successful write carries this header with `world path` pairs, comma-separated;
 * the edge drops those pages before it passes the answer on and removes the header.
 */
export const PURGE_HEADER = 'x-kreide-purge';

export function purgeTargets(screens: readonly { world: string; path: string | null }[]): string {
  return screens.flatMap(({ world, path }) => (path === null ? [] : [`${world} ${path}`])).join(', ');
}
