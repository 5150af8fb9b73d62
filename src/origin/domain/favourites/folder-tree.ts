/**
 * Folder trees (docs/favourites.md, "Folders"): each folder has at most one parent of the same
 * user and type. A move must not make a folder its own ancestor.
 */

/** Parent of each folder of one user and type (null: a top folder). */
export type ParentMap = ReadonlyMap<number, number | null>;

/** The folder and its ancestors, nearest first; stops at a repeat so a damaged tree cannot loop. */
export function ancestors(parents: ParentMap, id: number): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  let current: number | null | undefined = id;
  while (current !== null && current !== undefined && !seen.has(current)) {
    seen.add(current);
    chain.push(current);
    current = parents.get(current);
  }
  return chain;
}

/**
 * Whether moving `moving` under `newParent` (null: to the top) would close a cycle: the new parent
 * is one of the moved folders or lies below one of them.
 */
export function moveMakesCycle(parents: ParentMap, moving: readonly number[], newParent: number | null): boolean {
  if (newParent === null) return false;
  const above = new Set(ancestors(parents, newParent));
  return moving.some((id) => above.has(id));
}

/** A folder and every folder below it. */
export function subtree(parents: ParentMap, root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [id, parent] of parents) {
    if (parent === null) continue;
    const list = children.get(parent) ?? [];
    list.push(id);
    children.set(parent, list);
  }
  const found: number[] = [];
  const seen = new Set<number>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    found.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}
