import { z } from 'zod';

/**
 * The blocks a content page is made of (docs/content.md). The editor sends `BlockInput`s; the
 * origin renders each Markdown text to sanitised HTML when it saves a revision, and pages are
 * served as `Block`s (the input plus the rendered `html`), so nothing renders Markdown per request.
 */
const CONTENT_LIMITS = {
  blocks: 60,
  markdown: 40_000,
  title: 160,
  description: 320,
  text: 400,
  faqItems: 40,
  materialIds: 24,
  query: 120,
  note: 300,
} as const;

/**
 * Where the origin serves an uploaded content image (through the edge's /api proxy): one file per
 * upload, named by a random id, never overwritten (docs/content.md, "Images").
 */
export const CONTENT_IMAGE_PATH = /^\/api\/v3\/files\/content\/[a-z]{2}\/[a-z0-9]{16,40}\.jpg$/;

const text = z.string().trim().min(1).max(CONTENT_LIMITS.text);
const markdown = z.string().max(CONTENT_LIMITS.markdown);
/**
 * A link of ours (`/de/...`) or an https address: never `javascript:` or another scheme, and never
 * `/\\host` or a path with blanks or control characters inside, which browsers read as `//host`.
 */
const safeHref = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (href) => !/[\s\\]/.test(href) && ![...href].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) && (/^\/(?!\/)/.test(href) || /^https:\/\/[^/]/i.test(href)),
    'a path starting with / or an https:// address',
  );

export const blockInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('markdown'), markdown }).strict(),
  z
    .object({
      type: z.literal('image'),
      /** An image uploaded to R2 through the content image upload (`CONTENT_IMAGE_PATH`). */
      src: z.string().regex(CONTENT_IMAGE_PATH),
      alt: z.string().trim().max(CONTENT_LIMITS.text),
      caption: z.string().trim().max(CONTENT_LIMITS.text).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('materials'),
      heading: text,
      /** Chosen by hand (ids in this order) or by a search query of the world: exactly one of the two. */
      materialIds: z.array(z.number().int().positive()).min(1).max(CONTENT_LIMITS.materialIds).optional(),
      query: z.string().trim().min(1).max(CONTENT_LIMITS.query).optional(),
      limit: z.number().int().min(1).max(CONTENT_LIMITS.materialIds).default(8),
    })
    .strict()
    .refine((block) => (block.materialIds === undefined) !== (block.query === undefined), 'either materialIds or query'),
  z.object({ type: z.literal('cta'), heading: text, body: z.string().trim().max(CONTENT_LIMITS.text).default(''), label: text, href: safeHref }).strict(),
  z
    .object({
      type: z.literal('faq'),
      heading: text.optional(),
      items: z.array(z.object({ question: text, answer: markdown.min(1) }).strict()).min(1).max(CONTENT_LIMITS.faqItems),
    })
    .strict(),
  z
    .object({
      type: z.literal('audio'),
      /** A podcast episode: title, date and the https address of its audio file. */
      title: text,
      date: z.iso.date(),
      src: z.string().trim().max(2000).regex(/^https:\/\/[^\s/]\S*$/i),
      markdown: markdown.optional(),
    })
    .strict(),
]);
export type BlockInput = z.infer<typeof blockInputSchema>;

export const pageDraftSchema = z
  .object({
    title: z.string().trim().min(1).max(CONTENT_LIMITS.title),
    description: z.string().trim().max(CONTENT_LIMITS.description).default(''),
    blocks: z.array(blockInputSchema).max(CONTENT_LIMITS.blocks),
    note: z.string().trim().max(CONTENT_LIMITS.note).default(''),
  })
  .strict();

/** A block as served: the Markdown parts rendered to sanitised HTML by the origin. */
export type Block =
  | { type: 'markdown'; html: string }
  | { type: 'image'; src: string; alt: string; caption?: string }
  | { type: 'materials'; heading: string; materialIds?: number[]; query?: string; limit: number }
  | { type: 'cta'; heading: string; body: string; label: string; href: string }
  | { type: 'faq'; heading?: string; items: { question: string; answerHtml: string }[] }
  | { type: 'audio'; title: string; date: string; src: string; html?: string };

/** A published page as the public read answers it. */
export interface ContentPage {
  world: string;
  pageKey: string;
  title: string;
  description: string;
  blocks: Block[];
  publishedAt: string;
  revisionId: number;
}

/** The screens of the route table that are content pages, one page per world they exist in. */
export const CONTENT_PAGE_KEYS = [
  'foundation',
  'impact',
  'climateCampaign',
  'inclusionCampaign',
  'agroNordwest',
  'saveUkraine',
  'standWithUkraine',
  'standWithUkraineDe',
  'jobs',
  'gdprJobs',
  'tools',
  'podcast',
  'appLanding',
  'partners',
  'team',
  'areYouOk',
  'areYouOkKids',
  'terms',
  'imprint',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];
export const contentPageKeySchema = z.enum(CONTENT_PAGE_KEYS);

/** Publishing: for the terms page, `newTermsVersion` makes every user accept them again. */
export const publishSchema = z.object({ newTermsVersion: z.boolean().default(false) }).strict();
export const revisionIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** never published; published and the draft is what is published; published with a newer draft. */
export type ContentPageState = 'unpublished' | 'published' | 'changed';

export interface ContentPageSummary {
  world: string;
  pageKey: ContentPageKey;
  /** The screen's address in this world. */
  path: string;
  title: string | null;
  state: ContentPageState;
  draftUpdatedAt: string | null;
  publishedAt: string | null;
}

export interface ContentPageList {
  worlds: { world: string; pages: ContentPageSummary[] }[];
}

export interface ContentDraft {
  world: string;
  pageKey: ContentPageKey;
  path: string;
  title: string;
  description: string;
  blocks: BlockInput[];
  state: ContentPageState;
  updatedAt: string | null;
  updatedBy: string | null;
  publishedAt: string | null;
  /** The terms page may publish a new terms version. */
  isTerms: boolean;
  /** The current terms version (terms page only). */
  termsVersion: number | null;
}

export interface ContentRevision {
  id: number;
  title: string;
  note: string;
  createdAt: string;
  createdBy: string | null;
  published: boolean;
  termsVersion: number | null;
  /** What this revision changed against the one before it. */
  changes: { title: boolean; description: boolean; blocksAdded: number; blocksRemoved: number; blocksChanged: number };
}

export interface ContentImage {
  src: string;
  width: number;
  height: number;
}
