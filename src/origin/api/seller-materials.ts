import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { worldCurrency, type World } from '../../shared/worlds';
import {
  bundleItemsSchema,
  materialInteractiveSchema,
  materialPatchSchema,
  recommendationQuerySchema,
  saleBodySchema,
  salesBulkDeleteSchema,
  sellerMaterialIdSchema,
  type MaterialPatch,
  type MetadataField,
  type SellerMaterial,
  type TimedSale,
} from '../../shared/schemas/seller-materials';
import { decide, startsNewRevision, type LifecycleAction } from '../domain/seller/states';
import { BUNDLE_MAX_ITEMS, BUNDLE_MIN_ITEMS, missingForSubmit, textLanguages } from '../domain/seller/submission';
import { checkPrice, comparablePages, recommendPrice } from '../domain/seller/prices';
import { checkSale, saleStatus } from '../domain/seller/sales';
import { materialSlug } from '../domain/seller/slug';
import {
  applyTimedSales,
  bumpRevisionStatement,
  comparablePrices,
  deleteSalesStatements,
  endSalesOfStatements,
  fieldsSetOf,
  findOwnMaterial,
  findOwnMaterialDetail,
  hasRunningSale,
  insertDraft,
  insertRevisionStatement,
  insertSale,
  latestRevision,
  listOwnMaterials,
  listSales,
  materialExtras,
  materialTypeInWorld,
  openSalesOf,
  refreshAuthorCountStatement,
  ownPublishedItems,
  refreshRevisionStatement,
  replaceBundleItemsStatements,
  setMaterialInteractiveStatement,
  revisions,
  schoolTypeExists,
  sellerFacts,
  setStateStatement,
  softDeleteStatement,
  subjectInWorld,
  updateMetadataStatement,
  type MaterialExtras,
  type SellerMaterialRow,
} from '../db/seller-materials';
import { runSimilarityCheck } from './similarity-check';
import { isOwnPublishedInteractive } from '../db/interactives';

/**
 * The seller's materials from draft to published, bundles, the price recommendation and timed
 * sales (docs/seller-materials.md). Only the author sees or changes a material: for anyone else
 * it does not exist (404).
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

const notFound = () => new ApiError(404, 'not_found', 'This material does not exist.');

export function sellerMaterialView(row: SellerMaterialRow, extras: MaterialExtras): SellerMaterial {
  const set = fieldsSetOf(row);
  const isBundle = row.is_bundle === 1;
  return {
    id: row.id,
    slug: row.slug,
    world: row.world,
    state: row.state,
    rejectionReason: row.state === 'rejected' ? row.rejection_reason : null,
    title: row.title,
    description: row.description,
    language: row.language,
    schoolType: set.has('schoolType') ? row.school_type : null,
    subjectId: set.has('subject') ? row.subject_id : null,
    materialType: set.has('materialType') || isBundle ? row.material_type : null,
    grades: set.has('grades') ? { from: row.grade_from, to: row.grade_to } : null,
    price: set.has('price') ? row.price : null,
    sale: row.sale_price,
    currency: row.currency,
    licence: row.licence,
    isBundle,
    bundleItems: extras.bundleItems,
    interactiveId: row.interactive_id,
    isStandaloneInteractive: row.is_standalone_interactive === 1,
    isBundleInteractive: row.is_bundle_interactive === 1,
    pageCount: row.page_count,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    publishedAt: row.published_at,
    files: extras.files.map((f) => ({ id: f.id, name: f.name, format: f.format, sizeBytes: f.size_bytes })),
    previewCount: extras.previews,
    missing: missingForSubmit({
      title: row.title,
      description: row.description,
      fieldsSet: set,
      isBundle,
      files: extras.files.length,
      previews: extras.previews,
      bundleItems: extras.bundleItems.length,
      standaloneInteractive: row.is_standalone_interactive === 1,
    }),
  };
}

async function viewOf(db: D1Database, row: SellerMaterialRow): Promise<SellerMaterial> {
  const extras = (await materialExtras(db, [row.id])).get(row.id) ?? { files: [], previews: 0, bundleItems: [] };
  return sellerMaterialView(row, extras);
}

async function ownMaterial(c: Ctx, userId: number): Promise<SellerMaterialRow> {
  const id = validParam(c.req.param('id'), sellerMaterialIdSchema, 'material id');
  const row = await findOwnMaterial(c.env.DB, id, userId);
  if (!row) throw notFound();
  return row;
}

async function requireSeller(c: Ctx, userId: number): Promise<void> {
  const facts = await sellerFacts(c.env.DB, userId);
  if (!facts?.isSeller) throw new ApiError(403, 'not_seller', 'Only sellers can do this. Become a seller first.');
}

function allowed(row: SellerMaterialRow, action: LifecycleAction): void {
  const d = decide(row.state, row.deleted_at !== null, 'author', action);
  if (!d.ok) throw new ApiError(d.status, d.code === 'invalid_state' ? 'invalid_state' : d.code, `A material in state "${row.state}" cannot be changed this way (${action}).`, { state: row.state, action });
}

interface Metadata {
  title: string;
  description: string;
  language: string;
  schoolType: string;
  subjectId: number;
  materialType: string;
  grades: { from: number; to: number };
  price: number;
  licence: SellerMaterialRow['licence'];
}

/** Checks a patch against the world's reference data and the price rules; returns the merged metadata. */
async function mergePatch(db: D1Database, world: string, base: Metadata, set: Set<MetadataField>, patch: MaterialPatch, isBundle: boolean): Promise<{ merged: Metadata; set: Set<MetadataField> }> {
  const merged = { ...base };
  const next = new Set(set);
  const problems: { field: string; code: string }[] = [];
  if (patch.title !== undefined) {
    merged.title = patch.title;
    next.add('title');
  }
  if (patch.description !== undefined) {
    merged.description = patch.description;
    next.add('description');
  }
  if (patch.language !== undefined) {
    if (!textLanguages(world).includes(patch.language)) problems.push({ field: 'language', code: 'unknown_language' });
    merged.language = patch.language;
    next.add('language');
  }
  if (patch.schoolType !== undefined) {
    if (!(await schoolTypeExists(db, patch.schoolType))) problems.push({ field: 'schoolType', code: 'unknown_school_type' });
    merged.schoolType = patch.schoolType;
    next.add('schoolType');
  }
  if (patch.subjectId !== undefined) {
    if (!(await subjectInWorld(db, patch.subjectId, world))) problems.push({ field: 'subjectId', code: 'unknown_subject' });
    merged.subjectId = patch.subjectId;
    next.add('subject');
  }
  if (patch.materialType !== undefined) {
    if (isBundle ? patch.materialType !== 'bundle' : patch.materialType === 'bundle' || !(await materialTypeInWorld(db, patch.materialType, world))) {
      problems.push({ field: 'materialType', code: 'unknown_material_type' });
    }
    merged.materialType = patch.materialType;
    next.add('materialType');
  }
  if (patch.grades !== undefined) {
    merged.grades = patch.grades;
    next.add('grades');
  }
  if (patch.price !== undefined) {
    const problem = checkPrice(patch.price, worldCurrency(world as World), isBundle);
    if (problem) problems.push({ field: 'price', code: problem });
    merged.price = patch.price;
    next.add('price');
  }
  if (patch.licence !== undefined) {
    merged.licence = patch.licence;
    next.add('licence');
  }
  if (problems.length > 0) throw new ApiError(400, 'invalid_metadata', 'Some of the material’s details are not valid.', { problems });
  return { merged, set: next };
}

function metadataOf(row: SellerMaterialRow): Metadata {
  return {
    title: row.title,
    description: row.description,
    language: row.language,
    schoolType: row.school_type,
    subjectId: row.subject_id,
    materialType: row.material_type,
    grades: { from: row.grade_from, to: row.grade_to },
    price: row.price,
    licence: row.licence,
  };
}

function saleView(row: { id: number; material_id: number; title: string; starts_at: string; ends_at: string; sale_price: number | null; percent: number | null; currency: string }, now: Date): TimedSale {
  return {
    id: row.id,
    materialId: row.material_id,
    materialTitle: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    salePrice: row.sale_price,
    percent: row.percent,
    currency: row.currency,
    status: saleStatus({ startsAt: row.starts_at, endsAt: row.ends_at }, now),
  };
}

async function changeState(c: Ctx, action: 'withdraw' | 'unpublish'): Promise<Response> {
  const { userId } = await requireUser(c);
  const row = await ownMaterial(c, userId);
  allowed(row, action);
  const to = action === 'withdraw' ? 'draft' : 'unpublished';
  const [result] = await c.env.DB.batch([setStateStatement(c.env.DB, row.id, row.state, to, new Date()), refreshAuthorCountStatement(c.env.DB, row.id)]);
  if (!result?.meta.changes) throw new ApiError(409, 'state_changed', 'The material changed meanwhile. Reload it.');
  const fresh = await findOwnMaterial(c.env.DB, row.id, userId);
  if (!fresh) throw notFound();
  return c.json({ data: { material: await viewOf(c.env.DB, fresh) } });
}

/**
 * The builder preview shows the material before it is live: its uploaded previews come from the
 * author's own address (docs/seller-files.md, "Previews"), since the public one serves live
 * materials only.
 */
function withAuthorPreviews<T>(material: T): T {
  return JSON.parse(JSON.stringify(material).replace(/\/api\/v3\/materials\/(\d+)\/preview\/(\d+)\.jpg\?v=/g, '/api/v3/seller/materials/$1/previews/$2.jpg?v=')) as T;
}

export const sellerMaterials = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/seller/materials', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    await requireSeller(c, userId);
    const patch = await validJson(c, materialPatchSchema);
    const placeholder: Metadata = {
      title: '',
      description: '',
      language: world,
      schoolType: 'alle',
      subjectId: 0,
      materialType: 'worksheet',
      grades: { from: 1, to: 1 },
      price: 0,
      licence: 'single',
    };
    const { merged, set } = await mergePatch(c.env.DB, world, placeholder, new Set(), patch, false);
    const id = await insertDraft(
      c.env.DB,
      {
        authorId: userId,
        world,
        currency: worldCurrency(world),
        slug: materialSlug(merged.title),
        ...merged,
        subjectId: set.has('subject') ? merged.subjectId : null,
        fieldsSet: [...set],
      },
      new Date(),
    );
    if (id === null) throw new ApiError(409, 'no_subjects', 'This world has no subjects to file a material under yet.');
    return c.json({ data: { id } }, 201);
  })
  .get('/v3/seller/materials', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    validQuery(c, recommendationQuerySchema);
    const rows = await listOwnMaterials(c.env.DB, userId, world);
    const extras = await materialExtras(c.env.DB, rows.map((r) => r.id));
    return c.json({ data: { items: rows.map((r) => sellerMaterialView(r, extras.get(r.id) ?? { files: [], previews: 0, bundleItems: [] })) } });
  })
  .get('/v3/seller/materials/:id', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    return c.json({ data: { material: await viewOf(c.env.DB, row) } });
  })
  .patch('/v3/seller/materials/:id', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    const patch = await validJson(c, materialPatchSchema);
    allowed(row, 'edit');
    const now = new Date();
    const isBundle = row.is_bundle === 1;
    const { merged, set } = await mergePatch(c.env.DB, row.world, metadataOf(row), fieldsSetOf(row), patch, isBundle);
    if (patch.price !== undefined && patch.price !== row.price && (await hasRunningSale(c.env.DB, row.id, now))) {
      throw new ApiError(409, 'sale_running', 'The price cannot change while a sale of this material runs.');
    }
    if (row.state === 'published') {
      // A live material stays complete: an edit that would leave something missing is refused.
      const extras = (await materialExtras(c.env.DB, [row.id])).get(row.id);
      const missing = missingForSubmit({
        title: merged.title,
        description: merged.description,
        fieldsSet: set,
        isBundle,
        files: extras?.files.length ?? 0,
        previews: extras?.previews ?? 0,
        bundleItems: extras?.bundleItems.length ?? 0,
      }).filter((m) => m !== 'file' && m !== 'preview');
      if (missing.length > 0) throw new ApiError(400, 'incomplete', 'A published material needs all of its details.', { missing });
      if (merged.price === 0 && row.sale_price !== null) throw new ApiError(409, 'sale_running', 'End the sale before making the material free.');
    }
    const statements = [
      updateMetadataStatement(c.env.DB, row.id, userId, row.state, row.world, { ...merged, slug: materialSlug(merged.title), fieldsSet: [...set] }, now),
    ];
    if (row.state === 'published') {
      const last = await latestRevision(c.env.DB, row.id);
      if (startsNewRevision(last ? { at: last.created_at, by: last.created_by } : null, row.published_at, userId, now)) {
        statements.push(insertRevisionStatement(c.env.DB, row.id, userId, now), bumpRevisionStatement(c.env.DB, row.id));
      } else {
        statements.push(refreshRevisionStatement(c.env.DB, row.id));
      }
    }
    const [updated] = await c.env.DB.batch(statements);
    if (!updated?.meta.changes) throw new ApiError(409, 'state_changed', 'The material changed meanwhile. Reload it.');
    const fresh = await findOwnMaterial(c.env.DB, row.id, userId);
    if (!fresh) throw notFound();
    return c.json({ data: { material: await viewOf(c.env.DB, fresh) } });
  })
  .post('/v3/seller/materials/:id/submit', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    allowed(row, 'submit');
    const view = await viewOf(c.env.DB, row);
    if (view.missing.length > 0) throw new ApiError(409, 'incomplete', 'Some things are still missing before review.', { missing: view.missing });
    const priceProblem = checkPrice(row.price, row.currency, row.is_bundle === 1);
    if (priceProblem) throw new ApiError(400, 'invalid_metadata', 'The price is not allowed.', { problems: [{ field: 'price', code: priceProblem }] });
    const now = new Date();
    const [moved] = await c.env.DB.batch([
      setStateStatement(c.env.DB, row.id, row.state, 'review', now),
      insertRevisionStatement(c.env.DB, row.id, userId, now),
      bumpRevisionStatement(c.env.DB, row.id),
    ]);
    if (!moved?.meta.changes) throw new ApiError(409, 'state_changed', 'The material changed meanwhile. Reload it.');
    await runSimilarityCheck(c.env.DB, row.id, row.world, now);
    const fresh = await findOwnMaterial(c.env.DB, row.id, userId);
    if (!fresh) throw notFound();
    return c.json({ data: { material: await viewOf(c.env.DB, fresh) } });
  })
  .post('/v3/seller/materials/:id/withdraw', (c) => changeState(c, 'withdraw'))
  .post('/v3/seller/materials/:id/unpublish', (c) => changeState(c, 'unpublish'))
  .delete('/v3/seller/materials/:id', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    allowed(row, 'delete');
    const now = new Date();
    // Buyers keep their licences and downloads; the material leaves every public list and its sales end.
    await c.env.DB.batch([softDeleteStatement(c.env.DB, row.id, userId, now), ...endSalesOfStatements(c.env.DB, row.id, userId, now), refreshAuthorCountStatement(c.env.DB, row.id)]);
    return c.json({ data: { id: row.id, deleted: true } });
  })
  .put('/v3/seller/materials/:id/bundle-items', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    const { materialIds } = await validJson(c, bundleItemsSchema);
    allowed(row, 'edit');
    const ids = [...new Set(materialIds)];
    if (ids.includes(row.id)) throw new ApiError(400, 'invalid_bundle', 'A bundle cannot contain itself.');
    if (ids.length > 0 && ids.length < BUNDLE_MIN_ITEMS) throw new ApiError(400, 'invalid_bundle', `A bundle holds at least ${BUNDLE_MIN_ITEMS} materials.`);
    if (ids.length > BUNDLE_MAX_ITEMS) throw new ApiError(400, 'invalid_bundle', `A bundle holds at most ${BUNDLE_MAX_ITEMS} materials.`);
    const extras = (await materialExtras(c.env.DB, [row.id])).get(row.id);
    if (ids.length > 0 && (extras?.files.length ?? 0) > 0) throw new ApiError(409, 'has_files', 'A material with its own files cannot become a bundle.');
    if (row.state === 'published' && ids.length === 0) throw new ApiError(409, 'invalid_state', 'A published bundle keeps its contents; unpublish it first.');
    const items = await ownPublishedItems(c.env.DB, userId, row.world, ids);
    if (items.length !== ids.length) {
      const found = new Set(items.map((i) => i.id));
      throw new ApiError(400, 'invalid_bundle', 'A bundle holds only your own published materials of this world (no bundles).', { refused: ids.filter((id) => !found.has(id)) });
    }
    await c.env.DB.batch(replaceBundleItemsStatements(c.env.DB, row.id, ids, new Date()));
    const fresh = await findOwnMaterial(c.env.DB, row.id, userId);
    if (!fresh) throw notFound();
    return c.json({ data: { material: await viewOf(c.env.DB, fresh), itemsTotal: items.reduce((sum, i) => sum + i.price, 0) } });
  })
  .put('/v3/seller/materials/:id/interactive', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    const link = await validJson(c, materialInteractiveSchema);
    allowed(row, 'edit');
    // Only the author's own published interactive of the material's world (docs/interactives.md, "Materials").
    if (link.interactiveId !== null && !(await isOwnPublishedInteractive(c.env.DB, link.interactiveId, userId, row.world))) {
      throw new ApiError(400, 'interactive_not_available', 'A material carries only one of your own published interactives of its world.');
    }
    if (row.state === 'published' && link.interactiveId === null && row.is_standalone_interactive === 1) {
      throw new ApiError(409, 'invalid_state', 'A published standalone interactive keeps its interactive; unpublish it first.');
    }
    await setMaterialInteractiveStatement(c.env.DB, row.id, userId, link, new Date()).run();
    const fresh = await findOwnMaterial(c.env.DB, row.id, userId);
    if (!fresh) throw notFound();
    return c.json({ data: { material: await viewOf(c.env.DB, fresh) } });
  })
  .get('/v3/seller/materials/:id/price-recommendation', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    validQuery(c, recommendationQuerySchema);
    const set = fieldsSetOf(row);
    const pages = comparablePages(row.page_count);
    const prices = await comparablePrices(c.env.DB, {
      world: row.world,
      subjectId: set.has('subject') ? row.subject_id : null,
      materialType: row.material_type,
      pagesFrom: pages.from,
      pagesTo: pages.to,
      excludeId: row.id,
    });
    return c.json({ data: { recommendation: recommendPrice({ currency: row.currency, pages: row.page_count, subjectPrices: prices.subject, typePrices: prices.type }) } });
  })
  .get('/v3/seller/materials/:id/revisions', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownMaterial(c, userId);
    const list = await revisions(c.env.DB, row.id);
    return c.json({
      data: {
        items: list.map((r) => ({ number: r.number, metadata: JSON.parse(r.metadata) as unknown, fileIds: JSON.parse(r.file_ids) as unknown, createdAt: r.created_at })),
      },
    });
  })
  .get('/v3/seller/materials/:id/preview', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), sellerMaterialIdSchema, 'material id');
    const material = await findOwnMaterialDetail(c.env.DB, id, userId);
    if (!material) throw notFound();
    return c.json({ data: { material: withAuthorPreviews(material) } });
  })
  .get('/v3/seller/sales', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    validQuery(c, recommendationQuerySchema);
    const now = new Date();
    return c.json({ data: { items: (await listSales(c.env.DB, userId, world)).map((s) => saleView(s, now)) } });
  })
  .post('/v3/seller/sales', async (c) => {
    const { userId } = await requireUser(c);
    await requireSeller(c, userId);
    const world = requestWorld(c);
    const body = await validJson(c, saleBodySchema);
    const row = await findOwnMaterial(c.env.DB, body.materialId, userId);
    if (!row || row.world !== world) throw notFound();
    if (row.state !== 'published') throw new ApiError(409, 'invalid_state', 'Only a published material can go on sale.');
    const now = new Date();
    const sale = {
      startsAt: new Date(body.startsAt).toISOString(),
      endsAt: new Date(body.endsAt).toISOString(),
      salePrice: body.salePrice ?? null,
      percent: body.percent ?? null,
    };
    const problem = checkSale(sale, { price: row.price, currency: row.currency }, await openSalesOf(c.env.DB, row.id, now), now);
    if (problem) throw new ApiError(problem === 'overlaps' ? 409 : 400, `sale_${problem}`, 'This sale is not possible.', { problem });
    const id = await insertSale(c.env.DB, { world, authorId: userId, materialId: row.id, ...sale }, now);
    // A sale that has already started applies at once; the scheduled job does the rest.
    if (Date.parse(sale.startsAt) <= now.getTime()) await applyTimedSales(c.env.DB, now);
    return c.json({ data: { id } }, 201);
  })
  .post('/v3/seller/sales/delete', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    const { ids } = await validJson(c, salesBulkDeleteSchema);
    const results = await c.env.DB.batch(deleteSalesStatements(c.env.DB, userId, world, [...new Set(ids)]));
    return c.json({ data: { deleted: results[1]?.meta.changes ?? 0 } });
  });
