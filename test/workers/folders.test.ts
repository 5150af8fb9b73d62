import { beforeAll, describe, expect, it } from 'vitest';
import { data, post, publicToken } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey, payDemo, quickUser } from './commerce-kit';
import type { Folder } from '../../src/shared/schemas/favourites';

type User = { userId: number; token: string };

async function buy(token: string, materialId: number): Promise<void> {
  expect((await cartCall('v1/cart/add', { token, body: { materialId } })).status).toBe(200);
  const started = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  expect((await payDemo(token, started.order.id)).status).toBe('paid');
}

async function ok<T>(path: string, body: unknown, token: string): Promise<T> {
  const response = await post(path, body, token);
  expect(response.status, `${path} ${await response.clone().text()}`).toBeLessThan(300);
  return data<T>(response);
}

async function expectError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
}

async function create(token: string, title: string, type = 'purchased', parent_id: number | null = null): Promise<Folder> {
  return ok<Folder>('v3/folders/create', { type, title, parent_id }, token);
}

async function foldersOf(token: string, type = 'purchased'): Promise<Folder[]> {
  return (await ok<{ folders: Folder[] }>('v3/folders/public/query', { type }, token)).folders;
}

let alice: User;
let mallory: User;
let bought: number;
let notBought: number;

beforeAll(async () => {
  alice = await quickUser('Alice Ordner');
  mallory = await quickUser('Mallory Ordner');
  bought = (await insertMaterial()).id;
  notBought = (await insertMaterial()).id;
  await buy(alice.token, bought);
});

describe('folders', () => {
  it('creates a tree, renames and moves folders, and lists them with their materials', async () => {
    const top = await create(alice.token, '  Mathe  ');
    expect(top).toMatchObject({ title: 'Mathe', parent_id: null, is_archive: false, folders_materials: [] });
    const child = await create(alice.token, 'Brüche', 'purchased', top.id);
    const other = await create(alice.token, 'Deutsch');
    expect(await ok('v3/folders/update-by-query', { fields: { title: 'Bruchrechnung' }, queryFilter: { ids: [child.id] } }, alice.token)).toEqual({ updated: 1 });
    expect(await ok('v3/folders/update-by-query', { fields: { parent_id: other.id }, queryFilter: { ids: [child.id] } }, alice.token)).toEqual({ updated: 1 });
    expect(await ok('v3/folders/materials/add-by-query', { folder_ids: [child.id], queryFilter: { material_ids: [bought] } }, alice.token)).toEqual({ added: 1 });
    const list = await foldersOf(alice.token);
    expect(list.find((f) => f.id === child.id)).toEqual({ id: child.id, title: 'Bruchrechnung', parent_id: other.id, is_archive: false, folders_materials: [bought] });
    expect(await ok('v3/folders/materials/query', { folder_id: child.id }, alice.token)).toEqual({ materials: [{ id: bought }], _total: 1 });
    // Other types are other trees.
    expect(await foldersOf(alice.token, 'own')).toEqual([]);
  });

  it('refuses moves that would close a cycle, or into another type’s tree', async () => {
    const a = await create(alice.token, 'A');
    const b = await create(alice.token, 'B', 'purchased', a.id);
    const c = await create(alice.token, 'C', 'purchased', b.id);
    await expectError(await post('v3/folders/update-by-query', { fields: { parent_id: c.id }, queryFilter: { ids: [a.id] } }, alice.token), 400, 'folder_cycle');
    await expectError(await post('v3/folders/update-by-query', { fields: { parent_id: a.id }, queryFilter: { ids: [a.id] } }, alice.token), 400, 'folder_cycle');
    const own = await create(alice.token, 'Eigene', 'own');
    await expectError(await post('v3/folders/update-by-query', { fields: { parent_id: own.id }, queryFilter: { ids: [b.id] } }, alice.token), 400, 'mixed_folder_types');
    await expectError(await post('v3/folders/create', { type: 'purchased', title: 'X', parent_id: own.id }, alice.token), 400, 'mixed_folder_types');
    expect((await foldersOf(alice.token)).find((f) => f.id === a.id)?.parent_id).toBeNull();
    // Moving to the top is fine.
    expect(await ok('v3/folders/update-by-query', { fields: { parent_id: null }, queryFilter: { ids: [c.id] } }, alice.token)).toEqual({ updated: 1 });
  });

  it('deletes a folder with every folder below it and what they hold', async () => {
    const a = await create(alice.token, 'Weg');
    const b = await create(alice.token, 'Auch weg', 'purchased', a.id);
    await ok('v3/folders/materials/add-by-query', { folder_ids: [b.id], queryFilter: { material_ids: [bought] } }, alice.token);
    expect(await ok('v3/folders/delete-by-query', { queryFilter: { ids: [a.id] } }, alice.token)).toEqual({ deleted: 2 });
    const ids = (await foldersOf(alice.token)).map((f) => f.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
  });

  it('files only bought materials in purchased folders, own ones in own, favourites in favourite', async () => {
    const purchased = await create(alice.token, 'Gekauft');
    await expectError(
      await post('v3/folders/materials/add-by-query', { folder_ids: [purchased.id], queryFilter: { material_ids: [bought, notBought] } }, alice.token),
      403,
      'not_eligible',
    );
    expect((await ok<{ _total: number }>('v3/folders/materials/query', { folder_id: purchased.id }, alice.token))._total).toBe(0);

    const own = await create(alice.token, 'Meine', 'own');
    const mine = (await insertMaterial({ authorId: alice.userId })).id;
    await expectError(await post('v3/folders/materials/add-by-query', { folder_ids: [own.id], queryFilter: { material_ids: [bought] } }, alice.token), 403, 'not_eligible');
    expect(await ok('v3/folders/materials/add-by-query', { folder_ids: [own.id], queryFilter: { material_ids: [mine] } }, alice.token)).toEqual({ added: 1 });

    const favourites = await create(alice.token, 'Gemerkt', 'favourite');
    await expectError(await post('v3/folders/materials/add-by-query', { folder_ids: [favourites.id], queryFilter: { material_ids: [notBought] } }, alice.token), 403, 'not_eligible');
    await post('v3/wishlist/add', { materialId: notBought }, alice.token);
    expect(await ok('v3/folders/materials/add-by-query', { folder_ids: [favourites.id], queryFilter: { material_ids: [notBought] } }, alice.token)).toEqual({ added: 1 });
    await expectError(
      await post('v3/folders/materials/add-by-query', { folder_ids: [favourites.id, own.id], queryFilter: { material_ids: [mine] } }, alice.token),
      400,
      'mixed_folder_types',
    );
    // A favourite removed leaves the favourite folders too.
    await post('v3/wishlist/remove', { materialId: notBought }, alice.token);
    expect((await foldersOf(alice.token, 'favourite')).find((f) => f.id === favourites.id)?.folders_materials).toEqual([]);
  });

  it('syncs one material’s folders of a type to exactly the given ones', async () => {
    const x = await create(alice.token, 'X');
    const y = await create(alice.token, 'Y');
    expect(await ok(`v3/folders/materials/${bought}/sync`, { folder_ids: [x.id, y.id], folder_type: 'purchased' }, alice.token)).toEqual({
      material_id: bought,
      folder_ids: [x.id, y.id].sort((p, q) => p - q),
    });
    await ok(`v3/folders/materials/${bought}/sync`, { folder_ids: [y.id], folder_type: 'purchased' }, alice.token);
    const list = await foldersOf(alice.token);
    expect(list.find((f) => f.id === x.id)?.folders_materials).toEqual([]);
    expect(list.find((f) => f.id === y.id)?.folders_materials).toEqual([bought]);
    await ok(`v3/folders/materials/${bought}/sync`, { folder_ids: [], folder_type: 'purchased' }, alice.token);
    expect((await foldersOf(alice.token)).some((f) => f.folders_materials.includes(bought) && !f.is_archive)).toBe(false);
    await expectError(await post(`v3/folders/materials/${notBought}/sync`, { folder_ids: [x.id], folder_type: 'purchased' }, alice.token), 403, 'not_eligible');
    await expectError(await post(`v3/folders/materials/${bought}/sync`, { folder_ids: [x.id], folder_type: 'own' }, alice.token), 400, 'mixed_folder_types');
    await expectError(await post('v3/folders/materials/abc/sync', { folder_ids: [], folder_type: 'own' }, alice.token), 400, 'invalid_parameter');
  });

  it('keeps one archive per type, filled and emptied by query; it is no ordinary folder', async () => {
    const first = await ok<{ archive_id: number; added: number }>('v3/folders/archive/add-by-query', { queryFilter: { material_ids: [bought] }, type: 'purchased' }, alice.token);
    expect(first.added).toBe(1);
    const again = await ok<{ archive_id: number; added: number }>('v3/folders/archive/add-by-query', { queryFilter: { material_ids: [bought] }, type: 'purchased' }, alice.token);
    expect(again).toEqual({ archive_id: first.archive_id, added: 0 });
    const archives = (await foldersOf(alice.token)).filter((f) => f.is_archive);
    expect(archives).toEqual([{ id: first.archive_id, title: 'archive', parent_id: null, is_archive: true, folders_materials: [bought] }]);
    await expectError(await post('v3/folders/update-by-query', { fields: { title: 'Neu' }, queryFilter: { ids: [first.archive_id] } }, alice.token), 400, 'archive_folder');
    await expectError(await post('v3/folders/delete-by-query', { queryFilter: { ids: [first.archive_id] } }, alice.token), 400, 'archive_folder');
    await expectError(await post('v3/folders/create', { type: 'purchased', title: 'In', parent_id: first.archive_id }, alice.token), 400, 'archive_folder');
    await expectError(await post('v3/folders/archive/add-by-query', { queryFilter: { material_ids: [notBought] }, type: 'purchased' }, alice.token), 403, 'not_eligible');
    expect(await ok('v3/folders/archive/delete-by-query', { queryFilter: { material_ids: [bought] }, type: 'purchased' }, alice.token)).toEqual({
      archive_id: first.archive_id,
      removed: 1,
    });
  });

  it('are each user’s own: another user cannot read, rename, move, delete or add to them', async () => {
    const secret = await create(alice.token, 'Privat');
    await ok('v3/folders/materials/add-by-query', { folder_ids: [secret.id], queryFilter: { material_ids: [bought] } }, alice.token);
    const theirs = await create(mallory.token, 'Mallory');
    const malloryBought = (await insertMaterial()).id;
    await buy(mallory.token, malloryBought);

    expect((await foldersOf(mallory.token)).map((f) => f.id)).toEqual([theirs.id]);
    await expectError(await post('v3/folders/materials/query', { folder_id: secret.id }, mallory.token), 404, 'not_found');
    await expectError(await post('v3/folders/update-by-query', { fields: { title: 'Meins' }, queryFilter: { ids: [secret.id] } }, mallory.token), 404, 'not_found');
    await expectError(await post('v3/folders/update-by-query', { fields: { parent_id: secret.id }, queryFilter: { ids: [theirs.id] } }, mallory.token), 404, 'not_found');
    await expectError(await post('v3/folders/update-by-query', { fields: { title: 'Beide' }, queryFilter: { ids: [theirs.id, secret.id] } }, mallory.token), 404, 'not_found');
    await expectError(await post('v3/folders/delete-by-query', { queryFilter: { ids: [theirs.id, secret.id] } }, mallory.token), 404, 'not_found');
    await expectError(await post('v3/folders/create', { type: 'purchased', title: 'Unter', parent_id: secret.id }, mallory.token), 404, 'not_found');
    await expectError(
      await post('v3/folders/materials/add-by-query', { folder_ids: [secret.id], queryFilter: { material_ids: [malloryBought] } }, mallory.token),
      404,
      'not_found',
    );
    await expectError(await post(`v3/folders/materials/${malloryBought}/sync`, { folder_ids: [secret.id], folder_type: 'purchased' }, mallory.token), 404, 'not_found');
    // Mallory's sync of a material leaves Alice's folders alone.
    await ok(`v3/folders/materials/${bought}/sync`, { folder_ids: [], folder_type: 'purchased' }, mallory.token);
    const after = (await foldersOf(alice.token)).find((f) => f.id === secret.id);
    expect(after).toEqual({ id: secret.id, title: 'Privat', parent_id: null, is_archive: false, folders_materials: [bought] });
    expect((await foldersOf(mallory.token)).map((f) => f.title)).toEqual(['Mallory']);
  });

  it('need a signed-in account and refuse bad input with a 4xx JSON error', async () => {
    const visitor = await publicToken();
    await expectError(await post('v3/folders/public/query', { type: 'purchased' }, visitor), 403, 'insufficient_scope');
    await expectError(await post('v3/folders/create', { type: 'purchased', title: 'X' }), 401);
    const before = (await foldersOf(alice.token)).length;
    for (const body of [
      {},
      { type: 'bought', title: 'X' },
      { type: 'purchased', title: '' },
      { type: 'purchased', title: '   ' },
      { type: 'purchased', title: 'x'.repeat(81) },
      { type: 'purchased', title: 'X', parent_id: 0 },
      { type: 'purchased', title: 'X', extra: true },
    ]) {
      await expectError(await post('v3/folders/create', body, alice.token), 400, 'invalid_body');
    }
    for (const body of [{ fields: {}, queryFilter: { ids: [1] } }, { fields: { title: 'X' }, queryFilter: { ids: [] } }, { fields: { title: 'X' } }]) {
      await expectError(await post('v3/folders/update-by-query', body, alice.token), 400, 'invalid_body');
    }
    await expectError(await post('v3/folders/public/query', { type: 'purchased', limit: 201 }, alice.token), 400, 'invalid_body');
    await expectError(await post('v3/folders/materials/add-by-query', { folder_ids: [1], queryFilter: { material_ids: [] } }, alice.token), 400, 'invalid_body');
    await expectError(await post('v3/folders/archive/add-by-query', { queryFilter: { material_ids: [bought] } }, alice.token), 400, 'invalid_body');
    expect((await foldersOf(alice.token)).length).toBe(before);
  });
});
