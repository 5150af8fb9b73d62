import { describe, expect, it } from 'vitest';
import { placeOfSupply, type PlaceOfSupply, type SupplyEvidence } from '../../../../src/origin/domain/commerce/place-of-supply';

type Row = [string, SupplyEvidence, PlaceOfSupply];

const none = { billingCountry: null, geoCountry: null, paymentCountry: null };

describe('place of supply', () => {
  const table: Row[] = [
    // The billing address decides whatever else says.
    ['billing address', { ...none, billingCountry: 'AT', geoCountry: 'US', worldCountry: 'DE' }, { country: 'AT', basis: 'billing_address' }],
    ['billing address outside the EU', { ...none, billingCountry: 'CH', geoCountry: 'DE', worldCountry: 'DE' }, { country: 'CH', basis: 'billing_address' }],
    ['billing address in Greece as EL', { ...none, billingCountry: 'el', worldCountry: 'DE' }, { country: 'GR', basis: 'billing_address' }],
    ['school on invoice in France, world de', { ...none, billingCountry: 'FR', worldCountry: 'DE' }, { country: 'FR', basis: 'billing_address' }],
    // Without a billing address: the world, unless evidence contradicts.
    ['only the world', { ...none, worldCountry: 'DE' }, { country: 'DE', basis: 'world_only' }],
    ['only a world outside the EU', { ...none, worldCountry: 'JP' }, { country: 'JP', basis: 'world_only' }],
    ['geolocation agrees with the world', { ...none, geoCountry: 'DE', worldCountry: 'DE' }, { country: 'DE', basis: 'world_confirmed' }],
    ['geolocation and payment agree with the world', { billingCountry: null, geoCountry: 'fr', paymentCountry: 'FR', worldCountry: 'FR' }, { country: 'FR', basis: 'world_confirmed' }],
    ['geolocation and payment agree, not with the world', { billingCountry: null, geoCountry: 'AT', paymentCountry: 'AT', worldCountry: 'DE' }, { country: 'AT', basis: 'geo_and_payment' }],
    ['geolocation outside the EU contradicts an EU world: EU VAT stays', { ...none, geoCountry: 'US', worldCountry: 'DE' }, { country: 'DE', basis: 'contradicting_evidence' }],
    ['geolocation in another EU country contradicts the world: the world', { ...none, geoCountry: 'AT', worldCountry: 'DE' }, { country: 'DE', basis: 'contradicting_evidence' }],
    ['geolocation in the EU contradicts a world outside it: the EU country', { ...none, geoCountry: 'DE', worldCountry: 'JP' }, { country: 'DE', basis: 'contradicting_evidence' }],
    ['geolocation and world both outside the EU, different', { ...none, geoCountry: 'US', worldCountry: 'JP' }, { country: 'JP', basis: 'contradicting_evidence' }],
    ['payment alone contradicts the world', { ...none, paymentCountry: 'US', worldCountry: 'DE' }, { country: 'DE', basis: 'contradicting_evidence' }],
    ['geolocation and payment disagree with each other and the world', { billingCountry: null, geoCountry: 'US', paymentCountry: 'CH', worldCountry: 'FR' }, { country: 'FR', basis: 'contradicting_evidence' }],
    ['an empty geolocation is no evidence', { ...none, geoCountry: '', worldCountry: 'IT' }, { country: 'IT', basis: 'world_only' }],
    ['an empty billing country is no billing address', { ...none, billingCountry: ' ', worldCountry: 'GR' }, { country: 'GR', basis: 'world_only' }],
  ];

  it.each(table)('%s', (_name, evidence, expected) => {
    expect(placeOfSupply(evidence)).toEqual(expected);
  });

  it('has no input for the country the visitor chose: only billing, geolocation, payment and world count', () => {
    // The probe: a German teacher in /de whose country cookie says US is charged German VAT.
    expect(placeOfSupply({ billingCountry: null, geoCountry: null, worldCountry: 'DE' }).country).toBe('DE');
  });
});
