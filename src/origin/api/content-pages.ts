/**
 * Content pages (docs/content.md): the public read of a published page, and the staff calls that
 * edit them without a deploy (drafts, revisions, publish, restore, preview, images). For anyone but
 * staff acting as themselves the staff calls do not exist (404).
 */
import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireStaff } from '../http/staff';
import { requestWorld } from '../http/world';
import { validJson, validParam, validQuery } from '../http/validate';
import { noQuerySchema } from '../../shared/schemas/common';
import { routePath } from '../../shared/routes/match';
import { isWorld, WORLDS, type World } from '../../shared/worlds';
import {
  blockInputSchema,
  CONTENT_PAGE_KEYS,
  contentPageKeySchema,
  pageDraftSchema,
  publishSchema,
  revisionIdSchema,
  type Block,
  type BlockInput,
  type ContentDraft,
  type ContentImage,
  type ContentPage,
  type ContentPageKey,
  type ContentPageList,
  type ContentPageState,
  type ContentRevision,
} from '../../shared/schemas/content';
import {
  currentTermsVersionOf,
  findPage,
  findPublished,
  findRevision,
  listPages,
  listRevisions,
  publishRevision,
  saveDraft,
  type PageRow,
  type RevisionRow,
} from '../db/content-pages';
import { renderBlocks, revisionChanges } from '../domain/content/blocks';
import { deriveContentImage } from '../domain/content/images';
import { ImageDecodeError } from '../domain/account/images';
import { uploadedImage } from './account-settings';
import { PURGE_HEADER, purgeTargets } from '../../shared/page-purge';

type Ctx = Context<{ Bindings: OriginEnv }>;

const REVISIONS_SHOWN = 50;

const noSuchPage = (world: string, pageKey: string) => new ApiError(404, 'not_found', `There is no content page "${pageKey}" in world "${world}".`);

/** A content screen of the route table that exists in this world, with its path there; else 404. */
function contentScreen(world: World, rawKey: string | undefined): { pageKey: ContentPageKey; path: string } {
  const key = contentPageKeySchema.safeParse(rawKey);
  const path = key.success ? routePath(key.data, world) : null;
  if (!key.success || path === null) throw noSuchPage(world, rawKey ?? '');
  return { pageKey: key.data, path };
}

function staffWorld(c: Ctx): World {
  const world = c.req.param('world');
  if (!isWorld(world)) throw new ApiError(404, 'not_found', `Unknown world "${world ?? ''}".`);
  return world;
}

/** Staff first (everyone else gets the same 404 as an unknown call), then the page. */
async function staffPage(c: Ctx): Promise<{ userId: number; world: World; pageKey: ContentPageKey; path: string }> {
  const userId = await requireStaff(c, 'content');
  validQuery(c, noQuerySchema);
  const world = staffWorld(c);
  return { userId, world, ...contentScreen(world, c.req.param('page')) };
}

function stateOf(row: PageRow | null): ContentPageState {
  if (!row || row.published_revision_id === null) return 'unpublished';
  return row.newest_revision_id === row.published_revision_id ? 'published' : 'changed';
}

function parseBlocks<T>(json: string): T[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** The editor's blocks as stored; a block the schema no longer accepts is left out rather than failing the editor. */
function draftBlocks(json: string): BlockInput[] {
  return parseBlocks<unknown>(json).flatMap((block) => {
    const parsed = blockInputSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}

async function draftView(db: D1Database, world: World, pageKey: ContentPageKey, path: string): Promise<ContentDraft> {
  const [row, termsVersion] = await Promise.all([findPage(db, world, pageKey), pageKey === 'terms' ? currentTermsVersionOf(db) : Promise.resolve(null)]);
  return {
    world,
    pageKey,
    path,
    title: row?.draft_title ?? '',
    description: row?.draft_description ?? '',
    blocks: row ? draftBlocks(row.draft_blocks) : [],
    state: stateOf(row),
    updatedAt: row?.draft_updated_at ?? null,
    updatedBy: row?.draft_updated_by_name ?? null,
    publishedAt: row?.published_at ?? null,
    isTerms: pageKey === 'terms',
    termsVersion,
  };
}

function revisionView(row: RevisionRow, before: RevisionRow | null, publishedId: number | null): ContentRevision {
  const shape = (r: RevisionRow) => ({ title: r.title, description: r.description, blocks: parseBlocks<unknown>(r.blocks) });
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    published: row.id === publishedId,
    termsVersion: row.terms_version,
    changes: revisionChanges(before ? shape(before) : null, shape(row)),
  };
}

function pageAnswer(world: string, pageKey: string, revision: { id: number; title: string; description: string; blocks: Block[] }, publishedAt: string): ContentPage {
  return { world, pageKey, title: revision.title, description: revision.description, blocks: revision.blocks, publishedAt, revisionId: revision.id };
}

export const contentPages = new Hono<{ Bindings: OriginEnv }>()
  // The published page of the request's world; 404 for unknown keys and pages never published.
  .get('/v3/content/pages/:page', async (c) => {
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const { pageKey } = contentScreen(world, c.req.param('page'));
    const published = await findPublished(c.env.DB, world, pageKey);
    if (!published) throw noSuchPage(world, pageKey);
    return c.json({ data: pageAnswer(world, pageKey, { ...published, blocks: parseBlocks<Block>(published.blocks) }, published.published_at) });
  })
  .get('/v3/staff/content/pages', async (c) => {
    await requireStaff(c, 'content');
    validQuery(c, noQuerySchema);
    const rows = new Map((await listPages(c.env.DB)).map((row) => [`${row.world}|${row.page_key}`, row]));
    const answer: ContentPageList = {
      worlds: WORLDS.map((world) => ({
        world,
        pages: CONTENT_PAGE_KEYS.flatMap((pageKey) => {
          const path = routePath(pageKey, world);
          if (path === null) return [];
          const row = rows.get(`${world}|${pageKey}`) ?? null;
          return [{ world, pageKey, path, title: row?.draft_title ?? null, state: stateOf(row), draftUpdatedAt: row?.draft_updated_at ?? null, publishedAt: row?.published_at ?? null }];
        }),
      })),
    };
    return c.json({ data: answer });
  })
  .get('/v3/staff/content/pages/:world/:page', async (c) => {
    const { world, pageKey, path } = await staffPage(c);
    return c.json({ data: await draftView(c.env.DB, world, pageKey, path) });
  })
  // Saves the draft; every save is a revision with who, when and the note.
  .put('/v3/staff/content/pages/:world/:page', async (c) => {
    const { userId, world, pageKey, path } = await staffPage(c);
    const draft = await validJson(c, pageDraftSchema);
    await saveDraft(
      c.env.DB,
      {
        world,
        pageKey,
        title: draft.title,
        description: draft.description,
        draftBlocks: JSON.stringify(draft.blocks),
        renderedBlocks: JSON.stringify(renderBlocks(draft.blocks)),
        note: draft.note,
        userId,
      },
      new Date(),
    );
    return c.json({ data: await draftView(c.env.DB, world, pageKey, path) });
  })
  // The draft as the page would show it (the staff preview; never cached).
  .get('/v3/staff/content/pages/:world/:page/preview', async (c) => {
    const { world, pageKey } = await staffPage(c);
    const row = await findPage(c.env.DB, world, pageKey);
    if (!row) throw new ApiError(404, 'not_found', 'This page has no draft yet.');
    const page = pageAnswer(world, pageKey, { id: row.newest_revision_id ?? 0, title: row.draft_title, description: row.draft_description, blocks: renderBlocks(draftBlocks(row.draft_blocks)) }, row.draft_updated_at);
    c.header('cache-control', 'no-store');
    return c.json({ data: page });
  })
  // Publishes the newest revision (the draft as saved); the terms page may make a new terms version.
  .post('/v3/staff/content/pages/:world/:page/publish', async (c) => {
    const { world, pageKey, path } = await staffPage(c);
    const { newTermsVersion } = await validJson(c, publishSchema);
    if (newTermsVersion && pageKey !== 'terms') throw new ApiError(400, 'not_terms', 'Only the terms page has terms versions.', { field: 'newTermsVersion' });
    const row = await findPage(c.env.DB, world, pageKey);
    if (!row || row.newest_revision_id === null) throw new ApiError(409, 'nothing_saved', 'Save the draft before publishing it.');
    if (row.published_revision_id === row.newest_revision_id && !newTermsVersion) {
      return c.json({ data: await draftView(c.env.DB, world, pageKey, path) });
    }
    const outcome = await publishRevision(c.env.DB, { world, pageKey, revisionId: row.newest_revision_id }, newTermsVersion, new Date());
    if (!outcome.published) throw new ApiError(409, 'draft_changed', 'The draft was saved again meanwhile. Check it and publish again.');
    // The edge drops this screen's cached HTML before it answers (docs/content.md, "Purge").
    c.header(PURGE_HEADER, purgeTargets([{ world, path }]));
    return c.json({ data: { ...(await draftView(c.env.DB, world, pageKey, path)), ...(outcome.termsVersion !== null ? { termsVersion: outcome.termsVersion } : {}) } });
  })
  .get('/v3/staff/content/pages/:world/:page/revisions', async (c) => {
    const { world, pageKey } = await staffPage(c);
    const [rows, page] = await Promise.all([listRevisions(c.env.DB, world, pageKey, REVISIONS_SHOWN + 1), findPage(c.env.DB, world, pageKey)]);
    const publishedId = page?.published_revision_id ?? null;
    const items = rows.slice(0, REVISIONS_SHOWN).map((row, i) => revisionView(row, rows[i + 1] ?? null, publishedId));
    return c.json({ data: { items } });
  })
  // Restores a revision into the draft: a new revision with the old content (published only by a publish).
  .post('/v3/staff/content/pages/:world/:page/revisions/:id/restore', async (c) => {
    const { userId, world, pageKey, path } = await staffPage(c);
    const id = validParam(c.req.param('id'), revisionIdSchema, 'revision id');
    const revision = await findRevision(c.env.DB, world, pageKey, id);
    if (!revision) throw new ApiError(404, 'not_found', 'This revision does not exist.');
    if (revision.source_blocks === null) throw new ApiError(409, 'not_restorable', 'This revision was written without the editor blocks and cannot be restored.');
    const blocks = draftBlocks(revision.source_blocks);
    await saveDraft(
      c.env.DB,
      {
        world,
        pageKey,
        title: revision.title,
        description: revision.description,
        draftBlocks: JSON.stringify(blocks),
        renderedBlocks: JSON.stringify(renderBlocks(blocks)),
        note: `↺ #${revision.id}`,
        userId,
      },
      new Date(),
    );
    return c.json({ data: await draftView(c.env.DB, world, pageKey, path) });
  })
  // An image for an image block: checked by its bytes, re-encoded, kept in R2 under a new name.
  .post('/v3/staff/content/images', async (c) => {
    await requireStaff(c, 'content');
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const upload = await uploadedImage(c);
    let image;
    try {
      image = deriveContentImage(upload.bytes, upload.orientation);
    } catch (error) {
      if (error instanceof ImageDecodeError) throw new ApiError(422, 'unreadable_image', 'The image could not be read.', { field: 'file' });
      throw error;
    }
    const name = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
    await c.env.FILES.put(`content/${world}/${name}.jpg`, image.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    const answer: ContentImage = { src: `/api/v3/files/content/${world}/${name}.jpg`, width: image.width, height: image.height };
    return c.json({ data: answer }, 201);
  })
  // Uploaded content images: public, and never changed under their name.
  .get('/v3/files/content/:world{[a-z]{2}}/:name{[a-z0-9]{16,40}\\.jpg}', async (c) => {
    const world = c.req.param('world');
    if (!isWorld(world)) throw new ApiError(404, 'not_found', 'File not found');
    const object = await c.env.FILES.get(`content/${world}/${c.req.param('name')}`, { onlyIf: c.req.raw.headers });
    if (!object) throw new ApiError(404, 'not_found', 'File not found');
    const headers = new Headers({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: object.httpEtag,
    });
    if (!('body' in object)) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(object.size));
    return new Response(object.body, { headers });
  });
