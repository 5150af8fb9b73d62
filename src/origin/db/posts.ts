import type { EditorPost, PostCard, PublicPost } from '../../shared/schemas/posts';
import type { PostKind, PostStatus } from '../../shared/posts';

/**
 * Blog posts (docs/blog.md). Readers see published, undeleted posts of the request's world only;
 * the editor reads a post by id and the API decides whether the caller may touch it.
 */
export interface PostRow {
  id: number;
  world: string;
  kind: PostKind;
  author_id: number;
  slug: string;
  title: string;
  summary: string;
  body_markdown: string;
  body_html: string;
  cover_path: string | null;
  status: PostStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  author_name: string | null;
  author_slug: string;
  author_is_seller: number;
}

const COLUMNS = `p.id, p.world, p.kind, p.author_id, p.slug, p.title, p.summary, p.body_markdown, p.body_html, p.cover_path,
  p.status, p.published_at, p.created_at, p.updated_at, u.public_name AS author_name, u.slug AS author_slug, u.is_seller AS author_is_seller`;

const LIVE = `p.status = 'published' AND p.deleted_at IS NULL`;

function author(row: PostRow) {
  return { id: row.author_id, publicName: row.author_name ?? '', slug: row.author_slug, isSeller: row.author_is_seller === 1 };
}

export function postCard(row: PostRow): PostCard {
  return {
    id: row.id,
    world: row.world,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    // Covers are not written yet (docs/blog.md, "Covers"): lists show a placeholder.
    coverUrl: null,
    publishedAt: row.published_at ?? row.created_at,
    author: author(row),
  };
}

export function publicPost(row: PostRow): PublicPost {
  return { ...postCard(row), bodyHtml: row.body_html, updatedAt: row.updated_at };
}

export function editorPost(row: PostRow): EditorPost {
  return {
    id: row.id,
    world: row.world,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyMarkdown: row.body_markdown,
    bodyHtml: row.body_html,
    status: row.status,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    author: author(row),
  };
}

/** A page of the world's published posts, newest first: the magazine (`kind`) or one author's blog. */
export async function publishedPosts(
  db: D1Database,
  world: string,
  filter: { kind: 'magazine' } | { kind: 'author'; authorId: number },
  page: { limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = filter.kind === 'magazine' ? `p.world = ? AND p.kind = 'magazine' AND ${LIVE}` : `p.world = ? AND p.kind = 'author' AND p.author_id = ? AND ${LIVE}`;
  const binds = filter.kind === 'magazine' ? [world] : [world, filter.authorId];
  const [list, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM posts p JOIN users u ON u.id = p.author_id WHERE ${where} ORDER BY p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`)
      .bind(...binds, page.limit, page.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM posts p WHERE ${where}`).bind(...binds),
  ]);
  return { rows: (list?.results ?? []) as PostRow[], total: ((count?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0 };
}

/** A published post of the world, or null (unknown, draft, deleted or another world's). */
export async function findPublishedPost(db: D1Database, world: string, id: number): Promise<PostRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM posts p JOIN users u ON u.id = p.author_id WHERE p.id = ? AND p.world = ? AND ${LIVE}`).bind(id, world).first<PostRow>();
}

/** What decides whether a user writes posts: staff, seller and the world of their account. */
export async function findWriter(db: D1Database, userId: number): Promise<{ is_staff: number; is_seller: number; world: string } | null> {
  // Staff write magazine posts with the content role (or admin), docs/operations.md.
  return db
    .prepare(
      `SELECT (is_staff = 1 AND EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = users.id AND r.role IN ('content', 'admin'))) AS is_staff, is_seller, world
       FROM users WHERE id = ?`,
    )
    .bind(userId)
    .first();
}

/** The editor's list: a user's own posts of the world, or (staff) every magazine post and their own. */
export async function editorPosts(db: D1Database, world: string, userId: number, allMagazine: boolean, limit: number): Promise<PostRow[]> {
  const who = allMagazine ? `(p.kind = 'magazine' OR p.author_id = ?)` : 'p.author_id = ?';
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM posts p JOIN users u ON u.id = p.author_id WHERE p.world = ? AND ${who} AND p.deleted_at IS NULL ORDER BY p.updated_at DESC, p.id DESC LIMIT ?`)
    .bind(world, userId, limit)
    .all<PostRow>();
  return results;
}

/** An undeleted post of the world by id, in any state (the API checks who may see it). */
export async function findPostForEditor(db: D1Database, world: string, id: number): Promise<PostRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM posts p JOIN users u ON u.id = p.author_id WHERE p.id = ? AND p.world = ? AND p.deleted_at IS NULL`).bind(id, world).first<PostRow>();
}

export interface PostFields {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  bodyHtml: string;
}

export async function insertPost(db: D1Database, post: PostFields & { world: string; kind: PostKind; authorId: number }, now: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO posts (world, kind, author_id, slug, title, summary, body_markdown, body_html, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?) RETURNING id`,
    )
    .bind(post.world, post.kind, post.authorId, post.slug, post.title, post.summary, post.bodyMarkdown, post.bodyHtml, now, now)
    .first<{ id: number }>();
  if (!row) throw new Error('post insert returned no id');
  return row.id;
}

export async function updatePost(db: D1Database, id: number, post: PostFields, now: string): Promise<void> {
  await db
    .prepare('UPDATE posts SET slug = ?, title = ?, summary = ?, body_markdown = ?, body_html = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL')
    .bind(post.slug, post.title, post.summary, post.bodyMarkdown, post.bodyHtml, now, id)
    .run();
}

/** Publishes (the first publication date stays) or takes a post back to draft. */
export async function setPostStatus(db: D1Database, id: number, status: PostStatus, now: string): Promise<void> {
  await db
    .prepare(
      `UPDATE posts SET status = ?, published_at = CASE WHEN ? = 'published' THEN COALESCE(published_at, ?) ELSE published_at END, updated_at = ?
       WHERE id = ? AND deleted_at IS NULL`,
    )
    .bind(status, status, now, now, id)
    .run();
}

export async function deletePost(db: D1Database, id: number, now: string): Promise<void> {
  await db.prepare('UPDATE posts SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').bind(now, now, id).run();
}
