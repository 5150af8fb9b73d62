import { z } from 'zod';

/**
 * The help centre (docs/help-centre.md): categories with articles, search, the FAQ, and what
 * staff send to change them. Markdown comes in; the origin stores it rendered and as plain text.
 */

/** A slug of a help address: lower-case latin letters and digits joined by single dashes. */
const helpSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters a–z, digits and single dashes.');

export const helpIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Longest search a visitor may type; longer is a 400. */
export const HELP_QUERY_MAX = 200;
export const helpSearchQuerySchema = z.object({ q: z.string().max(HELP_QUERY_MAX).default('') }).strict();

export const helpCategoryInputSchema = z
  .object({
    slug: helpSlugSchema,
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().max(400).default(''),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();

/** Markdown of one article, at most this many characters. */
const HELP_MARKDOWN_MAX = 40_000;

export const helpArticleInputSchema = z
  .object({
    categoryId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    slug: helpSlugSchema,
    title: z.string().trim().min(1).max(160),
    bodyMarkdown: z.string().max(HELP_MARKDOWN_MAX),
    position: z.number().int().min(0).max(10_000).default(0),
    inFaq: z.boolean().default(false),
    status: z.enum(['draft', 'published']).default('draft'),
  })
  .strict();
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const helpPreviewSchema = z.object({ bodyMarkdown: z.string().max(HELP_MARKDOWN_MAX) }).strict();

export interface HelpArticleLink {
  id: number;
  slug: string;
  title: string;
}

export interface HelpCategory {
  id: number;
  slug: string;
  title: string;
  description: string;
  articles: HelpArticleLink[];
}

/** GET v3/help: the world's categories that have published articles. */
export interface HelpIndex {
  categories: HelpCategory[];
}

export interface HelpArticle {
  id: number;
  slug: string;
  title: string;
  /** Rendered and sanitised when saved. */
  html: string;
  /** The start of the text, for the page's description. */
  description: string;
  updatedAt: string;
  category: { id: number; slug: string; title: string };
}

/** GET v3/help/articles/:id */
export interface HelpArticleView {
  article: HelpArticle;
  /** Other published articles of the same category. */
  related: HelpArticleLink[];
}

export interface HelpSearchHit extends HelpArticleLink {
  /** Plain text around the matches; the matched words sit between HELP_MARK_START and HELP_MARK_END. */
  snippet: string;
  category: { id: number; slug: string; title: string };
}

/** Marks around a matched word in a snippet: control characters no article text holds. */
export const HELP_MARK_START = '\u0002';
export const HELP_MARK_END = '\u0003';

/** GET v3/help/search */
export interface HelpSearchResult {
  query: string;
  items: HelpSearchHit[];
}

export interface HelpFaqItem extends HelpArticleLink {
  html: string;
  text: string;
}

/** GET v3/help/faq */
export interface HelpFaq {
  items: HelpFaqItem[];
}

/** What staff see of a category. */
export interface StaffHelpCategory {
  id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
}

/** What staff see of an article, drafts included. */
export interface StaffHelpArticle {
  id: number;
  categoryId: number;
  slug: string;
  title: string;
  bodyMarkdown: string;
  html: string;
  position: number;
  inFaq: boolean;
  status: 'draft' | 'published';
  updatedAt: string;
  updatedBy: string | null;
}

/** GET v3/staff/help */
export interface StaffHelp {
  categories: StaffHelpCategory[];
  articles: StaffHelpArticle[];
}
