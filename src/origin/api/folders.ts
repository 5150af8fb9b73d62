import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { validJson, validParam } from '../http/validate';
import { ApiError, notFound } from '../http/errors';
import { requireUser } from '../http/auth';
import { FOLDERS_PER_TYPE, MATERIALS_PER_FOLDER, type FolderType } from '../../shared/favourites';
import {
  archiveSchema,
  folderAddSchema,
  folderCreateSchema,
  folderDeleteSchema,
  folderListSchema,
  folderMaterialsSchema,
  folderSyncSchema,
  folderUpdateSchema,
  type Folder,
} from '../../shared/schemas/favourites';
import {
  archiveFolder,
  countFolders,
  createFolder,
  deleteFolders,
  eligibleMaterials,
  fileMaterials,
  folderMaterials,
  folderParents,
  folderSizes,
  listFolders,
  ownFolders,
  syncMaterialFolders,
  unfileMaterials,
  updateFolders,
  type FolderRow,
} from '../db/folders';
import { moveMakesCycle, subtree } from '../domain/favourites/folder-tree';

type Ctx = Context<{ Bindings: OriginEnv }>;

export const materialIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The user's folders with all these ids, or 404 when one is not theirs (or unknown): another
 * user's folder is never told apart from a missing one, and nothing changes.
 */
async function requireOwnFolders(c: Ctx, userId: number, ids: readonly number[], { archive = false } = {}): Promise<FolderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ownFolders(c.env.DB, userId, unique);
  if (rows.length !== unique.length) throw notFound('Folder');
  if (!archive && rows.some((row) => row.is_archive === 1)) {
    throw new ApiError(400, 'archive_folder', 'The archive is changed with the archive calls only.', { field: 'ids' });
  }
  return rows;
}

function oneType(rows: readonly FolderRow[]): FolderType {
  const types = new Set(rows.map((row) => row.type));
  const [type] = types;
  if (types.size !== 1 || type === undefined) throw new ApiError(400, 'mixed_folder_types', 'Give folders of one type.', { field: 'ids' });
  return type;
}

/** 403 unless every material may be filed in folders of the type (docs/favourites.md, "What goes where"). */
async function requireEligible(c: Ctx, userId: number, type: FolderType, materialIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(materialIds)];
  const eligible = await eligibleMaterials(c.env.DB, userId, type, unique);
  const refused = unique.filter((id) => !eligible.has(id));
  if (refused.length > 0) {
    throw new ApiError(403, 'not_eligible', `These materials cannot go into ${type} folders.`, { materialIds: refused, type });
  }
  return unique;
}

async function requireRoom(c: Ctx, folderIds: readonly number[], adding: number): Promise<void> {
  const sizes = await folderSizes(c.env.DB, folderIds);
  if (folderIds.some((id) => (sizes.get(id) ?? 0) + adding > MATERIALS_PER_FOLDER)) {
    throw new ApiError(409, 'folder_full', `A folder holds at most ${MATERIALS_PER_FOLDER} materials.`, { limit: MATERIALS_PER_FOLDER });
  }
}

async function requireFolderRoom(c: Ctx, userId: number, type: FolderType): Promise<void> {
  if ((await countFolders(c.env.DB, userId, type)) >= FOLDERS_PER_TYPE) {
    throw new ApiError(409, 'too_many_folders', `At most ${FOLDERS_PER_TYPE} folders per type.`, { limit: FOLDERS_PER_TYPE });
  }
}

/**
 * Folders of purchased, own and favourite materials (docs/favourites.md, "Folders"): trees by
 * parent, one archive per type. Signed-in users only; every call works on the caller's folders.
 */
export const folders = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/folders/public/query', async (c) => {
    const { userId } = await requireUser(c);
    const query = await validJson(c, folderListSchema);
    const page = await listFolders(c.env.DB, userId, query);
    return c.json({ data: { folders: page.items, _total: page.total } });
  })
  .post('/v3/folders/materials/query', async (c) => {
    const { userId } = await requireUser(c);
    const query = await validJson(c, folderMaterialsSchema);
    await requireOwnFolders(c, userId, [query.folder_id], { archive: true });
    const page = await folderMaterials(c.env.DB, query.folder_id, query);
    return c.json({ data: { materials: page.ids.map((id) => ({ id })), _total: page.total } });
  })
  .post('/v3/folders/create', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, folderCreateSchema);
    if (body.parent_id !== null) {
      const [parent] = await requireOwnFolders(c, userId, [body.parent_id]);
      if (parent?.type !== body.type) throw new ApiError(400, 'mixed_folder_types', 'The parent folder is of another type.', { field: 'parent_id' });
    }
    await requireFolderRoom(c, userId, body.type);
    const id = await createFolder(c.env.DB, userId, { ...body, is_archive: false });
    return c.json({ data: { id, title: body.title, parent_id: body.parent_id, is_archive: false, folders_materials: [] } satisfies Folder }, 201);
  })
  .post('/v3/folders/update-by-query', async (c) => {
    const { userId } = await requireUser(c);
    const { fields, queryFilter } = await validJson(c, folderUpdateSchema);
    const rows = await requireOwnFolders(c, userId, queryFilter.ids);
    const type = oneType(rows);
    if (fields.parent_id !== undefined && fields.parent_id !== null) {
      const [parent] = await requireOwnFolders(c, userId, [fields.parent_id]);
      if (parent?.type !== type) throw new ApiError(400, 'mixed_folder_types', 'The parent folder is of another type.', { field: 'parent_id' });
      if (moveMakesCycle(await folderParents(c.env.DB, userId, type), queryFilter.ids, fields.parent_id)) {
        throw new ApiError(400, 'folder_cycle', 'A folder cannot move into itself or a folder below it.', { field: 'parent_id' });
      }
    }
    return c.json({ data: { updated: await updateFolders(c.env.DB, userId, [...new Set(queryFilter.ids)], fields) } });
  })
  .post('/v3/folders/delete-by-query', async (c) => {
    const { userId } = await requireUser(c);
    const { queryFilter } = await validJson(c, folderDeleteSchema);
    const rows = await requireOwnFolders(c, userId, queryFilter.ids);
    // A folder goes with every folder below it.
    const all = new Set<number>();
    for (const type of new Set(rows.map((row) => row.type))) {
      const parents = await folderParents(c.env.DB, userId, type);
      for (const row of rows.filter((r) => r.type === type)) for (const id of subtree(parents, row.id)) all.add(id);
    }
    return c.json({ data: { deleted: await deleteFolders(c.env.DB, userId, [...all]) } });
  })
  .post('/v3/folders/materials/add-by-query', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, folderAddSchema);
    const rows = await requireOwnFolders(c, userId, body.folder_ids);
    const materialIds = await requireEligible(c, userId, oneType(rows), body.queryFilter.material_ids);
    const folderIds = rows.map((row) => row.id);
    await requireRoom(c, folderIds, materialIds.length);
    return c.json({ data: { added: await fileMaterials(c.env.DB, folderIds, materialIds) } });
  })
  .post('/v3/folders/materials/:id/sync', async (c) => {
    const { userId } = await requireUser(c);
    const materialId = validParam(c.req.param('id'), materialIdParam, 'material id');
    const body = await validJson(c, folderSyncSchema);
    const rows = await requireOwnFolders(c, userId, body.folder_ids);
    if (rows.some((row) => row.type !== body.folder_type)) {
      throw new ApiError(400, 'mixed_folder_types', `Give folders of type ${body.folder_type}.`, { field: 'folder_ids' });
    }
    // Taking a material out of every folder needs no right to it (it may be gone or sold back).
    if (rows.length > 0) await requireEligible(c, userId, body.folder_type, [materialId]);
    const folderIds = rows.map((row) => row.id);
    await requireRoom(c, folderIds, 1);
    await syncMaterialFolders(c.env.DB, userId, body.folder_type, materialId, folderIds);
    return c.json({ data: { material_id: materialId, folder_ids: folderIds.sort((a, b) => a - b) } });
  })
  .post('/v3/folders/archive/add-by-query', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, archiveSchema);
    const materialIds = await requireEligible(c, userId, body.type, body.queryFilter.material_ids);
    let archiveId = await archiveFolder(c.env.DB, userId, body.type);
    if (archiveId === null) {
      await requireFolderRoom(c, userId, body.type);
      archiveId = await createFolder(c.env.DB, userId, { type: body.type, title: 'archive', parent_id: null, is_archive: true });
    }
    await requireRoom(c, [archiveId], materialIds.length);
    return c.json({ data: { archive_id: archiveId, added: await fileMaterials(c.env.DB, [archiveId], materialIds) } });
  })
  .post('/v3/folders/archive/delete-by-query', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, archiveSchema);
    const archiveId = await archiveFolder(c.env.DB, userId, body.type);
    const removed = archiveId === null ? 0 : await unfileMaterials(c.env.DB, archiveId, [...new Set(body.queryFilter.material_ids)]);
    return c.json({ data: { archive_id: archiveId, removed } });
  });
