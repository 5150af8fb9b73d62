/**
 * Numbers as the people of a world read them (docs/product-rules.md, "Formats"): the one part of
 * ./format.ts the translator needs, kept apart so every page's entry carries only this.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat` with at least `leastDigits` and at most `fractionDigits` decimals. */
export function numberFormat(tag: string, fractionDigits: number, leastDigits = fractionDigits): Intl.NumberFormat {
  const key = `${tag}|${leastDigits}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: leastDigits, maximumFractionDigits: fractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as the language writes it, up to three decimals: `12.345` and `1,5` (de), `12,345` and `1.5` (en). */
export function formatNumber(value: number, tag: string): string {
  return numberFormat(tag, 3, 0).format(value);
}
