import { VatVerificationUnavailable, type VatIdAnswer, type VatVerifier } from './types';

/**
 * DEMO ONLY — asks nobody. Accepts exactly the test numbers below and refuses every other id;
 * the "outage" numbers behave like a VIES that cannot answer. For local development and tests;
 * the origin refuses `VAT_VERIFIER=demo` in production (src/origin/env.ts). The numbers are
 * listed in docs/commerce.md.
 */
export const DEMO_VALID_VAT_IDS: readonly string[] = [
  'ATU99999991',
  'BE0999999991',
  'DE999999991',
  'EL999999991',
  'ESX9999999R',
  'FR99999999991',
  'HU99999991',
  'IT99999999991',
  'NL999999991B01',
  'PL9999999991',
];

/** Ids for which the demo verifier behaves like an outage of the member state's service. */
export const DEMO_UNAVAILABLE_VAT_IDS: readonly string[] = ['ATU99999990', 'FR99999999990'];

export function createDemoVatVerifier(): VatVerifier {
  const valid = new Set(DEMO_VALID_VAT_IDS);
  const unavailable = new Set(DEMO_UNAVAILABLE_VAT_IDS);
  return {
    name: 'demo',
    async verify(prefix, number): Promise<VatIdAnswer> {
      const id = `${prefix}${number}`;
      if (unavailable.has(id)) throw new VatVerificationUnavailable('demo verifier: this test number stands for an outage');
      if (!valid.has(id)) return { valid: false, name: null, address: null, consultationNumber: null };
      return { valid: true, name: `Demo business ${prefix} (test number, not a real company)`, address: null, consultationNumber: `DEMO-${id}` };
    },
  };
}
