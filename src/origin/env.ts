import { z } from 'zod';
import { DEVELOPMENT_EDGE_ORIGIN_KEY } from '../shared/edge-facts';

/** Bindings and settings of the origin worker, checked once per isolate. */
export interface OriginEnv {
  DB: D1Database;
  ORIGIN_CACHE: KVNamespace;
  FILES: R2Bucket;
  ENVIRONMENT: string;
  /** Shared with the edge: proves a request passed it, so the origin believes its headers (docs/security.md). */
  EDGE_ORIGIN_KEY: string;
  /** Secret mixed into every password hash; set with `wrangler secret put` in production. */
  PASSWORD_PEPPER: string;
  /** OAuth client ids allowed to authenticate, comma separated. */
  OAUTH_CLIENT_IDS: string;
  /** Base URL of the site, for links in emails. */
  PUBLIC_URL: string;
  /** 'outbox' keeps mail in the outbox (local dev mailbox); 'http' sends it through MAIL_API_URL. */
  MAIL_PROVIDER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** 'demo' pays on the local demo page (never in production); 'stripe' uses Stripe Checkout (docs/payments.md). */
  PAYMENT_PROVIDER?: string;
  /** Secrets with `wrangler secret put`; both required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** 'vies' asks the EU's VIES service about VAT ids; 'demo' knows only test numbers (never in production; docs/commerce.md). */
  VAT_VERIFIER?: string;
  /** The seller of record on invoices (src/origin/domain/commerce/platform.ts); address lines split by '|'. */
  SELLER_NAME?: string;
  SELLER_ADDRESS?: string;
  SELLER_VAT_ID?: string;
  GOOGLE_CLIENT_ID?: string;
  APPLE_CLIENT_ID?: string;
  MICROSOFT_CLIENT_ID?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
}

/** The pepper of local development; production refuses to start with it. */
export const DEVELOPMENT_PEPPER = 'kreide-local-development-pepper';

const settingsSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'test', 'production']),
    PASSWORD_PEPPER: z.string().min(16),
    EDGE_ORIGIN_KEY: z.string().min(16),
    OAUTH_CLIENT_IDS: z.string().min(1),
    PUBLIC_URL: z.url(),
    MAIL_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    PAYMENT_PROVIDER: z.enum(['demo', 'stripe']).default('demo'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    VAT_VERIFIER: z.enum(['demo', 'vies']).default('demo'),
  })
  .refine((s) => s.ENVIRONMENT !== 'production' || s.PASSWORD_PEPPER !== DEVELOPMENT_PEPPER, 'set a real PASSWORD_PEPPER secret in production')
  .refine((s) => s.ENVIRONMENT !== 'production' || s.EDGE_ORIGIN_KEY !== DEVELOPMENT_EDGE_ORIGIN_KEY, 'set a real EDGE_ORIGIN_KEY secret in production')
  .refine((s) => s.ENVIRONMENT !== 'production' || s.MAIL_PROVIDER === 'http', 'production sends mail over http (MAIL_PROVIDER=http)')
  .refine((s) => s.ENVIRONMENT !== 'production' || s.PAYMENT_PROVIDER !== 'demo', 'production takes real payments (PAYMENT_PROVIDER=stripe), never the demo provider')
  .refine((s) => s.ENVIRONMENT !== 'production' || s.VAT_VERIFIER !== 'demo', 'production checks VAT ids with VIES (VAT_VERIFIER=vies), never the demo verifier')
  .refine(
    (s) => s.PAYMENT_PROVIDER !== 'stripe' || (s.STRIPE_SECRET_KEY !== undefined && s.STRIPE_WEBHOOK_SECRET !== undefined),
    'PAYMENT_PROVIDER=stripe needs the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets',
  );

const checked = new WeakSet<object>();

/** Fails loudly at the first request of a misconfigured deployment, never per request after. */
export function assertOriginEnv(env: OriginEnv): void {
  if (checked.has(env)) return;
  settingsSchema.parse({
    ENVIRONMENT: env.ENVIRONMENT,
    PASSWORD_PEPPER: env.PASSWORD_PEPPER,
    EDGE_ORIGIN_KEY: env.EDGE_ORIGIN_KEY,
    OAUTH_CLIENT_IDS: env.OAUTH_CLIENT_IDS,
    PUBLIC_URL: env.PUBLIC_URL,
    MAIL_PROVIDER: env.MAIL_PROVIDER || undefined,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER || undefined,
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY || undefined,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET || undefined,
    VAT_VERIFIER: env.VAT_VERIFIER || undefined,
  });
  if (!env.DB || !env.ORIGIN_CACHE || !env.FILES) {
    throw new Error('origin worker is missing its DB, ORIGIN_CACHE or FILES binding');
  }
  checked.add(env);
}
