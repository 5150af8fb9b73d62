import type { OriginEnv } from '../../env';
import { createDemoProvider } from './demo';
import { createStripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export type { PaymentEvent, PaymentProvider } from './types';
export { PaymentProviderError } from './types';
export { stripeEventToPaymentEvent, verifyStripeWebhook, WebhookSignatureError } from './stripe';
export { demoPaymentEvent } from './demo';

/** The provider `PAYMENT_PROVIDER` names: 'stripe', or the local 'demo' (the default). */
export function paymentProviderFor(env: OriginEnv, fetchImpl: typeof fetch = fetch): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, fetch: fetchImpl });
  }
  // Same-site path: the demo page lives on whichever host and port serves the site locally.
  return createDemoProvider({ publicUrl: '' });
}
