import type { CallGroup } from '../describe';
import { archiveSchema, folderAddSchema, folderCreateSchema, folderDeleteSchema, folderListSchema, folderMaterialsSchema, folderSyncSchema, folderUpdateSchema, wishlistImportSchema, wishlistMaterialSchema, wishlistQuerySchema } from '../../../shared/schemas/favourites';
import { materialIdParam } from '../../api/folders';

/** The wishlist and folders of purchased, own and favourite materials. */
export const favouritesCalls: CallGroup = {
  tag: 'Favourites',
  description: 'The wishlist and folders of purchased, own and favourite materials.',
  calls: {
    'POST /v3/elastic-indexer/wishlist/query': { summary: 'The account\'s favourites (wishlist), a page at a time.', access: 'user', body: wishlistQuerySchema },
    'POST /v3/elastic-indexer/anonymous-wishlist/query': { summary: 'An anonymous visitor\'s favourites, a page at a time.', access: 'visitor', body: wishlistQuerySchema },
    'POST /v3/wishlist/add': { summary: 'Keeps a live material as a favourite (409 past the limit).', access: 'user', body: wishlistMaterialSchema },
    'POST /v3/wishlist/remove': { summary: 'Removes a favourite.', access: 'user', body: wishlistMaterialSchema },
    'POST /v3/wishlist/import': { summary: 'Adds favourites a browser kept before; ids that are not live are skipped.', access: 'user', body: wishlistImportSchema },
    'POST /v3/wishlist/anonymous/add': { summary: 'Keeps a favourite for an anonymous visitor.', access: 'visitor', body: wishlistMaterialSchema },
    'POST /v3/wishlist/anonymous/remove': { summary: 'Removes an anonymous visitor\'s favourite.', access: 'visitor', body: wishlistMaterialSchema },
    'POST /v3/wishlist/anonymous/import': { summary: 'Adds favourites a browser kept before to the anonymous visitor.', access: 'visitor', body: wishlistImportSchema },
    'POST /v3/folders/public/query': { summary: 'The caller\'s folders of one type (purchased, own, favourite), as trees.', access: 'user', body: folderListSchema },
    'POST /v3/folders/materials/query': { summary: 'The materials in one of the caller\'s folders.', access: 'user', body: folderMaterialsSchema },
    'POST /v3/folders/create': { summary: 'Creates a folder, optionally inside another of the same type.', access: 'user', body: folderCreateSchema, status: 201 },
    'POST /v3/folders/update-by-query': { summary: 'Renames or moves folders (no cycles).', access: 'user', body: folderUpdateSchema },
    'POST /v3/folders/delete-by-query': { summary: 'Deletes folders with their subfolders; the materials stay.', access: 'user', body: folderDeleteSchema },
    'POST /v3/folders/materials/add-by-query': { summary: 'Files materials into folders (only materials that belong in that type).', access: 'user', body: folderAddSchema },
    'POST /v3/folders/materials/:id/sync': { summary: 'Sets exactly which folders a material is in.', access: 'user', params: { id: materialIdParam }, body: folderSyncSchema },
    'POST /v3/folders/archive/add-by-query': { summary: 'Moves materials to the type\'s archive.', access: 'user', body: archiveSchema },
    'POST /v3/folders/archive/delete-by-query': { summary: 'Takes materials out of the archive.', access: 'user', body: archiveSchema },
  },
};
