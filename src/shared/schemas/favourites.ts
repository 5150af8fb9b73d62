import { z } from 'zod';
import { MAX_MATERIAL_IDS } from '../constants';
import { FOLDER_TITLE_MAX, FOLDER_TYPES, WISHLIST_PAGE_SIZE } from '../favourites';

/** Requests of the favourites and folder calls (docs/favourites.md). */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ids = z.array(id).min(1).max(MAX_MATERIAL_IDS);

/** `wishlist/query`, `anonymous-wishlist/query`: a page of the caller's live favourites of the request's world. */
export const wishlistQuerySchema = z
  .object({
    limit: z.number().int().min(1).max(WISHLIST_PAGE_SIZE).default(WISHLIST_PAGE_SIZE),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const wishlistMaterialSchema = z.object({ materialId: id }).strict();
export const wishlistImportSchema = z.object({ materialIds: ids }).strict();

export interface WishlistPage {
  wishlist: { id: number }[];
  _total: number;
}

const folderType = z.enum(FOLDER_TYPES);
const title = z.string().trim().min(1).max(FOLDER_TITLE_MAX);

export const folderListSchema = z
  .object({
    type: folderType,
    limit: z.number().int().min(1).max(WISHLIST_PAGE_SIZE).default(WISHLIST_PAGE_SIZE),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const folderMaterialsSchema = z
  .object({
    folder_id: id,
    limit: z.number().int().min(1).max(WISHLIST_PAGE_SIZE).default(WISHLIST_PAGE_SIZE),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const folderCreateSchema = z.object({ type: folderType, title, parent_id: id.nullable().default(null) }).strict();

const folderFilter = z.object({ ids }).strict();
const materialFilter = z.object({ material_ids: ids }).strict();

export const folderUpdateSchema = z
  .object({
    fields: z
      .object({ title: title.optional(), parent_id: id.nullable().optional() })
      .strict()
      .refine((fields) => fields.title !== undefined || fields.parent_id !== undefined, { message: 'Give a title or a parent_id.' }),
    queryFilter: folderFilter,
  })
  .strict();

export const folderDeleteSchema = z.object({ queryFilter: folderFilter }).strict();

export const folderAddSchema = z.object({ folder_ids: ids, queryFilter: materialFilter }).strict();

export const folderSyncSchema = z.object({ folder_ids: z.array(id).max(MAX_MATERIAL_IDS), folder_type: folderType }).strict();

export const archiveSchema = z.object({ queryFilter: materialFilter, type: folderType }).strict();

export interface Folder {
  id: number;
  title: string;
  parent_id: number | null;
  is_archive: boolean;
  folders_materials: number[];
}
