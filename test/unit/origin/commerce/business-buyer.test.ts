import { describe, expect, it } from 'vitest';
import { businessVatId } from '../../../../src/origin/domain/commerce/business-buyer';

const base = { billingCountry: null, savedVatId: null, requestVatId: null, sellerCountry: 'DE' };

describe('the VAT id a reverse charge could rest on', () => {
  it.each([
    ['no billing address: a VAT id in the request does not make a business', { ...base, requestVatId: 'HU12345678' }, { kind: 'none' }],
    ['no billing address and a malformed id: still nothing to check', { ...base, requestVatId: 'XX' }, { kind: 'none' }],
    ['billing address without any VAT id', { ...base, billingCountry: 'AT' }, { kind: 'none' }],
    ['saved VAT id of the billing address', { ...base, billingCountry: 'AT', savedVatId: 'ATU00000000' }, { kind: 'candidate', vatId: 'ATU00000000', prefix: 'AT', number: 'U00000000' }],
    ['request id with the billing country', { ...base, billingCountry: 'FR', requestVatId: 'FR 99 999999991' }, { kind: 'candidate', vatId: 'FR99999999991', prefix: 'FR', number: '99999999991' }],
    ['request id wins over the saved one', { ...base, billingCountry: 'AT', savedVatId: 'ATU00000000', requestVatId: 'ATU99999991' }, { kind: 'candidate', vatId: 'ATU99999991', prefix: 'AT', number: 'U99999991' }],
    ['Greece: billing GR, prefix EL', { ...base, billingCountry: 'GR', savedVatId: 'EL999999991' }, { kind: 'candidate', vatId: 'EL999999991', prefix: 'EL', number: '999999991' }],
    ['request id of another country than the billing address', { ...base, billingCountry: 'AT', requestVatId: 'HU99999991' }, { kind: 'malformed' }],
    ['saved id of another country than the billing address', { ...base, billingCountry: 'AT', savedVatId: 'DE999999991' }, { kind: 'none' }],
    ['request id malformed for the billing country', { ...base, billingCountry: 'FR', requestVatId: 'FR123' }, { kind: 'malformed' }],
    ['business in the seller country: domestic, charged VAT', { ...base, billingCountry: 'DE', savedVatId: 'DE999999991' }, { kind: 'none' }],
    ['business outside the EU', { ...base, billingCountry: 'CH', savedVatId: 'CHE123456789' }, { kind: 'none' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(businessVatId(input)).toEqual(expected);
  });
});
