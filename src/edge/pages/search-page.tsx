import type { Filter, MegaMenuEntry } from '../../shared/schemas/catalogue';
import type { SearchResponse } from '../../shared/schemas/search';
import { SEARCH_FACETS, SEARCH_SORTS } from '../../shared/schemas/search';
import { routePath } from '../../shared/routes/match';
import { SearchResultsPage, type FacetView } from '../../client/pages/SearchResultsPage';
import { edgeCached } from '../edge-cache';
import { originJson } from '../origin-client';
import { megaMenu } from './mega-menu';
import type { PageModule, PageRequest } from './types';
import { gradeName } from '../../shared/grades';

const PAGE_SIZE = 24;
const FACET_VALUES_SHOWN = 12;
const FILTER_PATTERNS: Record<string, RegExp> = {
  school_type: /^[a-z0-9-]{1,32}$/,
  grade: /^(?:[0-9]|1[0-3])$/,
  subject: /^[1-9][0-9]{0,9}$/,
  material_type: /^[a-z0-9-]{1,32}$/,
  price: /^(?:free|paid|on_sale)$/,
  language: /^(?:[a-z]{2,3}|none)$/,
  bundle: /^[01]$/,
  interactive: /^[01]$/,
};

/** The page's own parameters, read leniently: what is not valid is dropped, never an error page. */
function searchPageParams(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q) params.set('q', q);
  for (const [key, pattern] of Object.entries(FILTER_PATTERNS)) {
    const value = url.searchParams.get(key) ?? '';
    if (pattern.test(value)) params.set(key, value);
  }
  const sort = url.searchParams.get('sort') ?? '';
  if ((SEARCH_SORTS as readonly string[]).includes(sort)) params.set('sort', sort);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  if (Number.isFinite(page) && page > 1) params.set('page', String(Math.min(1000, page)));
  return params;
}

/** What the form encoding leaves as it is: most keys and values (`school_type`, `grundschule`, `101`). */
const PLAIN_COMPONENT = /^[A-Za-z0-9*._-]*$/;

/** A query component as URLSearchParams writes it (application/x-www-form-urlencoded): space as `+`, `!'()~` escaped too. */
function formComponent(text: string): string {
  if (PLAIN_COMPONENT.test(text)) return text;
  try {
    return encodeURIComponent(text)
      .replace(/%20/g, '+')
      .replace(/[!'()~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD.
    return new URLSearchParams({ v: text }).toString().slice(2);
  }
}

/** A page's parameters ready to be written into its links: the facets' links each change one of them. */
interface LinkParams {
  keys: string[];
  encoded: Map<string, string>;
}

function linkParams(params: URLSearchParams): LinkParams {
  const keys: string[] = [];
  const encoded = new Map<string, string>();
  for (const [key, value] of params) {
    if (key === 'page' || encoded.has(key)) continue;
    keys.push(key);
    encoded.set(key, `${formComponent(key)}=${formComponent(value)}`);
  }
  return { keys, encoded };
}

/**
 * The page's link with `changes` applied and without `page`, written as `URLSearchParams` would
 * (a changed parameter keeps its place, a new one goes last), but without building one per link:
 * a results page has some fifty facet links, and each `URLSearchParams` costs more than the
 * string work (docs/architecture.md, "Render cost").
 */
function hrefWith(base: string, params: LinkParams, changes: Record<string, string | null>): string {
  const parts: string[] = [];
  for (const key of params.keys) {
    if (!(key in changes)) parts.push(params.encoded.get(key) ?? '');
    else if (changes[key] !== null && changes[key] !== undefined) parts.push(`${formComponent(key)}=${formComponent(changes[key])}`);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value !== null && !params.encoded.has(key)) parts.push(`${formComponent(key)}=${formComponent(value)}`);
  }
  // Only the query: the links stay on this page's path (docs/architecture.md, "Render cost").
  return parts.length ? `?${parts.join('&')}` : base;
}

interface Labels {
  schoolTypes: Map<string, string>;
  subjects: Map<string, string>;
  materialTypes: Map<string, string>;
}

async function labels(request: PageRequest): Promise<Labels> {
  const [menu, filters] = await Promise.all([
    megaMenu(request.env, request.world),
    edgeCached(request.env, `filters:${request.world}`, 300, async () =>
      (await originJson<{ items: Filter[] }>(request.env, 'v1/filters', { world: request.world })).items,
    ),
  ]);
  const subjects = new Map<string, string>();
  for (const entry of menu as MegaMenuEntry[]) for (const s of entry.subjects) subjects.set(String(s.id), s.title);
  return {
    schoolTypes: new Map(menu.map((m) => [m.school_type, m.school_name])),
    subjects,
    materialTypes: new Map((filters.find((f) => f.key === 'material_type')?.options ?? []).map((o) => [o.id, o.title])),
  };
}

function valueLabel(request: PageRequest, names: Labels, key: string, value: string): string {
  const { t } = request;
  switch (key) {
    case 'school_type':
      // Materials for every stage carry the school type `alle`, which the mega menu leaves out.
      return names.schoolTypes.get(value) ?? (value === 'alle' ? t('seller:editor.allSchoolTypes') : value);
    case 'subject':
      return names.subjects.get(value) ?? value;
    case 'material_type':
      return names.materialTypes.get(value) ?? value;
    case 'grade':
      return gradeName(request.world, Number(value)) ?? t('search:grade', { grade: value });
    case 'price':
      return t(`search:price.${value}`);
    case 'language':
      if (value === 'none') return t('search:languageNone');
      try {
        return languageNames(request.locale.tag).of(value) ?? value;
      } catch {
        return value;
      }
    case 'bundle':
    case 'interactive':
      return value === '1' ? t('search:yes') : t('search:no');
    default:
      return value;
  }
}

/** Language names per language tag, made once (each DisplayNames costs more than a page's lookups). */
const languageNamesByTag = new Map<string, Intl.DisplayNames>();
function languageNames(tag: string): Intl.DisplayNames {
  let names = languageNamesByTag.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'language' });
    languageNamesByTag.set(tag, names);
  }
  return names;
}

/** Grades read in school order (`1, 2, … 13`); every other facet by count, as the origin sends it. */
function facetValuesInOrder<T extends { value: string }>(key: string, values: readonly T[]): T[] {
  return key === 'grade' ? [...values].sort((a, b) => Number(a.value) - Number(b.value)) : [...values];
}

/** How many page numbers the pager shows on each side of the current page. */
const PAGER_SPREAD = 2;

/**
 * The page numbers the pager links: the first, the last and those near the current page, with
 * `null` where numbers are left out (`1 … 4 5 6 7 8 … 20`).
 */
function pagerNumbers(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - PAGER_SPREAD; n <= page + PAGER_SPREAD; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && n - before === 2) out.push(n - 1);
    else if (before !== undefined && n - before > 2) out.push(null);
    out.push(n);
  });
  return out;
}

function rankingFact(request: PageRequest): string {
  const rank = request.experiments?.RANK3;
  return rank ? `RANK3:${rank.variant}` : '';
}

/** Search results with facets, chips, sort and pagination; the query lives in the URL. */
export const searchResults: PageModule = async (request) => {
  const params = searchPageParams(request.url);
  const query = params.get('q') ?? '';
  const base = routePath('searchResults', request.world) ?? '';
  const apiParams = new URLSearchParams(params);
  apiParams.set('limit', String(PAGE_SIZE));
  return {
    kind: 'page',
    head: query ? { title: request.t('search:resultsFor', { query }) } : {},
    body: Promise.all([
      // The ranking follows the visitor's RANK3 variant, which is part of this page's cache key (docs/experiments.md).
      originJson<SearchResponse>(request.env, `v3/search?${apiParams}`, { world: request.world, experiments: rankingFact(request) }),
      labels(request),
    ]).then(([result, names]) => {
      const links = linkParams(params);
      // Read from a plain map: each URLSearchParams lookup crosses into the runtime.
      const given = new Map(params);
      const facets: FacetView[] = result.facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => ({
          key: facet.key,
          label: request.t(`search:facet.${facet.key}`),
          values: facetValuesInOrder(facet.key, facet.values.slice(0, FACET_VALUES_SHOWN)).map((v) => {
            const active = given.get(facet.key) === v.value;
            return {
              label: valueLabel(request, names, facet.key, v.value),
              count: v.count,
              active,
              href: hrefWith(base, links, { [facet.key]: active ? null : v.value }),
            };
          }),
        }));
      const chips = SEARCH_FACETS.filter((key) => given.has(key)).map((key) => ({
        label: `${request.t(`search:facet.${key}`)}: ${valueLabel(request, names, key, given.get(key) ?? '')}`,
        removeHref: hrefWith(base, links, { [key]: null }),
      }));
      const pages = Math.max(1, Math.ceil(result.total / result.limit));
      const pageHref = (page: number) => {
        const next = new URLSearchParams(params);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        const query = next.toString();
        return query ? `?${query}` : base;
      };
      return (
        <SearchResultsPage
          heading={request.t('meta:searchResults.heading')}
          data={{
            query,
            // Authors named like the query lead to their pages, above the first page of results.
            authors:
              result.page === 1
                ? result.authors.flatMap((author) => {
                    const href = routePath('authorPage', request.world, { id: String(author.id), slug: author.slug });
                    return href ? [{ id: author.id, name: author.publicName, href, imagePath: author.imagePath, materials: author.totalMaterials }] : [];
                  })
                : [],
            items: result.items,
            total: result.total,
            page: result.page,
            pages,
            exact: result.exact,
            facets,
            chips,
            sort: result.sort,
            sorts: SEARCH_SORTS.map((value) => ({ value, label: request.t(`search:sort.${value}`) })),
            hidden: [...params].filter(([key]) => key !== 'sort' && key !== 'page'),
            prevHref: result.page > 1 ? pageHref(result.page - 1) : null,
            nextHref: result.page < pages ? pageHref(result.page + 1) : null,
            pageLinks: pagerNumbers(result.page, pages).map((page) => (page === null ? null : { page, href: pageHref(page), current: page === result.page })),
            now: request.now.toISOString(),
          }}
        />
      );
    }),
  };
};
