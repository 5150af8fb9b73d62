import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError, notFound } from '../http/errors';
import { requireStaff } from '../http/staff';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { markdownText, renderMarkdown } from '../domain/content/markdown';
import { helpMatchQuery, helpSearchText } from '../domain/help/search-query';
import { PURGE_HEADER, purgeTargets } from '../../shared/page-purge';
import { routePath } from '../../shared/routes/match';
import type { World } from '../../shared/worlds';
import {
  helpArticleInputSchema,
  helpCategoryInputSchema,
  helpIdSchema,
  helpPreviewSchema,
  helpSearchQuerySchema,
  type HelpArticleInput,
  type HelpArticleView,
  type HelpFaq,
  type HelpIndex,
  type HelpSearchResult,
  type StaffHelp,
  type StaffHelpArticle,
} from '../../shared/schemas/help';
import {
  allArticles,
  categoryArticleCount,
  categoryExists,
  deleteArticle,
  deleteEmptyCategory,
  faqArticles,
  findArticle,
  helpCategories,
  insertArticle,
  insertCategory,
  publishedArticle,
  publishedLinks,
  searchArticles,
  slugTaken,
  updateArticle,
  updateCategory,
  type ArticleWrite,
  type HelpArticleRow,
} from '../db/help';

/**
 * The help centre (docs/help-centre.md): what visitors read and search, and the staff calls that
 * change it. Every call is of one world (`?world=`); an id of another world is a 404.
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

const SEARCH_LIMIT = 20;

/** The first words of a text, at most 160 characters, cut between words. */
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 159);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()}…`;
}

const idOf = (c: Ctx) => validParam(c.req.param('id'), helpIdSchema, 'id');

function staffArticle(row: HelpArticleRow): StaffHelpArticle {
  return {
    id: row.id,
    categoryId: row.category_id,
    slug: row.slug,
    title: row.title,
    bodyMarkdown: row.body_markdown,
    html: row.body_html,
    position: row.position,
    inFaq: row.in_faq === 1,
    status: row.status,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
  };
}

/** The article as stored: Markdown rendered and sanitised once, here, and its plain text for the search. */
function articleWrite(input: HelpArticleInput): ArticleWrite {
  const bodyText = markdownText(input.bodyMarkdown);
  return { ...input, bodyHtml: renderMarkdown(input.bodyMarkdown), bodyText, searchText: helpSearchText(input.title, bodyText) };
}

async function uniqueSlug(c: Ctx, table: 'help_categories' | 'help_articles', slug: string, exceptId: number | null): Promise<void> {
  if (await slugTaken(c.env.DB, table, requestWorld(c), slug, exceptId)) {
    throw new ApiError(409, 'slug_taken', 'Another entry of this world has this slug.', { field: 'slug' });
  }
}

async function knownCategory(c: Ctx, id: number): Promise<void> {
  if (!(await categoryExists(c.env.DB, requestWorld(c), id))) {
    throw new ApiError(400, 'unknown_category', 'This category does not exist in this world.', { field: 'categoryId' });
  }
}

async function staffView(c: Ctx): Promise<StaffHelp> {
  const world = requestWorld(c);
  const [categories, articles] = await Promise.all([helpCategories(c.env.DB, world), allArticles(c.env.DB, world)]);
  return { categories, articles: articles.map(staffArticle) };
}

/**
 * After a staff change the edge drops the cached help centre, FAQ and the changed articles' pages
 * (under their old and new slugs) of the world at once (docs/help-centre.md).
 */
function purgeHelpScreens(c: Ctx, world: World, articles: readonly { id: number; slug: string }[] = []): void {
  c.header(
    PURGE_HEADER,
    purgeTargets([
      { world, path: routePath('helpCentre', world) },
      { world, path: routePath('faq', world) },
      ...articles.map(({ id, slug }) => ({ world, path: routePath('helpArticle', world, { id: String(id), slug }) })),
    ]),
  );
}

export const help = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/help', async (c) => {
    const world = requestWorld(c);
    const [categories, links] = await Promise.all([helpCategories(c.env.DB, world), publishedLinks(c.env.DB, world)]);
    const data: HelpIndex = {
      categories: categories
        .map((cat) => ({
          id: cat.id,
          slug: cat.slug,
          title: cat.title,
          description: cat.description,
          articles: links.filter((a) => a.category_id === cat.id).map((a) => ({ id: a.id, slug: a.slug, title: a.title })),
        }))
        .filter((cat) => cat.articles.length > 0),
    };
    return c.json({ data });
  })
  .get('/v3/help/search', async (c) => {
    const { q } = validQuery(c, helpSearchQuerySchema);
    const match = helpMatchQuery(q);
    const rows = match ? await searchArticles(c.env.DB, requestWorld(c), match, SEARCH_LIMIT) : [];
    const data: HelpSearchResult = {
      query: q,
      items: rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, snippet: r.snippet, category: { id: r.category_id, slug: r.category_slug, title: r.category_title } })),
    };
    return c.json({ data });
  })
  .get('/v3/help/faq', async (c) => {
    const rows = await faqArticles(c.env.DB, requestWorld(c));
    const data: HelpFaq = { items: rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, html: r.body_html, text: r.body_text })) };
    return c.json({ data });
  })
  .get('/v3/help/articles/:id', async (c) => {
    const world = requestWorld(c);
    const row = await publishedArticle(c.env.DB, world, idOf(c));
    if (!row) throw notFound('Help article');
    const links = await publishedLinks(c.env.DB, world);
    const data: HelpArticleView = {
      article: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        html: row.body_html,
        description: summaryOf(row.body_text),
        updatedAt: row.updated_at,
        category: { id: row.category_id, slug: row.category_slug, title: row.category_title },
      },
      related: links.filter((a) => a.category_id === row.category_id && a.id !== row.id).map((a) => ({ id: a.id, slug: a.slug, title: a.title })),
    };
    return c.json({ data });
  })

  // Staff: for anyone else these calls do not exist (404).
  .get('/v3/staff/help', async (c) => {
    await requireStaff(c, 'content');
    return c.json({ data: await staffView(c) });
  })
  .post('/v3/staff/help/preview', async (c) => {
    await requireStaff(c, 'content');
    const { bodyMarkdown } = await validJson(c, helpPreviewSchema);
    return c.json({ data: { html: renderMarkdown(bodyMarkdown) } });
  })
  .post('/v3/staff/help/categories', async (c) => {
    await requireStaff(c, 'content');
    const input = await validJson(c, helpCategoryInputSchema);
    await uniqueSlug(c, 'help_categories', input.slug, null);
    const id = await insertCategory(c.env.DB, requestWorld(c), input);
    purgeHelpScreens(c, requestWorld(c));
    return c.json({ data: { id, ...(await staffView(c)) } }, 201);
  })
  .put('/v3/staff/help/categories/:id', async (c) => {
    await requireStaff(c, 'content');
    const id = idOf(c);
    const input = await validJson(c, helpCategoryInputSchema);
    if (!(await categoryExists(c.env.DB, requestWorld(c), id))) throw notFound('Help category');
    await uniqueSlug(c, 'help_categories', input.slug, id);
    if (!(await updateCategory(c.env.DB, requestWorld(c), id, input))) throw notFound('Help category');
    purgeHelpScreens(c, requestWorld(c));
    return c.json({ data: await staffView(c) });
  })
  .delete('/v3/staff/help/categories/:id', async (c) => {
    await requireStaff(c, 'content');
    const id = idOf(c);
    const world = requestWorld(c);
    if (!(await categoryExists(c.env.DB, world, id))) throw notFound('Help category');
    if (!(await deleteEmptyCategory(c.env.DB, world, id))) {
      throw new ApiError(409, 'category_not_empty', 'Move or delete the articles of this category first.', { articles: await categoryArticleCount(c.env.DB, world, id) });
    }
    purgeHelpScreens(c, world);
    return c.json({ data: await staffView(c) });
  })
  .post('/v3/staff/help/articles', async (c) => {
    const userId = await requireStaff(c, 'content');
    const input = await validJson(c, helpArticleInputSchema);
    await knownCategory(c, input.categoryId);
    await uniqueSlug(c, 'help_articles', input.slug, null);
    const id = await insertArticle(c.env.DB, requestWorld(c), articleWrite(input), userId, new Date());
    if (!id) throw new ApiError(400, 'unknown_category', 'This category does not exist in this world.', { field: 'categoryId' });
    purgeHelpScreens(c, requestWorld(c), [{ id, slug: input.slug }]);
    return c.json({ data: { id, ...(await staffView(c)) } }, 201);
  })
  .put('/v3/staff/help/articles/:id', async (c) => {
    const userId = await requireStaff(c, 'content');
    const id = idOf(c);
    const input = await validJson(c, helpArticleInputSchema);
    const before = await findArticle(c.env.DB, requestWorld(c), id);
    if (!before) throw notFound('Help article');
    await knownCategory(c, input.categoryId);
    await uniqueSlug(c, 'help_articles', input.slug, id);
    if (!(await updateArticle(c.env.DB, requestWorld(c), id, articleWrite(input), userId, new Date()))) throw notFound('Help article');
    purgeHelpScreens(c, requestWorld(c), [before, { id, slug: input.slug }]);
    return c.json({ data: await staffView(c) });
  })
  .delete('/v3/staff/help/articles/:id', async (c) => {
    await requireStaff(c, 'content');
    const id = idOf(c);
    const before = await findArticle(c.env.DB, requestWorld(c), id);
    if (!before || !(await deleteArticle(c.env.DB, requestWorld(c), id))) throw notFound('Help article');
    purgeHelpScreens(c, requestWorld(c), [before]);
    return c.json({ data: await staffView(c) });
  });
