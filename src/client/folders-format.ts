import type { Folder } from '../shared/schemas/favourites';

/** A folder with the folders below it, for the folder screens' tree (docs/favourites.md, "Folders"). */
export interface FolderNode {
  folder: Folder;
  depth: number;
  children: FolderNode[];
}

/**
 * The ordinary folders as a tree by parent, titles in order; a folder whose parent is missing,
 * or that sits in a loop of parents, shows at the top. The archive is not in the tree (the screen shows it apart).
 */
export function folderTree(folders: readonly Folder[]): FolderNode[] {
  const ordinary = folders.filter((folder) => !folder.is_archive);
  const ids = new Set(ordinary.map((folder) => folder.id));
  const byParent = new Map<number | null, Folder[]>();
  for (const folder of ordinary) {
    const parent = folder.parent_id !== null && ids.has(folder.parent_id) ? folder.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const seen = new Set<number>();
  const build = (parent: number | null, depth: number): FolderNode[] =>
    (byParent.get(parent) ?? [])
      .filter((folder) => !seen.has(folder.id) && seen.add(folder.id))
      .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
      .map((folder) => ({ folder, depth, children: build(folder.id, depth + 1) }));
  const tree = build(null, 0);
  // A damaged tree (a loop of parents) still shows every folder: the rest go to the top.
  for (const folder of ordinary) {
    if (!seen.has(folder.id)) {
      seen.add(folder.id);
      tree.push({ folder, depth: 0, children: build(folder.id, 1) });
    }
  }
  return tree;
}

/** The tree in reading order, each folder once (for lists and selects). */
export function flatTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flatTree(node.children)]);
}

/** A folder and every folder below it: where it cannot move to. */
export function folderAndBelow(folders: readonly Folder[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parent_id !== null && found.has(folder.parent_id) && !found.has(folder.id)) {
        found.add(folder.id);
        grew = true;
      }
    }
  }
  return found;
}
