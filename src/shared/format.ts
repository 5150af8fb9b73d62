/**
 * Numbers, dates and file sizes as the people of a world read them (docs/product-rules.md,
 * "Formats"), keyed by the page's language tag (`languageTag` in worlds.ts). Prices go through
 * money.ts. Plain Intl, so the edge and the browser show the same text.
 */

import { formatNumber, numberFormat } from './number-format';

export { formatNumber };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A number with a fixed count of decimals: `4,8` (de), `4.8` (en). */
export function formatDecimal(value: number, tag: string, fractionDigits = 1): string {
  return numberFormat(tag, fractionDigits).format(value);
}

/**
 * A day as people of the language read it (`12.03.2026` de, `12/03/2026` fr), in UTC so that
 * the edge and every browser show the same day; an unreadable date shows as it came.
 */
export function formatDate(iso: string, tag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(tag, format);
  }
  return format.format(date);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month (`2026-11`) as people of the language name it (`November 2026` de, `novembre 2026` fr); an unreadable one as it came. */
export function formatMonth(month: string, tag: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(date.getTime())) return month;
  let format = monthFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(tag, format);
  }
  return format.format(date);
}

/** The machine-readable day of a `<time>` element (`dateTime`), or undefined for an unreadable date. */
export function isoDay(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

const KIB = 1024;
const MIB = KIB * KIB;

/** A file size, at most one decimal, above a megabyte: `850 KB`, `1,2 MB` (de), `1.2 MB` (en), `5 MB`. */
export function formatFileSize(bytes: number, tag: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KIB) return `${formatNumber(bytes, tag)} B`;
  if (bytes < MIB) return `${formatNumber(Math.max(1, Math.round(bytes / KIB)), tag)} KB`;
  return `${numberFormat(tag, 1, 0).format(Math.round((bytes / MIB) * 10) / 10)} MB`;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Whole percent as the language writes it: `−20 %` (de), `-20%` (en); pass −20 for a discount. */
export function formatPercent(percent: number, tag: string): string {
  let format = percentFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(tag, format);
  }
  return format.format(percent / 100);
}
