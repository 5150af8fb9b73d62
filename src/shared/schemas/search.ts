import { z } from 'zod';
import { materialSchema } from './materials';

/** Sort orders of `GET v3/search` (docs/search.md). */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'bestseller'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Facets with counts, in the order the response lists them; each is also a filter parameter. */
export const SEARCH_FACETS = ['school_type', 'grade', 'subject', 'material_type', 'price', 'language', 'bundle', 'interactive'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

const SEARCH_PRICES = ['free', 'paid', 'on_sale'] as const;

/** Longest query text accepted; longer ones are a 400, not a silent cut. */
const SEARCH_QUERY_MAX = 200;
const SEARCH_LIMIT_MAX = 48;
const SEARCH_PAGE_MAX = 1000;

const slugValue = z.string().regex(/^[a-z0-9-]{1,32}$/);
const flag = z.enum(['0', '1']);

const facetList = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const keys = value.split(',').map((k) => k.trim()).filter((k) => k.length > 0);
    const facets: SearchFacet[] = [];
    for (const key of keys) {
      if (!(SEARCH_FACETS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', message: `Unknown facet: ${key.slice(0, 40)}` });
        return z.NEVER;
      }
      if (!facets.includes(key as SearchFacet)) facets.push(key as SearchFacet);
    }
    return facets;
  });

/** Query of `GET v3/search`: unknown keys, values out of range and unknown facets are a 400. */
export const searchQuerySchema = z
  .object({
    q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
    page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(24),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    /** Facets to count, comma separated (default all; `facets=` counts none). */
    facets: facetList.optional(),
    school_type: slugValue.optional(),
    grade: z.coerce.number().int().min(0).max(13).optional(),
    subject: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    material_type: slugValue.optional(),
    price: z.enum(SEARCH_PRICES).optional(),
    /** A text language code (es: es, ca, eu, gl) or `none` for materials without text. */
    language: z.string().regex(/^(?:[a-z]{2,3}|none)$/).optional(),
    bundle: flag.optional(),
    interactive: flag.optional(),
  })
  .strict();

export const searchFacetSchema = z.object({
  key: z.enum(SEARCH_FACETS),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type SearchFacetCounts = z.infer<typeof searchFacetSchema>;

/** An author whose public name holds every typed word (docs/search.md, "Authors by name"). */
export const searchAuthorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  publicName: z.string(),
  imagePath: z.string().nullable(),
  totalMaterials: z.number().int(),
});
export type SearchAuthor = z.infer<typeof searchAuthorSchema>;

export const searchResponseSchema = z.object({
  items: z.array(materialSchema),
  /** Authors of the world named like the query (at most 3; none without words). */
  authors: z.array(searchAuthorSchema),
  /** Matches that can be paged through (at most the candidate window, see `exact`). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(SEARCH_SORTS),
  /** False when the query matched more than the candidate window: total and facet counts then describe the window. */
  exact: z.boolean(),
  facets: z.array(searchFacetSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Query of `GET v3/search/suggest`. */
export const searchSuggestQuerySchema = z
  .object({
    q: z.string().trim().max(100).default(''),
    limit: z.coerce.number().int().min(1).max(8).default(8),
  })
  .strict();

const searchSuggestionSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const searchSuggestResponseSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
export type SearchSuggestResponse = z.infer<typeof searchSuggestResponseSchema>;
