/** Shared setup of the commerce tests: quick users, materials, vouchers, schools, cart calls. */
import { env } from 'cloudflare:test';
import { call, data } from './accounts';
import { FIXTURE } from './fixtures';
import type { Cart, CheckoutResult, Order } from '../../src/shared/schemas/commerce';
import { tokenHash } from '../../src/origin/domain/identity/tokens';

let nextUser = 60_000;
let nextMaterial = 860_000;

/** A signed-in user with a full token, written straight to D1 (no password hashing: fast for load tests). */
export async function quickUser(name = 'Käuferin Test'): Promise<{ userId: number; token: string }> {
  const userId = nextUser++;
  const token = `test-token-${userId}-${crypto.randomUUID().replace(/-/g, '')}`;
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3600_000).toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO users (id, slug, email, world, public_name, user_name, created_at) VALUES (?, ?, ?, 'de', ?, ?, ?)`,
    ).bind(userId, `kaeufer-${userId}`, `kaeufer-${userId}@commerce.example`, name, name, now),
    env.DB.prepare(
      `INSERT INTO access_tokens (token_hash, user_id, client_id, scope, created_at, expires_at) VALUES (?, ?, 'kreide-web', 'full', ?, ?)`,
    ).bind(await tokenHash(token), userId, now, expires),
  ]);
  const terms = await env.DB.prepare('SELECT MAX(version) AS v FROM terms_versions').first<{ v: number | null }>();
  if (terms?.v) await env.DB.prepare('UPDATE users SET terms_version = ? WHERE id = ?').bind(terms.v, userId).run();
  return { userId, token };
}

export interface MaterialSpec {
  world?: string;
  price?: number;
  sale?: number | null;
  fixed?: boolean;
  bundle?: boolean;
  authorId?: number;
  title?: string;
  currency?: string;
}

/** A live material with one PDF file; returns its id and its file's id. */
export async function insertMaterial(spec: MaterialSpec = {}): Promise<{ id: number; fileId: number }> {
  const id = nextMaterial++;
  const world = spec.world ?? 'de';
  const subject = world === 'fr' ? FIXTURE.subjectFr : world === 'it' ? FIXTURE.subjectIt : FIXTURE.subjectDe;
  const author = spec.authorId ?? (world === 'fr' ? FIXTURE.authorFr.id : world === 'it' ? FIXTURE.authorIt.id : FIXTURE.authorDe.id);
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
         grade_from, grade_to, price, sale_price, currency, has_fixed_price, is_bundle, popularity, created_at)
       VALUES (?, ?, ?, ?, ?, 'Beschreibung', ?, 'grundschule', ?, 'worksheet', 3, 4, ?, ?, ?, ?, ?, 1, ?)`,
    ).bind(
      id,
      world,
      author,
      `material-${id}`,
      spec.title ?? `Arbeitsblatt ${id}`,
      world,
      subject,
      spec.price ?? 500,
      spec.sale ?? null,
      spec.currency ?? 'EUR',
      spec.fixed ? 1 : 0,
      spec.bundle ? 1 : 0,
      now,
    ),
    env.DB.prepare(`INSERT INTO material_files (id, material_id, name, format, size_bytes) VALUES (?, ?, ?, 'PDF', 1000)`).bind(id, id, `Arbeitsblatt ${id}.pdf`),
  ]);
  return { id, fileId: id };
}

export async function addToBundle(bundleId: number, materialIds: number[]): Promise<void> {
  await env.DB.batch(materialIds.map((m) => env.DB.prepare('INSERT INTO bundle_items (bundle_id, material_id) VALUES (?, ?)').bind(bundleId, m)));
}

let nextVoucher = 1;
export interface VoucherSpec {
  code?: string;
  world?: string;
  kind?: 'percent' | 'fixed';
  value?: number;
  from?: string;
  until?: string;
  minOrder?: number;
  maxTotal?: number | null;
  maxPerUser?: number | null;
  authorIds?: number[];
  materialIds?: number[];
}

export async function insertVoucher(spec: VoucherSpec = {}): Promise<string> {
  const code = spec.code ?? `TEST${nextVoucher++}${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  await env.DB.prepare(
    `INSERT INTO vouchers (code, world, kind, value, currency, valid_from, valid_until, min_order, max_uses_total, max_uses_per_user, author_ids, material_ids, created_at)
     VALUES (?, ?, ?, ?, 'EUR', ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      code,
      spec.world ?? 'de',
      spec.kind ?? 'percent',
      spec.value ?? 10,
      spec.from ?? '2020-01-01T00:00:00.000Z',
      spec.until ?? '2099-01-01T00:00:00.000Z',
      spec.minOrder ?? 0,
      spec.maxTotal ?? null,
      spec.maxPerUser ?? null,
      JSON.stringify(spec.authorIds ?? []),
      JSON.stringify(spec.materialIds ?? []),
      new Date().toISOString(),
    )
    .run();
  return code;
}

export async function grantCredits(userId: number, amount: number, currency = 'EUR'): Promise<void> {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO credit_balances (user_id, currency, amount) VALUES (?, ?, ?) ON CONFLICT (user_id, currency) DO UPDATE SET amount = amount + excluded.amount`,
    ).bind(userId, currency, amount),
    env.DB.prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, created_at) VALUES (?, ?, ?, 'grant', ?)`).bind(userId, currency, amount, now),
  ]);
}

let nextSchool = 500;
export async function insertSchool(memberIds: number[], verified = true, country = 'DE'): Promise<number> {
  const id = nextSchool++;
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO schools (id, world, name, country, is_verified, invoice_email, created_at) VALUES (?, 'de', ?, ?, ?, ?, ?)`).bind(
      id,
      `Grundschule ${id}`,
      country,
      verified ? 1 : 0,
      `sekretariat-${id}@schule.example`,
      now,
    ),
    ...memberIds.map((userId, index) =>
      env.DB.prepare(`INSERT INTO school_members (user_id, school_id, role, created_at) VALUES (?, ?, ?, ?)`).bind(userId, id, index === 0 ? 'master' : 'member', now),
    ),
  ]);
  return id;
}

/** A cart call as the browser makes it: bearer when signed in, X-Cart-Token when it holds one. */
export async function cartCall(path: string, options: { token?: string; cartToken?: string | null; body?: unknown; world?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cartToken) headers['x-cart-token'] = options.cartToken;
  const world = options.world ?? 'de';
  const separator = path.includes('?') ? '&' : '?';
  if (options.body === undefined) return call(`${path}${separator}world=${world}`, { headers });
  headers['content-type'] = 'application/json';
  return call(`${path}${separator}world=${world}`, { method: 'POST', headers, body: JSON.stringify(options.body) });
}

export async function cartOf(response: Response): Promise<Cart> {
  if (response.status !== 200) throw new Error(`cart call answered ${response.status}: ${await response.text()}`);
  return (await data<{ items: { cart: Cart } }>(response)).items.cart;
}

export async function checkout(token: string, body: Record<string, unknown>, world = 'de'): Promise<Response> {
  return cartCall('v1/cart/checkout', { token, body, world });
}

export async function checkoutResult(response: Response): Promise<CheckoutResult> {
  if (response.status !== 200 && response.status !== 201) throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
  return data<CheckoutResult>(response);
}

export async function payDemo(token: string, orderId: string, outcome: 'paid' | 'failed' | 'cancelled' = 'paid'): Promise<Order> {
  const response = await cartCall(`v3/payments/demo/${orderId}`, { token, body: { outcome } });
  if (response.status !== 200) throw new Error(`demo payment answered ${response.status}: ${await response.text()}`);
  return (await data<{ order: Order }>(response)).order;
}

export const newKey = () => crypto.randomUUID().replace(/-/g, '');
