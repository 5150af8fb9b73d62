import { describe, expect, it } from 'vitest';
import { flatTree, folderAndBelow, folderTree } from '../../../src/client/folders-format';
import type { Folder } from '../../../src/shared/schemas/favourites';

const folder = (id: number, title: string, parent_id: number | null, is_archive = false): Folder => ({ id, title, parent_id, is_archive, folders_materials: [] });

const folders = [folder(1, 'Mathe', null), folder(2, 'Brüche', 1), folder(3, 'Alt', 2), folder(4, 'Deutsch', null), folder(5, 'archive', null, true), folder(6, 'Waise', 99)];

describe('folder trees on the folder screens', () => {
  it('nests folders under their parents, titles in order, the archive apart, orphans at the top', () => {
    const flat = flatTree(folderTree(folders)).map((node) => [node.folder.title, node.depth]);
    expect(flat).toEqual([
      ['Deutsch', 0],
      ['Mathe', 0],
      ['Brüche', 1],
      ['Alt', 2],
      ['Waise', 0],
    ]);
  });

  it('shows each folder once even if the stored parents loop', () => {
    expect(flatTree(folderTree([folder(1, 'A', 2), folder(2, 'B', 1)])).map((node) => [node.folder.id, node.depth])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('names a folder with everything below it: where it cannot move', () => {
    expect([...folderAndBelow(folders, 1)].sort()).toEqual([1, 2, 3]);
    expect([...folderAndBelow(folders, 4)]).toEqual([4]);
  });
});
