/**
 * Pure helpers of the cabinet's commerce screens (bought materials, credit balance, invoices):
 * list pages, dates, signed amounts and file sizes. No React, so they are tested on their own.
 */

import { formatDate, formatFileSize as formatSize } from '../../shared/format';
import { formatPrice } from '../../shared/money';
import { languageTag, worldLanguage, type World } from '../../shared/worlds';

/** Items per page of the paged cabinet lists, unless the answer names its own `pageSize`. */
export const CABINET_PAGE_SIZE = 20;
/** The highest page the list calls accept (`listQuerySchema`). */
const MAX_LIST_PAGE = 1000;

/** A paged list answer of the origin (`v1/purchases`, `v1/invoices`). */
export interface PagedAnswer<T> {
  items: T[];
  page: number;
  total: number;
  pageSize?: number;
}

/** The page a `?page=` parameter asks for: a whole number from 1 to MAX_LIST_PAGE, else 1. */
export function parseListPage(value: string | null | undefined): number {
  if (!value || !/^[1-9][0-9]{0,3}$/.test(value)) return 1;
  const page = Number(value);
  return page <= MAX_LIST_PAGE ? page : 1;
}

/** How many pages a list of `total` items has (at least one, so an empty list is page 1 of 1). */
export function pageCount(total: number, pageSize: number = CABINET_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.min(MAX_LIST_PAGE, Math.ceil(total / pageSize));
}

/** The list screen's own path for a page: page 1 has no parameter. */
export function listPageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

export interface ListPager {
  page: number;
  pages: number;
  prevHref: string | null;
  nextHref: string | null;
}

/** Previous and next links of a paged answer, on the screen at `basePath`. */
export function listPager(answer: Pick<PagedAnswer<unknown>, 'page' | 'total' | 'pageSize'>, basePath: string): ListPager {
  const pages = pageCount(answer.total, answer.pageSize ?? CABINET_PAGE_SIZE);
  const page = Math.max(1, Math.min(answer.page, pages));
  return {
    page,
    pages,
    prevHref: page > 1 ? listPageHref(basePath, page - 1) : null,
    nextHref: page < pages ? listPageHref(basePath, page + 1) : null,
  };
}

/** A day as people of the world read it (`12.03.2026` in de, `12/03/2026` in fr), see shared/format.ts. */
export function formatDay(iso: string, world: World): string {
  return formatDate(iso, languageTag(worldLanguage(world)));
}

/** An amount that is added or taken away, with its sign (docs/product-rules.md, "Formats"): `+12,50 €`, `-3,00 €`, `0,00 €`. */
export function signedPrice(minor: number, currency: string): string {
  const text = formatPrice(minor, currency);
  return minor > 0 && Math.round(minor) !== 0 ? `+${text}` : text;
}

/** A file size in the world's number format: `850 KB`, `1,2 MB` (de) / `1.2 MB` (en). */
export function formatFileSize(bytes: number, world: World): string {
  return formatSize(bytes, languageTag(worldLanguage(world)));
}

/** Only our own download links (a path on this site, or https): nothing else becomes an href or a navigation. */
export function safeDownloadUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
