import { z } from 'zod';
import { DEVELOPMENT_EDGE_ORIGIN_KEY } from '../shared/edge-facts';
import type { UserNotifications } from './notifications/user-notifications';
import type { LearningRoom } from './rooms/learning-room';
import type { AiBinding } from './ai/workers-ai';

/** Bindings of the origin worker (src/origin/wrangler.toml). */
export interface OriginBindings {
  DB: D1Database;
  ORIGIN_CACHE: KVNamespace;
  FILES: R2Bucket;
  /** One Durable Object per user: their live notification sockets (docs/notifications.md). */
  USER_NOTIFICATIONS: DurableObjectNamespace<UserNotifications>;
  /** One Durable Object per learning room, named by its code (docs/learning-rooms.md). */
  LEARNING_ROOMS: DurableObjectNamespace<LearningRoom>;
  /** Workers AI, only where AI_PROVIDER=workers-ai (production); never needed locally (docs/ai-tools.md). */
  AI?: AiBinding;
}

/** The pepper of local development; production refuses to start with it. */
const DEVELOPMENT_PEPPER = 'kreide-local-development-pepper';

/** Settings of the origin worker (vars and secrets, docs/deploy.md): their type is this schema's. */
const settingsShape = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
  /** Secret mixed into every password hash; set with `wrangler secret put` in production. */
  PASSWORD_PEPPER: z.string().min(16),
  /** Shared with the edge: proves a request passed it, so the origin believes its headers (docs/security.md). */
  EDGE_ORIGIN_KEY: z.string().min(16),
  /** OAuth client ids allowed to authenticate, comma separated. */
  OAUTH_CLIENT_IDS: z.string().min(1),
  /** Base URL of the site, for links in emails. */
  PUBLIC_URL: z.url(),
  /** 'outbox' (the default) keeps mail in the outbox (local dev mailbox); 'http' sends it through MAIL_API_URL. */
  MAIL_PROVIDER: z.enum(['outbox', 'http']).optional(),
  MAIL_API_URL: z.string().optional(),
  MAIL_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** 'demo' (the default) pays on the local demo page (never in production); 'stripe' uses Stripe Checkout (docs/payments.md). */
  PAYMENT_PROVIDER: z.enum(['demo', 'stripe']).optional(),
  /** Secrets with `wrangler secret put`; both required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** 'vies' asks the EU's VIES service about VAT ids; 'demo' (the default) knows only test numbers (never in production; docs/commerce.md). */
  VAT_VERIFIER: z.enum(['demo', 'vies']).optional(),
  /** The seller of record on invoices (src/origin/domain/commerce/platform.ts); address lines split by '|'. */
  SELLER_NAME: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_VAT_ID: z.string().optional(),
  /** The account authors' payouts are sent from, in the SEPA file (docs/seller-earnings.md, "SEPA"). */
  PAYOUT_IBAN: z.string().optional(),
  PAYOUT_BIC: z.string().optional(),
  /** 'local' (the default) drafts from the material's own text with no model; 'workers-ai' uses the AI binding (docs/ai-tools.md). */
  AI_PROVIDER: z.enum(['local', 'workers-ai']).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
});

const settingsSchema = settingsShape
  .refine((s) => s.ENVIRONMENT !== 'production' || s.PASSWORD_PEPPER !== DEVELOPMENT_PEPPER, 'set a real PASSWORD_PEPPER secret in production')
  .refine((s) => s.ENVIRONMENT !== 'production' || s.EDGE_ORIGIN_KEY !== DEVELOPMENT_EDGE_ORIGIN_KEY, 'set a real EDGE_ORIGIN_KEY secret in production')
  .refine((s) => s.ENVIRONMENT !== 'production' || s.MAIL_PROVIDER === 'http', 'production sends mail over http (MAIL_PROVIDER=http)')
  .refine((s) => s.ENVIRONMENT !== 'production' || (s.PAYMENT_PROVIDER ?? 'demo') !== 'demo', 'production takes real payments (PAYMENT_PROVIDER=stripe), never the demo provider')
  .refine((s) => s.ENVIRONMENT !== 'production' || (s.VAT_VERIFIER ?? 'demo') !== 'demo', 'production checks VAT ids with VIES (VAT_VERIFIER=vies), never the demo verifier')
  .refine(
    (s) => s.PAYMENT_PROVIDER !== 'stripe' || (s.STRIPE_SECRET_KEY !== undefined && s.STRIPE_WEBHOOK_SECRET !== undefined),
    'PAYMENT_PROVIDER=stripe needs the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets',
  );

export type OriginSettings = z.infer<typeof settingsShape>;

/** Bindings and settings of the origin worker, checked once per isolate. */
export type OriginEnv = OriginBindings & OriginSettings;

const SETTING_NAMES = Object.keys(settingsShape.shape) as (keyof OriginSettings)[];

const checked = new WeakSet<object>();

/** Fails loudly at the first request of a misconfigured deployment, never per request after. */
export function assertOriginEnv(env: OriginEnv): void {
  if (checked.has(env)) return;
  // An empty var counts as unset, as wrangler leaves it.
  settingsSchema.parse(Object.fromEntries(SETTING_NAMES.map((name) => [name, env[name] || undefined])));
  if (!env.DB || !env.ORIGIN_CACHE || !env.FILES) {
    throw new Error('origin worker is missing its DB, ORIGIN_CACHE or FILES binding');
  }
  if (env.AI_PROVIDER === 'workers-ai' && !env.AI) throw new Error('AI_PROVIDER=workers-ai needs the AI binding');
  checked.add(env);
}
