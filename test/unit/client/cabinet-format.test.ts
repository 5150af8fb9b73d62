import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/shared/i18n/catalogue.generated';
import { LANGUAGES } from '../../../src/shared/worlds';
import { creditsSchema, invoiceSummarySchema } from '../../../src/shared/schemas/commerce';
import {
  CABINET_PAGE_SIZE,
  formatDay,
  formatFileSize,
  listPageHref,
  listPager,
  pageCount,
  parseListPage,
  safeDownloadUrl,
  signedPrice,
} from '../../../src/client/commerce/cabinet-format';
import { isoDay } from '../../../src/shared/format';
import { balanceNote } from '../../../src/client/islands/CreditBalance';
import { invoicePdfHref } from '../../../src/client/islands/InvoiceList';

describe('cabinet list pages', () => {
  it('reads ?page= as a whole number from 1 to 1000, else page 1', () => {
    expect(parseListPage(null)).toBe(1);
    expect(parseListPage('')).toBe(1);
    expect(parseListPage('3')).toBe(3);
    expect(parseListPage('1000')).toBe(1000);
    for (const bad of ['0', '-2', '2.5', '1001', '01', 'abc', '1e3', ' 2']) expect(parseListPage(bad), bad).toBe(1);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(CABINET_PAGE_SIZE)).toBe(1);
    expect(pageCount(CABINET_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
    expect(pageCount(Number.NaN)).toBe(1);
  });

  it('links the previous and next pages; page 1 has no parameter', () => {
    expect(listPageHref('/de/rechnungen-steuerbelege', 1)).toBe('/de/rechnungen-steuerbelege');
    expect(listPageHref('/de/rechnungen-steuerbelege', 2)).toBe('/de/rechnungen-steuerbelege?page=2');
    expect(listPager({ page: 1, total: 5 }, '/x')).toEqual({ page: 1, pages: 1, prevHref: null, nextHref: null });
    expect(listPager({ page: 1, total: 45, pageSize: 20 }, '/x')).toEqual({ page: 1, pages: 3, prevHref: null, nextHref: '/x?page=2' });
    expect(listPager({ page: 2, total: 45, pageSize: 20 }, '/x')).toEqual({ page: 2, pages: 3, prevHref: '/x', nextHref: '/x?page=3' });
    expect(listPager({ page: 3, total: 45, pageSize: 20 }, '/x')).toEqual({ page: 3, pages: 3, prevHref: '/x?page=2', nextHref: null });
    // A page beyond the end (items gone meanwhile) links back into the list.
    expect(listPager({ page: 9, total: 45, pageSize: 20 }, '/x')).toEqual({ page: 3, pages: 3, prevHref: '/x?page=2', nextHref: null });
  });
});

describe('cabinet formatting', () => {
  it('shows days in the world language, in UTC', () => {
    expect(formatDay('2026-03-12T23:30:00Z', 'de')).toBe('12.03.2026');
    expect(formatDay('2026-03-12T23:30:00Z', 'fr')).toBe('12/03/2026');
    expect(formatDay('2026-03-12T00:10:00Z', 'it')).toBe('12/03/2026');
    expect(formatDay('not a date', 'de')).toBe('not a date');
    expect(isoDay('2026-03-12T23:30:00Z')).toBe('2026-03-12');
    expect(isoDay('nope')).toBeUndefined();
  });

  it('signs credit movements with the money format of docs/product-rules.md, "Formats"', () => {
    expect(signedPrice(1250, 'EUR')).toBe('+12,50 €');
    expect(signedPrice(-300, 'EUR')).toBe('-3,00 €');
    expect(signedPrice(0, 'EUR')).toBe('0,00 €');
    expect(signedPrice(125_000, 'MXN')).toMatch(/^\+1250 /);
  });

  it('shows file sizes in the world number format', () => {
    expect(formatFileSize(512, 'de')).toBe('512 B');
    expect(formatFileSize(2048, 'de')).toBe('2 KB');
    expect(formatFileSize(1_258_291, 'de')).toBe('1,2 MB');
    expect(formatFileSize(1_258_291, 'jp')).toBe('1.2 MB');
    expect(formatFileSize(-1, 'de')).toBe('');
  });

  it('lets only our own download links through', () => {
    expect(safeDownloadUrl('/api/v3/downloads/abc?sig=1')).toBe('/api/v3/downloads/abc?sig=1');
    expect(safeDownloadUrl('https://files.kreide.example/x.pdf')).toBe('https://files.kreide.example/x.pdf');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'http://plain.example/x', 'data:text/html,hi', '']) {
      expect(safeDownloadUrl(bad), bad).toBeNull();
    }
  });

  it('links invoice PDFs under /api', () => {
    expect(invoicePdfHref(42)).toBe('/api/v3/invoices/42/pdf');
  });

  it('explains the balance: to use, used up, or never had', () => {
    expect(balanceNote({ availableCredits: 500, hadCredits: true })).toBe('useAtCheckout');
    expect(balanceNote({ availableCredits: 0, hadCredits: true })).toBe('usedUp');
    expect(balanceNote({ availableCredits: 0, hadCredits: false })).toBe('neverHad');
  });
});

describe('texts the commerce islands pick at run time', () => {
  const reasons = creditsSchema.shape.entries.element.shape.reason.options;
  const kinds = invoiceSummarySchema.shape.kind.options;
  const keys = [
    ...reasons.map((reason) => `credits.reasons.${reason}`),
    ...kinds.map((kind) => `invoices.kinds.${kind}`),
    ...(['useAtCheckout', 'usedUp', 'neverHad'] as const).map((note) => `credits.${note}`),
  ];

  it.each([...LANGUAGES])('%s has every credit reason, invoice kind and balance note', (language) => {
    const area = (CATALOGUE as Record<string, Record<string, unknown>>)[language]?.['cabinet-settings'];
    for (const key of keys) {
      let node: unknown = area;
      for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
      expect(typeof node, `${language} cabinet-settings:${key}`).toBe('string');
    }
  });
});
