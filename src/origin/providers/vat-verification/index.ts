import type { OriginEnv } from '../../env';
import { createDemoVatVerifier } from './demo';
import { createViesVerifier } from './vies';
import type { VatVerifier } from './types';

export type { VatVerifier } from './types';
export { VatVerificationUnavailable } from './types';
export { createViesVerifier, VIES_BASE_URL } from './vies';
export { createDemoVatVerifier, DEMO_UNAVAILABLE_VAT_IDS, DEMO_VALID_VAT_IDS } from './demo';

/** The verifier `VAT_VERIFIER` names: 'vies', or the local 'demo' (the default; refused in production). */
export function vatVerifierFor(env: OriginEnv, fetchImpl: typeof fetch = fetch): VatVerifier {
  if (env.VAT_VERIFIER === 'vies') return createViesVerifier({ fetch: fetchImpl });
  return createDemoVatVerifier();
}
