import { z } from 'zod';

/**
 * The blocks a content page is made of (docs/content.md). The editor sends `BlockInput`s; the
 * origin renders each Markdown text to sanitised HTML when it saves a revision, and pages are
 * served as `Block`s (the input plus the rendered `html`), so nothing renders Markdown per request.
 */
export const CONTENT_LIMITS = {
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

const text = z.string().trim().min(1).max(CONTENT_LIMITS.text);
const markdown = z.string().max(CONTENT_LIMITS.markdown);
/** A link of ours (`/de/...`) or an https address: never `javascript:` or another scheme. */
export const safeHref = z
  .string()
  .trim()
  .max(2000)
  .refine((href) => /^\/(?!\/)/.test(href) || /^https:\/\/[^\s/]/i.test(href), 'a path starting with / or an https:// address');

export const blockInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('markdown'), markdown }).strict(),
  z
    .object({
      type: z.literal('image'),
      /** An image uploaded to R2 through the content image upload: its path under /media/. */
      src: z.string().regex(/^\/media\/content\/[A-Za-z0-9/_.-]+$/),
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
      /** A podcast episode: title, date and an https or /media/ audio file. */
      title: text,
      date: z.iso.date(),
      src: z.string().regex(/^(\/media\/content\/[A-Za-z0-9/_.-]+|https:\/\/\S+)$/),
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
export type PageDraft = z.infer<typeof pageDraftSchema>;

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
