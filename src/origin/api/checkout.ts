import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { recordConversion } from './experiment-conversions';
import {
  checkoutBodySchema,
  demoPaymentBodySchema,
  listQuerySchema,
  orderIdParamSchema,
  type CheckoutBody,
  type PaymentMethod,
} from '../../shared/schemas/commerce';
import { routePath } from '../../shared/routes/match';
import { worldCountry, type World } from '../../shared/worlds';
import { priceOrder, type OrderPrice } from '../domain/commerce/order-pricing';
import { vatTreatment, type VatTreatment } from '../domain/commerce/vat';
import { businessVatId } from '../domain/commerce/business-buyer';
import { placeOfSupply, type PlaceOfSupply, type SupplyEvidence } from '../domain/commerce/place-of-supply';
import { PLATFORM_COUNTRY } from '../domain/commerce/platform';
import { requireUser } from '../http/auth';
import { geoCountry } from '../http/country';
import { ApiError } from '../http/errors';
import { cappedBody, validJson, validParam, validQuery } from '../http/validate';
import { loadBillingAddress, type BillingAddress } from '../db/account-settings';
import { findSchoolMembership, type SchoolMembership } from '../db/schools';
import { cartMaterialIds, ownedAmong, removeCartItem, type CartRow } from '../db/carts';
import { userEmail } from '../db/users';
import { findActiveOrderForCart, findOrder, findOrderByKey, placeOrder, setPaymentRedirect, userOrders, type OrderRow } from '../db/orders';
import {
  demoPaymentEvent,
  paymentProviderFor,
  PaymentProviderError,
  stripeEventToPaymentEvent,
  verifyStripeWebhook,
  WebhookSignatureError,
} from '../providers/payments';
import { vatVerifierFor } from '../providers/vat-verification';
import { cartHolder, openCart, priceCart, type PricedCart } from './cart-session';
import { orderView } from './order-view';
import { mailPaidOrder } from './order-mail';
import { applyPaymentEvent, settleWithoutProvider } from './settle-order';
import { referralOnPaid, safely } from './referrals';
import { verifyVatId, type VatIdVerdict } from './vat-verification';
import { publicUrl } from '../http/public-url';

type Ctx = Context<{ Bindings: OriginEnv }>;

function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return `o_${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_')}`;
}

function confirmationUrl(base: string, world: World, orderId: string, route: 'orderConfirmation' | 'invoicePurchaseSuccess' | 'shoppingCart'): string {
  const path = routePath(route, world) ?? `/${world}`;
  const query = route === 'shoppingCart' ? '' : `?order=${encodeURIComponent(orderId)}`;
  return `${base.replace(/\/$/, '')}${path}${query}`;
}

/** The methods this deployment offers the caller: the configured provider, and invoice for verified schools. */
function paymentMethods(env: OriginEnv, school: SchoolMembership | null): PaymentMethod[] {
  const provider: PaymentMethod = env.PAYMENT_PROVIDER === 'stripe' ? 'stripe' : 'demo';
  return school?.isVerified ? [provider, 'invoice'] : [provider];
}

function nextStep(order: OrderRow) {
  if (order.status === 'pending' && order.redirect_url) return { type: 'redirect' as const, url: order.redirect_url };
  return { type: 'done' as const };
}

/** A twin request may arrive while the first one is still opening the hosted payment page: wait for it briefly. */
async function settledOrder(db: D1Database, order: OrderRow): Promise<OrderRow> {
  let fresh = (await findOrder(db, order.public_id)) ?? order;
  for (let attempt = 0; attempt < 20 && fresh.status === 'pending' && !fresh.redirect_url && (fresh.payment_method === 'demo' || fresh.payment_method === 'stripe'); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    fresh = (await findOrder(db, order.public_id)) ?? fresh;
  }
  return fresh;
}

async function answerWithOrder(c: Ctx, order: OrderRow, status: 200 | 201 = 200) {
  const fresh = await settledOrder(c.env.DB, order);
  return c.json({ data: { order: await orderView(c.env.DB, fresh), next: nextStep(fresh) } }, status);
}

/** What a checkout step gives: an existing order to answer with, or its value for the next step. */
type Step<T> = { order: OrderRow } | { value: T };

/** The caller's open cart, unless it already has an order (a second checkout with another key finds the first). */
async function cartToOrder(c: Ctx, db: D1Database, now: Date): Promise<Step<CartRow>> {
  const open = await openCart(db, await cartHolder(c), false, now);
  if (!open) throw new ApiError(409, 'cart_empty', 'Your cart is empty.');
  const active = await findActiveOrderForCart(db, open.row.id);
  return active ? { order: active } : { value: open.row };
}

/** Bought in the meantime (another tab, or by the school): taken out, never paid for twice. */
async function takeOutOwnedMaterials(db: D1Database, cartId: number, userId: number, school: SchoolMembership | null, now: Date): Promise<void> {
  const owned = await ownedAmong(db, await cartMaterialIds(db, cartId), userId, school?.schoolId ?? null);
  if (owned.size === 0) return;
  for (const materialId of owned) await removeCartItem(db, cartId, materialId, now);
  throw new ApiError(409, 'cart_changed', 'Some materials in your cart are already yours; they were taken out.', { removed: [...owned] });
}

/** The cart priced as the server sees it; something must be charged and a voucher must apply. */
async function priceForCheckout(db: D1Database, cart: CartRow, userId: number, now: Date): Promise<PricedCart> {
  // The cart has no active order: checked just before, so pricing need not look again.
  const priced = await priceCart(db, cart, userId, now, null);
  if (!priced.totals.lines.some((l) => l.charged)) throw new ApiError(409, 'cart_empty', 'Your cart is empty.');
  if (priced.totals.voucherError !== null) {
    throw new ApiError(409, 'voucher_invalid', 'The voucher in your cart does not apply.', { voucherError: priced.totals.voucherError });
  }
  return priced;
}

/** The chosen method must be offered here; the school bought on invoice, when it is. */
function invoicedSchool(env: OriginEnv, method: PaymentMethod, school: SchoolMembership | null): SchoolMembership | null {
  if (method === 'invoice' && !school?.isVerified) {
    throw new ApiError(403, 'invoice_not_allowed', 'Invoice purchase is for members of verified schools.');
  }
  if (!paymentMethods(env, school).includes(method)) throw new ApiError(400, 'payment_method_unavailable', 'This payment method is not offered here.');
  return method === 'invoice' ? school : null;
}

/** Who the order is billed to: the school on invoice, else the saved billing address (if any). */
interface Billed {
  school: SchoolMembership | null;
  address: BillingAddress | null;
}

interface VatDecision {
  evidence: SupplyEvidence & { paymentCountry: null };
  supply: PlaceOfSupply;
  treatment: VatTreatment;
  /** The verified VAT id a reverse charge rests on, and the stored answer that confirmed it. */
  vatId: string | null;
  verificationId: number | null;
  vatIdCheck: VatIdVerdict['status'] | null;
}

/**
 * VAT of the order: place of supply from the billing address, world and geolocation, never the
 * visitor's chosen country; reverse charge only for a business whose VAT id the verifier
 * confirmed (docs/commerce.md, "Place of supply" and "Reverse charge").
 */
async function decideVat(c: Ctx, db: D1Database, billed: Billed, requestVatId: string | null, world: World, now: Date): Promise<VatDecision> {
  const evidence = {
    billingCountry: billed.school ? billed.school.country : (billed.address?.country ?? null),
    geoCountry: geoCountry(c),
    paymentCountry: null,
    worldCountry: worldCountry(world),
  };
  const supply = placeOfSupply(evidence);
  const business = businessVatId({
    billingCountry: evidence.billingCountry,
    savedVatId: billed.school ? billed.school.vatId : (billed.address?.vat_id ?? null),
    requestVatId,
    sellerCountry: PLATFORM_COUNTRY,
  });
  if (business.kind === 'malformed') throw new ApiError(400, 'invalid_vat_id', 'This VAT id is not valid for the billing country.');
  const verdict = business.kind === 'candidate' ? await verifyVatId(db, vatVerifierFor(c.env), business, now) : null;
  if (verdict?.status === 'unavailable') {
    throw new ApiError(
      409,
      'vat_id_unverifiable',
      'Your VAT id could not be checked with the EU VAT service just now; nothing was charged. Try again in a few minutes, or remove the VAT id to pay with VAT.',
    );
  }
  const verification = verdict?.status === 'verified' ? verdict.verification : null;
  const vatId = verification && business.kind === 'candidate' ? business.vatId : null;
  const treatment = vatTreatment({ buyerCountry: supply.country, vatId, vatIdValid: vatId !== null, date: now, sellerCountry: PLATFORM_COUNTRY });
  return { evidence, supply, treatment, vatId, verificationId: verification?.id ?? null, vatIdCheck: verdict?.status ?? null };
}

function billingOf(billed: Billed): Record<string, unknown> {
  if (billed.school) return { name: billed.school.schoolName, email: billed.school.invoiceEmail, country: billed.school.country, school: true };
  const a = billed.address;
  if (!a) return {};
  return { name: a.company ? `${a.company}, ${a.name}` : a.name, street: a.street, postalCode: a.postal_code, city: a.city, country: a.country, email: a.email };
}

interface OrderPlan {
  publicId: string;
  world: World;
  userId: number;
  cart: CartRow;
  body: CheckoutBody;
  method: PaymentMethod;
  priced: PricedCart;
  price: OrderPrice;
  billed: Billed;
  vat: VatDecision;
}

/** Writes the order in one guarded batch; a lost race answers with the order that won it. */
async function placeOrderOf(db: D1Database, plan: OrderPlan, now: Date): Promise<Step<OrderRow>> {
  const { priced, price, vat } = plan;
  const reverseCharge = vat.treatment.scheme === 'reverse_charge';
  const items = new Map(priced.items.map((i) => [i.material.id, i]));
  const placed = await placeOrder(
    db,
    {
      publicId: plan.publicId,
      world: plan.world,
      userId: plan.userId,
      cartId: plan.cart.id,
      schoolId: plan.billed.school?.schoolId ?? null,
      idempotencyKey: plan.body.idempotencyKey,
      paymentMethod: plan.method,
      currency: priced.currency,
      originalPrice: price.originalPrice,
      voucherId: priced.totals.voucherApplied && priced.voucher ? priced.voucher.id : null,
      voucherMaxUsesPerUser: priced.voucher?.maxUsesPerUser ?? null,
      voucherDiscount: price.voucherDiscount,
      creditsUsed: price.creditsUsed,
      gross: price.gross,
      net: price.net,
      vatAmount: price.vatAmount,
      vatRateBp: price.vatRateBp,
      vatScheme: price.vatScheme,
      buyerCountry: vat.supply.country,
      buyerVatId: reverseCharge ? vat.vatId : null,
      vatVerificationId: reverseCharge ? vat.verificationId : null,
      countryEvidence: { ...vat.evidence, placeOfSupply: vat.supply.country, basis: vat.supply.basis, vatIdCheck: vat.vatIdCheck },
      billing: billingOf(plan.billed),
      amountDue: price.amountDue,
      withdrawalConsentAt: price.gross > 0 ? now.toISOString() : null,
      items: price.lines.map((line) => {
        const item = items.get(line.materialId);
        return {
          materialId: line.materialId,
          authorId: item?.priced.authorId ?? 0,
          title: item?.material.title ?? '',
          listPrice: line.unitPrice,
          finalPrice: line.finalPrice,
          voucherDiscount: line.voucherDiscount,
          net: line.net,
          vatAmount: line.vatAmount,
        };
      }),
    },
    now,
  );
  if (!placed.placed) {
    if (placed.reason === 'duplicate_key') {
      const twin = await findOrderByKey(db, plan.userId, plan.body.idempotencyKey);
      if (twin) return { order: twin };
    }
    if (placed.reason === 'cart_has_order') {
      // The cart changed under us (another checkout placed its order): look again, once.
      const twin = await findActiveOrderForCart(db, plan.cart.id);
      if (twin) return { order: twin };
    }
    if (placed.reason === 'voucher_used_up') throw new ApiError(409, 'voucher_invalid', 'The voucher has just been used up.', { voucherError: 'used_up' });
    if (placed.reason === 'credits_changed') throw new ApiError(409, 'credits_changed', 'Your credit balance changed; check your cart again.');
    throw new ApiError(409, 'cart_changed', 'Your cart changed at the same time; check it again.');
  }
  const order = await findOrder(db, plan.publicId);
  if (!order) throw new Error(`order ${plan.publicId} vanished after it was placed`);
  return { value: order };
}

/** Opens the provider's hosted payment page; a provider that fails closes the order, nothing charged. */
async function startPayment(c: Ctx, db: D1Database, order: OrderRow, plan: OrderPlan): Promise<void> {
  const provider = paymentProviderFor(c.env);
  const titles = new Map(plan.priced.items.map((i) => [i.material.id, i.material.title]));
  try {
    const started = await provider.start({
      orderId: plan.publicId,
      amountDue: order.amount_due,
      currency: order.currency,
      world: plan.world,
      description: `Kreide ${plan.publicId}`,
      customerEmail: plan.billed.address?.email ?? (await userEmail(db, plan.userId)),
      successUrl: confirmationUrl(publicUrl(c), plan.world, plan.publicId, 'orderConfirmation'),
      cancelUrl: confirmationUrl(publicUrl(c), plan.world, plan.publicId, 'orderConfirmation'),
      idempotencyKey: `${plan.userId}-${plan.body.idempotencyKey}`,
      lines: plan.price.lines.map((l) => ({ title: titles.get(l.materialId) ?? String(l.materialId), amount: l.finalPrice })),
    });
    await setPaymentRedirect(db, order.id, started.providerRef, started.redirectUrl, new Date());
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error('payment start failed', error.message);
    await applyPaymentEvent(db, { provider: provider.name, eventId: `start_failed_${plan.publicId}`, orderId: plan.publicId, outcome: 'failed', providerRef: null, amount: null, currency: null, createdAt: Math.floor(Date.now() / 1000) });
    throw new ApiError(409, 'payment_unavailable', 'The payment could not be started; nothing was charged. Try again.');
  }
}

/** Places the caller's cart as an order and settles it or starts its payment (docs/commerce.md, "Orders and money safety"). */
async function checkout(c: Ctx) {
  const { userId } = await requireUser(c);
  const body = await validJson(c, checkoutBodySchema);
  const db = c.env.DB;
  const now = new Date();

  // The same key again answers with the same order (a retried or doubled request).
  const known = await findOrderByKey(db, userId, body.idempotencyKey);
  if (known) return answerWithOrder(c, known);
  const cart = await cartToOrder(c, db, now);
  if ('order' in cart) return answerWithOrder(c, cart.order);

  const school = await findSchoolMembership(db, userId);
  await takeOutOwnedMaterials(db, cart.value.id, userId, school, now);
  const priced = await priceForCheckout(db, cart.value, userId, now);
  const billed: Billed = { school: invoicedSchool(c.env, body.paymentMethod, school), address: await loadBillingAddress(db, userId) };
  const world = cart.value.world as World;
  const vat = await decideVat(c, db, billed, body.vatId ?? null, world, now);
  const price = priceOrder(priced.totals, vat.treatment, priced.availableCredits, cart.value.use_credits === 1);
  // Digital content: without the buyer's consent to immediate delivery nothing is charged (docs/operations.md, "Withdrawal").
  if (price.gross > 0 && body.withdrawalConsent !== true) {
    throw new ApiError(400, 'withdrawal_consent_required', 'Agree that the download starts at once and your right of withdrawal ends with it.', { field: 'withdrawalConsent' });
  }
  const method: PaymentMethod = price.amountDue === 0 ? (price.creditsUsed > 0 ? 'credits' : 'free') : body.paymentMethod;
  const plan: OrderPlan = { publicId: newOrderId(), world, userId, cart: cart.value, body, method, priced, price, billed, vat };

  const placed = await placeOrderOf(db, plan, now);
  if ('order' in placed) return answerWithOrder(c, placed.order);
  const order = placed.value;
  await recordConversion(c, 'purchase', order.id);
  if (method === 'free' || method === 'credits' || method === 'invoice') {
    if ((await settleWithoutProvider(db, order, now)) === 'paid') await mailPaidOrder(c, order.public_id);
  } else {
    await startPayment(c, db, order, plan);
  }
  return answerWithOrder(c, order, 201);
}

async function ownOrder(c: Ctx): Promise<OrderRow> {
  const { userId } = await requireUser(c);
  const id = validParam(c.req.param('id'), orderIdParamSchema, 'order id');
  const order = await findOrder(c.env.DB, id);
  if (!order || order.user_id !== userId) throw new ApiError(404, 'not_found', 'Order not found.');
  return order;
}

/** Checkout, orders and payment events (docs/commerce.md, docs/payments.md). */
export const checkoutApi = new Hono<{ Bindings: OriginEnv }>()
  .post('/v1/cart/checkout', checkout)
  .get('/v3/payments/methods', async (c) => {
    const { userId } = await requireUser(c);
    return c.json({ data: { methods: paymentMethods(c.env, await findSchoolMembership(c.env.DB, userId)) } });
  })
  .get('/v1/orders', async (c) => {
    const { userId } = await requireUser(c);
    const { page } = validQuery(c, listQuerySchema);
    const { rows, total } = await userOrders(c.env.DB, userId, page, 20);
    return c.json({ data: { items: await Promise.all(rows.map((r) => orderView(c.env.DB, r))), page, total } });
  })
  .get('/v3/orders/:id', async (c) => {
    const order = await ownOrder(c);
    return c.json({ data: { order: await orderView(c.env.DB, order), next: nextStep(order) } });
  })
  .post('/v3/orders/:id/cancel', async (c) => {
    const order = await ownOrder(c);
    if (order.status !== 'pending') throw new ApiError(409, 'not_pending', 'Only an order waiting for payment can be cancelled.');
    if ((order.payment_method === 'stripe' || order.payment_method === 'demo') && order.provider_ref) {
      try {
        await paymentProviderFor(c.env).cancel(order.provider_ref);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        throw new ApiError(409, 'payment_in_progress', 'The payment of this order can no longer be stopped; it may just have gone through.');
      }
    }
    await applyPaymentEvent(c.env.DB, { provider: 'demo', eventId: `buyer_cancel_${order.public_id}`, orderId: order.public_id, outcome: 'cancelled', providerRef: null, amount: null, currency: null, createdAt: Math.floor(Date.now() / 1000) });
    return answerWithOrder(c, order);
  })
  /** The demo provider's "hosted page" answers here; never in production. */
  .post('/v3/payments/demo/:id', async (c) => {
    if (c.env.ENVIRONMENT === 'production' || c.env.PAYMENT_PROVIDER === 'stripe') throw new ApiError(404, 'not_found', 'No demo payments here.');
    const order = await ownOrder(c);
    if (order.payment_method !== 'demo') throw new ApiError(409, 'not_demo', 'This order is not paid with the demo provider.');
    const { outcome, paymentDetails } = await validJson(c, demoPaymentBodySchema);
    const event = demoPaymentEvent(order.public_id, outcome, Math.floor(Date.now() / 1000));
    if ((await applyPaymentEvent(c.env.DB, { ...event, amount: order.amount_due, currency: order.currency })) === 'paid') await mailPaidOrder(c, order.public_id);
    if (outcome === 'paid') await safely(referralOnPaid(c.env, order.public_id, paymentDetails));
    return answerWithOrder(c, order);
  })
  .post('/v3/payments/stripe/webhook', async (c) => {
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(404, 'not_found', 'Stripe is not configured here.');
    const raw = new TextDecoder().decode(await cappedBody(c, 'webhook'));
    let envelope;
    try {
      envelope = await verifyStripeWebhook(raw, c.req.header('stripe-signature') ?? null, secret, Math.floor(Date.now() / 1000));
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new ApiError(400, 'invalid_signature', error.message);
      throw error;
    }
    const event = stripeEventToPaymentEvent(envelope);
    if (!event) return c.json({ data: { received: true, result: 'ignored' } });
    const result = await applyPaymentEvent(c.env.DB, event);
    if (result === 'paid') await mailPaidOrder(c, event.orderId);
    if (event.outcome === 'paid') await safely(referralOnPaid(c.env, event.orderId));
    return c.json({ data: { received: true, result } });
  });
