import type { World } from '../../shared/worlds';
import { HELP_MARK_END, HELP_MARK_START } from '../../shared/schemas/help';

/**
 * The help centre's SQL (docs/help-centre.md). Every statement names the world: an id of another
 * world is never read or changed. Visitors see published articles only; staff see drafts too.
 */
export interface HelpCategoryRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
}

export interface HelpArticleRow {
  id: number;
  category_id: number;
  slug: string;
  title: string;
  body_markdown: string;
  body_html: string;
  body_text: string;
  position: number;
  in_faq: number;
  status: 'draft' | 'published';
  updated_at: string;
  updated_by_name: string | null;
}

export interface HelpLinkRow {
  id: number;
  category_id: number;
  slug: string;
  title: string;
}

export async function helpCategories(db: D1Database, world: World): Promise<HelpCategoryRow[]> {
  const { results } = await db
    .prepare('SELECT id, slug, title, description, position FROM help_categories WHERE world = ? ORDER BY position, title COLLATE NOCASE, id')
    .bind(world)
    .all<HelpCategoryRow>();
  return results;
}

/** Published articles of the world, in category order. */
export async function publishedLinks(db: D1Database, world: World): Promise<HelpLinkRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, category_id, slug, title FROM help_articles
       WHERE world = ? AND status = 'published' ORDER BY category_id, position, title COLLATE NOCASE, id`,
    )
    .bind(world)
    .all<HelpLinkRow>();
  return results;
}

const ARTICLE_COLUMNS = `a.id, a.category_id, a.slug, a.title, a.body_markdown, a.body_html, a.body_text, a.position, a.in_faq, a.status,
  a.updated_at, COALESCE(u.public_name, u.user_name, u.email) AS updated_by_name`;

/** One published article of the world with its category, or null (unknown, draft, other world). */
export async function publishedArticle(
  db: D1Database,
  world: World,
  id: number,
): Promise<(HelpArticleRow & { category_slug: string; category_title: string }) | null> {
  return db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS}, c.slug AS category_slug, c.title AS category_title
       FROM help_articles a JOIN help_categories c ON c.id = a.category_id LEFT JOIN users u ON u.id = a.updated_by
       WHERE a.id = ? AND a.world = ? AND a.status = 'published'`,
    )
    .bind(id, world)
    .first();
}

export async function faqArticles(db: D1Database, world: World): Promise<HelpArticleRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS} FROM help_articles a JOIN help_categories c ON c.id = a.category_id LEFT JOIN users u ON u.id = a.updated_by
       WHERE a.world = ? AND a.status = 'published' AND a.in_faq = 1 ORDER BY c.position, a.position, a.id`,
    )
    .bind(world)
    .all<HelpArticleRow>();
  return results;
}

export interface HelpHitRow {
  id: number;
  slug: string;
  title: string;
  snippet: string;
  category_id: number;
  category_slug: string;
  category_title: string;
}

/**
 * Published articles of the world matching an FTS5 query (built by helpMatchQuery, never the raw
 * input), best first: a word in the title counts ten times one in the text.
 */
export async function searchArticles(db: D1Database, world: World, match: string, limit: number): Promise<HelpHitRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.slug, a.title, snippet(help_articles_fts, 1, ?, ?, '…', 16) AS snippet,
         c.id AS category_id, c.slug AS category_slug, c.title AS category_title
       FROM help_articles_fts f JOIN help_articles a ON a.id = f.rowid JOIN help_categories c ON c.id = a.category_id
       WHERE help_articles_fts MATCH ? AND f.world = ? AND a.world = ? AND a.status = 'published'
       ORDER BY bm25(help_articles_fts, 10.0, 1.0, 1.0), a.id LIMIT ?`,
    )
    .bind(HELP_MARK_START, HELP_MARK_END, match, world, world, limit)
    .all<HelpHitRow>();
  return results;
}

// Staff

export async function allArticles(db: D1Database, world: World): Promise<HelpArticleRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS} FROM help_articles a LEFT JOIN users u ON u.id = a.updated_by
       WHERE a.world = ? ORDER BY a.category_id, a.position, a.title COLLATE NOCASE, a.id`,
    )
    .bind(world)
    .all<HelpArticleRow>();
  return results;
}

export async function findArticle(db: D1Database, world: World, id: number): Promise<HelpArticleRow | null> {
  return db
    .prepare(`SELECT ${ARTICLE_COLUMNS} FROM help_articles a LEFT JOIN users u ON u.id = a.updated_by WHERE a.id = ? AND a.world = ?`)
    .bind(id, world)
    .first<HelpArticleRow>();
}

export async function categoryExists(db: D1Database, world: World, id: number): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok FROM help_categories WHERE id = ? AND world = ?').bind(id, world).first();
  return row !== null;
}

export async function slugTaken(db: D1Database, table: 'help_categories' | 'help_articles', world: World, slug: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM ${table} WHERE world = ? AND slug = ? AND id IS NOT ?`)
    .bind(world, slug, exceptId)
    .first();
  return row !== null;
}

export interface CategoryWrite {
  slug: string;
  title: string;
  description: string;
  position: number;
}

export async function insertCategory(db: D1Database, world: World, input: CategoryWrite): Promise<number> {
  const row = await db
    .prepare('INSERT INTO help_categories (world, slug, title, description, position) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(world, input.slug, input.title, input.description, input.position)
    .first<{ id: number }>();
  return row!.id;
}

/** Whether a category of the world was changed (false: unknown here). */
export async function updateCategory(db: D1Database, world: World, id: number, input: CategoryWrite): Promise<boolean> {
  const result = await db
    .prepare('UPDATE help_categories SET slug = ?, title = ?, description = ?, position = ? WHERE id = ? AND world = ?')
    .bind(input.slug, input.title, input.description, input.position, id, world)
    .run();
  return result.meta.changes > 0;
}

export async function categoryArticleCount(db: D1Database, world: World, id: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM help_articles WHERE category_id = ? AND world = ?').bind(id, world).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Deletes an empty category of the world; false when unknown or when articles still point at it. */
export async function deleteEmptyCategory(db: D1Database, world: World, id: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM help_categories WHERE id = ? AND world = ? AND NOT EXISTS (SELECT 1 FROM help_articles WHERE category_id = ?)')
    .bind(id, world, id)
    .run();
  return result.meta.changes > 0;
}

export interface ArticleWrite {
  categoryId: number;
  slug: string;
  title: string;
  bodyMarkdown: string;
  bodyHtml: string;
  bodyText: string;
  /** Title and text without accent marks, for the index (helpSearchText). */
  searchText: string;
  position: number;
  inFaq: boolean;
  status: 'draft' | 'published';
}

export async function insertArticle(db: D1Database, world: World, input: ArticleWrite, userId: number, now: Date): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO help_articles (world, category_id, slug, title, body_markdown, body_html, body_text, search_text, position, in_faq, status, updated_at, updated_by)
       SELECT ?, c.id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM help_categories c WHERE c.id = ? AND c.world = ? RETURNING id`,
    )
    .bind(world, input.slug, input.title, input.bodyMarkdown, input.bodyHtml, input.bodyText, input.searchText, input.position, input.inFaq ? 1 : 0, input.status, now.toISOString(), userId, input.categoryId, world)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** Whether an article of the world was changed; its category must be of the world too. */
export async function updateArticle(db: D1Database, world: World, id: number, input: ArticleWrite, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE help_articles SET category_id = ?, slug = ?, title = ?, body_markdown = ?, body_html = ?, body_text = ?, search_text = ?, position = ?, in_faq = ?,
         status = ?, updated_at = ?, updated_by = ?
       WHERE id = ? AND world = ? AND EXISTS (SELECT 1 FROM help_categories c WHERE c.id = ? AND c.world = ?)`,
    )
    .bind(input.categoryId, input.slug, input.title, input.bodyMarkdown, input.bodyHtml, input.bodyText, input.searchText, input.position, input.inFaq ? 1 : 0, input.status, now.toISOString(), userId, id, world, input.categoryId, world)
    .run();
  return result.meta.changes > 0;
}

export async function deleteArticle(db: D1Database, world: World, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM help_articles WHERE id = ? AND world = ?').bind(id, world).run();
  return result.meta.changes > 0;
}
