import { describe, expect, it } from 'vitest';
import { orderConfirmationHref, redeemOutcome, voucherValueText } from '../../../src/client/commerce/voucher-wallet';

describe('voucher wallet helpers', () => {
  it('reads a redemption from the cart answer: a refusal wins over a voucher kept from before', () => {
    expect(redeemOutcome({ voucher: { code: 'KREIDE20', kind: 'percent', value: 20 }, voucherError: null })).toEqual({ kind: 'applied', code: 'KREIDE20' });
    expect(redeemOutcome({ voucher: null, voucherError: 'expired' })).toEqual({ kind: 'refused', error: 'expired' });
    expect(redeemOutcome({ voucher: { code: 'SOMMER5', kind: 'fixed', value: 500 }, voucherError: 'min_order' })).toEqual({ kind: 'refused', error: 'min_order' });
    expect(redeemOutcome({ voucher: null, voucherError: null })).toEqual({ kind: 'refused', error: 'unknown' });
  });

  it("shows a voucher's value: a localized percent or the amount in its currency", () => {
    const percent = (value: number) => `${value} %`;
    expect(voucherValueText({ kind: 'percent', value: 20, currency: 'EUR' }, percent)).toBe('20 %');
    expect(voucherValueText({ kind: 'fixed', value: 150, currency: 'EUR' }, percent)).toBe('1,50 €');
  });

  it('links an order to its confirmation screen, escaped', () => {
    expect(orderConfirmationHref('/de/bestellbestaetigung', 'o_abc123XYZ')).toBe('/de/bestellbestaetigung?order=o_abc123XYZ');
    expect(orderConfirmationHref('/de/bestellbestaetigung', 'a b&c')).toBe('/de/bestellbestaetigung?order=a%20b%26c');
    expect(orderConfirmationHref(null, 'o_abc123XYZ')).toBeNull();
  });
});
