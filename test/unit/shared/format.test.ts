import { describe, expect, it } from 'vitest';
import { formatDate, formatDecimal, formatFileSize, formatMonth, formatNumber, isoDay } from '../../../src/shared/format';
import { formatPrice } from '../../../src/shared/money';
import { MAIN_WORLDS, languageTag, worldLanguage } from '../../../src/shared/worlds';

/** What each main world (and English) shows; a narrow no-break space is how Intl writes French groups. */
const EXPECTED: Record<string, { number: string; decimal: string; date: string; size: string; smallSize: string }> = {
  de: { number: '12.345', decimal: '4,8', date: '20.04.2026', size: '4,9 MB', smallSize: '850 KB' },
  es: { number: '12.345', decimal: '4,8', date: '20/04/2026', size: '4,9 MB', smallSize: '850 KB' },
  fr: { number: '12\u202f345', decimal: '4,8', date: '20/04/2026', size: '4,9 MB', smallSize: '850 KB' },
  el: { number: '12.345', decimal: '4,8', date: '20/04/2026', size: '4,9 MB', smallSize: '850 KB' },
  it: { number: '12.345', decimal: '4,8', date: '20/04/2026', size: '4,9 MB', smallSize: '850 KB' },
  en: { number: '12,345', decimal: '4.8', date: '04/20/2026', size: '4.9 MB', smallSize: '850 KB' },
};

const ISO = '2026-04-20T23:30:00Z';
const FOUR_POINT_NINE_MB = Math.round(4.9 * 1024 * 1024);

describe('formats of every main world', () => {
  it('covers every main world', () => {
    expect(MAIN_WORLDS.map((world) => languageTag(worldLanguage(world))).sort()).toEqual(['de', 'el', 'es', 'fr', 'it']);
  });

  it.each(Object.entries(EXPECTED))('writes numbers, decimals, days and sizes as %s does', (tag, expected) => {
    expect(formatNumber(12345, tag)).toBe(expected.number);
    expect(formatDecimal(4.8, tag)).toBe(expected.decimal);
    expect(formatDecimal(5, tag)).toBe(expected.decimal.replace('4', '5').replace('8', '0'));
    expect(formatDate(ISO, tag)).toBe(expected.date);
    expect(formatDate(ISO, tag)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(formatFileSize(FOUR_POINT_NINE_MB, tag)).toBe(expected.size);
    expect(formatFileSize(850 * 1024, tag)).toBe(expected.smallSize);
  });

  it('keeps prices in the product format: comma, two decimals, symbol after', () => {
    expect(formatPrice(1250, 'EUR')).toBe('12,50 €');
  });

  it('names a month as the language does, never as 2026-11', () => {
    expect(formatMonth('2026-11', 'de')).toBe('November 2026');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-13', 'de')).toBe('2026-13');
  });

  it('answers unreadable input as it came (dates) or empty (sizes)', () => {
    expect(formatDate('not a date', 'de')).toBe('not a date');
    expect(isoDay('not a date')).toBeUndefined();
    expect(isoDay(ISO)).toBe('2026-04-20');
    expect(formatFileSize(-1, 'de')).toBe('');
    expect(formatFileSize(512, 'de')).toBe('512 B');
    expect(formatFileSize(5 * 1024 * 1024, 'de')).toBe('5 MB');
  });
});
