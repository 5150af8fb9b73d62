import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError, notFound } from '../http/errors';
import { requireUser } from '../http/auth';
import { requestWorld } from '../http/world';
import { validJson, validParam, validQuery } from '../http/validate';
import { noQuerySchema } from '../../shared/schemas/common';
import { postDraftSchema, postIdSchema, postListQuerySchema, postPreviewSchema, type EditorList, type EditorPost, type PostDraft, type PostPage, type PublicPost } from '../../shared/schemas/posts';
import { EDITOR_LIST_MAX } from '../../shared/posts';
import {
  deletePost,
  editorPost,
  editorPosts,
  findPostForEditor,
  findPublishedPost,
  findWriter,
  insertPost,
  postCard,
  publicPost,
  publishedPosts,
  setPostStatus,
  updatePost,
  type PostFields,
  type PostRow,
} from '../db/posts';
import { mayEdit, postSlug, postSummary, withoutHeadings, writerKind, type Writer } from '../domain/content/posts';
import { markdownText, renderMarkdown } from '../domain/content/markdown';
import { PURGE_HEADER, purgeTargets } from '../../shared/page-purge';
import { routePath } from '../../shared/routes/match';
import { isWorld } from '../../shared/worlds';

/**
 * Blog posts (docs/blog.md): the world's magazine and authors' blogs for readers, and the post
 * editor for the signed-in writer. Readers see published posts of the request's world only;
 * anything else is the same 404 as an unknown id.
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

const postNotFound = () => notFound('Post');

function page(c: Ctx) {
  const query = validQuery(c, postListQuerySchema);
  return { page: query.page, limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** The signed-in writer: 401 without a session, 403 for users who write no posts. */
async function requireWriter(c: Ctx): Promise<Writer & { kind: 'magazine' | 'author' }> {
  const { userId, caller } = await requireUser(c);
  const row = await findWriter(c.env.DB, userId);
  // Staff acting as another user are that user here (docs/security.md, staff calls).
  const writer: Writer = { userId, staff: row?.is_staff === 1 && caller.impersonatorId === null, seller: row?.is_seller === 1, world: row?.world ?? '' };
  const kind = writerKind(writer);
  if (!kind) throw new ApiError(403, 'cannot_write', 'Only authors and the editorial team write posts.');
  return { ...writer, kind };
}

/** A post the writer may change, or the same 404 as an unknown id. */
async function editablePost(c: Ctx, writer: Writer): Promise<PostRow> {
  const id = validParam(c.req.param('id'), postIdSchema, 'post id');
  const row = await findPostForEditor(c.env.DB, requestWorld(c), id);
  if (!row || !mayEdit(writer, row)) throw postNotFound();
  return row;
}

/** The summary made from a body: its text without the headings. */
function autoSummary(bodyMarkdown: string): string {
  return postSummary('', markdownText(withoutHeadings(bodyMarkdown)));
}

/**
 * Markdown rendered and sanitised once, at save. An empty summary comes from the body; so does a
 * summary that is still the one made from the previous body (the writer never changed it).
 */
function fieldsOf(draft: PostDraft, previous?: PostRow): PostFields {
  const automatic = draft.summary === '' || (previous !== undefined && draft.summary === autoSummary(previous.body_markdown));
  return {
    slug: postSlug(draft.title),
    title: draft.title,
    summary: automatic ? autoSummary(draft.bodyMarkdown) : draft.summary,
    bodyMarkdown: draft.bodyMarkdown,
    bodyHtml: renderMarkdown(draft.bodyMarkdown),
  };
}

async function answerPost(c: Ctx, id: number, status: 200 | 201 = 200): Promise<Response> {
  const row = await findPostForEditor(c.env.DB, requestWorld(c), id);
  if (!row) throw postNotFound();
  return c.json({ data: { post: editorPost(row) satisfies EditorPost } }, status);
}

/**
 * The screens that show a post, whose cached HTML the edge drops when it changes (docs/blog.md):
 * the post, the magazine, the author's blog and their author domain's `/blog`.
 */
function purgePostScreens(c: Ctx, row: PostRow): void {
  if (!isWorld(row.world)) return;
  const world = row.world;
  const author = { id: String(row.author_id), slug: row.author_slug };
  c.header(
    PURGE_HEADER,
    purgeTargets([
      { world, path: routePath('blogPost', world, { id: String(row.id) }) },
      { world, path: routePath('magazine', world) },
      { world, path: routePath('authorBlog', world, author) },
      { world, path: '/blog' },
    ]),
  );
}

export const posts = new Hono<{ Bindings: OriginEnv }>()
  // Readers.
  .get('/v3/posts', async (c) => {
    const p = page(c);
    const { rows, total } = await publishedPosts(c.env.DB, requestWorld(c), { kind: 'magazine' }, p);
    return c.json({ data: { items: rows.map(postCard), page: p.page, _total: total } satisfies PostPage });
  })
  .get('/v3/posts/:id', async (c) => {
    validQuery(c, noQuerySchema);
    const id = validParam(c.req.param('id'), postIdSchema, 'post id');
    const row = await findPublishedPost(c.env.DB, requestWorld(c), id);
    if (!row) throw postNotFound();
    return c.json({ data: { post: publicPost(row) satisfies PublicPost } });
  })
  .get('/v3/authors/:id/posts', async (c) => {
    const authorId = validParam(c.req.param('id'), postIdSchema, 'author id');
    const p = page(c);
    const { rows, total } = await publishedPosts(c.env.DB, requestWorld(c), { kind: 'author', authorId }, p);
    return c.json({ data: { items: rows.map(postCard), page: p.page, _total: total } satisfies PostPage });
  })
  // The post editor.
  .get('/v3/post-editor/posts', async (c) => {
    validQuery(c, noQuerySchema);
    const writer = await requireWriter(c);
    const rows = await editorPosts(c.env.DB, requestWorld(c), writer.userId, writer.staff, EDITOR_LIST_MAX);
    return c.json({ data: { kind: writer.kind, items: rows.map(editorPost) } satisfies EditorList });
  })
  .get('/v3/post-editor/posts/:id', async (c) => {
    const writer = await requireWriter(c);
    return c.json({ data: { post: editorPost(await editablePost(c, writer)) } });
  })
  .post('/v3/post-editor/posts', async (c) => {
    const writer = await requireWriter(c);
    const world = requestWorld(c);
    // An author writes on the blog of their shop, which lives in their own world.
    if (writer.kind === 'author' && writer.world !== world) {
      throw new ApiError(403, 'other_world', 'Authors write posts in the world of their shop.', { world: writer.world });
    }
    const fields = fieldsOf(await validJson(c, postDraftSchema));
    const id = await insertPost(c.env.DB, { ...fields, world, kind: writer.kind, authorId: writer.userId }, new Date().toISOString());
    return answerPost(c, id, 201);
  })
  .put('/v3/post-editor/posts/:id', async (c) => {
    const writer = await requireWriter(c);
    const row = await editablePost(c, writer);
    await updatePost(c.env.DB, row.id, fieldsOf(await validJson(c, postDraftSchema), row), new Date().toISOString());
    purgePostScreens(c, row);
    return answerPost(c, row.id);
  })
  .post('/v3/post-editor/posts/:id/publish', async (c) => {
    const writer = await requireWriter(c);
    const row = await editablePost(c, writer);
    if (row.title.trim() === '' || row.body_markdown.trim() === '') {
      throw new ApiError(409, 'post_incomplete', 'A post needs a title and a body before it is published.');
    }
    await setPostStatus(c.env.DB, row.id, 'published', new Date().toISOString());
    purgePostScreens(c, row);
    return answerPost(c, row.id);
  })
  .post('/v3/post-editor/posts/:id/unpublish', async (c) => {
    const writer = await requireWriter(c);
    const row = await editablePost(c, writer);
    await setPostStatus(c.env.DB, row.id, 'draft', new Date().toISOString());
    purgePostScreens(c, row);
    return answerPost(c, row.id);
  })
  .delete('/v3/post-editor/posts/:id', async (c) => {
    const writer = await requireWriter(c);
    const row = await editablePost(c, writer);
    await deletePost(c.env.DB, row.id, new Date().toISOString());
    purgePostScreens(c, row);
    return c.json({ data: { deleted: row.id } });
  })
  .post('/v3/post-editor/preview', async (c) => {
    await requireWriter(c);
    const { bodyMarkdown } = await validJson(c, postPreviewSchema);
    return c.json({ data: { html: renderMarkdown(bodyMarkdown) } });
  });
