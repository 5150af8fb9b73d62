import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { missingForSubmit, textLanguages } from '../../../../src/origin/domain/seller/submission';
import { checkPrice, checkSalePrice, comparablePages, priceRule, recommendPrice } from '../../../../src/origin/domain/seller/prices';
import { checkSale, salePriceOf, saleStatus } from '../../../../src/origin/domain/seller/sales';
import { METADATA_FIELDS } from '../../../../src/shared/schemas/seller-materials';

const ALL = new Set(METADATA_FIELDS);

describe('what a submittable material needs', () => {
  const complete = { title: 'Bruchrechnung üben', description: 'x'.repeat(60), fieldsSet: ALL, isBundle: false, files: 1, previews: 1, bundleItems: 0 };
  it('is complete with title, description, metadata, a file and a preview', () => {
    expect(missingForSubmit(complete)).toEqual([]);
  });
  it('lists everything missing of an empty draft', () => {
    expect(missingForSubmit({ title: '', description: '', fieldsSet: new Set(), isBundle: false, files: 0, previews: 0, bundleItems: 0 })).toEqual([
      'title', 'description', 'subject', 'schoolType', 'grades', 'materialType', 'price', 'file', 'preview',
    ]);
  });
  it('asks a bundle for two items instead of files', () => {
    expect(missingForSubmit({ ...complete, isBundle: true, files: 0, previews: 0, bundleItems: 1 })).toEqual(['bundleItems']);
    expect(missingForSubmit({ ...complete, isBundle: true, files: 0, previews: 0, bundleItems: 2 })).toEqual([]);
  });
  it('offers Spain its co-official languages', () => {
    expect(textLanguages('es')).toEqual(['es', 'ca', 'eu', 'gl', 'en', '']);
    expect(textLanguages('de')).toContain('de');
  });
});

describe('price rules', () => {
  it('allows free, and paid prices between the limits', () => {
    expect(checkPrice(0, 'EUR', false)).toBeNull();
    expect(checkPrice(49, 'EUR', false)).toBe('below_minimum');
    expect(checkPrice(50, 'EUR', false)).toBeNull();
    expect(checkPrice(15_000, 'EUR', false)).toBeNull();
    expect(checkPrice(15_001, 'EUR', false)).toBe('above_maximum');
    expect(checkPrice(30_000, 'EUR', true)).toBeNull();
    expect(checkPrice(100, 'HUF', false)).toBe('below_minimum');
  });
  it('wants a sale price below the price', () => {
    expect(checkSalePrice(500, 500, 'EUR')).toBe('not_below_price');
    expect(checkSalePrice(20, 500, 'EUR')).toBe('below_minimum');
    expect(checkSalePrice(0, 500, 'EUR')).toBeNull();
    expect(checkSalePrice(300, 500, 'EUR')).toBeNull();
  });
});

describe('price recommendation', () => {
  it('takes the middle half of comparable prices and says how many', () => {
    const r = recommendPrice({ currency: 'EUR', pages: 10, subjectPrices: [300, 350, 400, 450, 500, 600, 700, 800], typePrices: [] });
    expect(r.basis).toBe('subject');
    expect(r.comparables).toBe(8);
    expect(r.low).toBe(390);
    expect(r.high).toBe(630);
    expect(r.pages).toEqual({ from: 6, to: 15 });
  });
  it('falls back to the type, then to a rule of thumb by pages', () => {
    expect(recommendPrice({ currency: 'EUR', pages: 10, subjectPrices: [300], typePrices: [200, 200, 300, 300, 400] }).basis).toBe('type');
    const r = recommendPrice({ currency: 'EUR', pages: 8, subjectPrices: [], typePrices: [] });
    expect(r).toMatchObject({ basis: 'fallback', comparables: 0, low: 200, high: 400 });
  });
  it('always recommends an allowed range, low ≤ high (property)', () => {
    const currency = fc.constantFrom('EUR', 'HUF', 'JPY', 'PLN');
    fc.assert(
      fc.property(currency, fc.integer({ min: 1, max: 500 }), fc.array(fc.integer({ min: 0, max: 10_000_000 })), fc.array(fc.integer({ min: 0, max: 10_000_000 })), (cur, pages, a, b) => {
        const r = recommendPrice({ currency: cur, pages, subjectPrices: a, typePrices: b });
        expect(r.low).toBeLessThanOrEqual(r.high);
        expect(checkPrice(r.low, cur, false)).toBeNull();
        expect(checkPrice(r.high, cur, false)).toBeNull();
        const span = comparablePages(pages);
        expect(span.from).toBeLessThanOrEqual(pages);
        expect(span.to).toBeGreaterThanOrEqual(pages);
      }),
    );
    expect(priceRule('XXX').currency).toBe('XXX');
  });
});

describe('timed sales', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const sale = { startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-09T00:00:00Z', salePrice: null, percent: 20 };
  it('computes percent off in whole minor units', () => {
    expect(salePriceOf({ salePrice: null, percent: 20 }, 499)).toBe(399);
    expect(salePriceOf({ salePrice: 250, percent: null }, 499)).toBe(250);
  });
  it('refuses overlapping, too long, ended and too cheap sales', () => {
    const material = { price: 500, currency: 'EUR' };
    expect(checkSale(sale, material, [], now)).toBeNull();
    expect(checkSale(sale, material, [{ startsAt: '2026-05-08T00:00:00Z', endsAt: '2026-05-10T00:00:00Z' }], now)).toBe('overlaps');
    expect(checkSale(sale, material, [{ startsAt: '2026-05-09T00:00:00Z', endsAt: '2026-05-10T00:00:00Z' }], now)).toBeNull();
    expect(checkSale({ ...sale, endsAt: '2026-07-01T00:00:00Z' }, material, [], now)).toBe('too_long');
    expect(checkSale({ ...sale, startsAt: '2026-04-01T00:00:00Z', endsAt: '2026-04-02T00:00:00Z' }, material, [], now)).toBe('ended');
    expect(checkSale({ ...sale, percent: 90 }, { price: 100, currency: 'EUR' }, [], now)).toBe('below_minimum');
    expect(checkSale(sale, { price: 0, currency: 'EUR' }, [], now)).toBe('free_material');
    expect(checkSale({ ...sale, percent: null, salePrice: 500 }, material, [], now)).toBe('not_below_price');
  });
  it('is scheduled, running, then ended', () => {
    expect(saleStatus(sale, now)).toBe('scheduled');
    expect(saleStatus(sale, new Date('2026-05-03T00:00:00Z'))).toBe('running');
    expect(saleStatus(sale, new Date('2026-05-09T00:00:00Z'))).toBe('ended');
  });
});
