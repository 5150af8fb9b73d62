import { z } from 'zod';
import { materialSchema } from './materials';
import { demoPaymentDetailsSchema } from './referrals';

/**
 * The commerce calls (docs/commerce.md), in the style of the other calls: `v1/cart/*` carry the `X-Cart-Token`
 * header; money is integer minor units of the cart's currency. Requests are strict: a body that
 * carries a price, a currency, a quantity or a VAT rate is refused (the server computes them).
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Why a voucher does not apply, shown as a localized `cart:voucherError.<code>`. */
export const VOUCHER_ERRORS = [
  'unknown',
  'not_started',
  'expired',
  'other_world',
  'min_order',
  'used_up',
  'used_by_you',
  'not_applicable',
  'sign_in_required',
] as const;
export type VoucherError = (typeof VOUCHER_ERRORS)[number];

/** Whether an applied voucher discounts a cart line, or why not (`cart:voucherCoverage.<code>`). */
export const VOUCHER_COVERAGE = ['covered', 'in_bundle', 'free', 'fixed_price', 'other_author', 'other_material'] as const;
export type VoucherCoverage = (typeof VOUCHER_COVERAGE)[number];

/** Why an item cannot go into the cart (409 error codes of `v1/cart/add`). */
export const CART_REFUSALS = ['already_bought', 'own_material', 'in_bundle_in_cart', 'other_world', 'not_for_sale'] as const;
export type CartRefusal = (typeof CART_REFUSALS)[number];

export const cartMaterialSchema = materialSchema.pick({
  id: true,
  slug: true,
  title: true,
  price: true,
  sale: true,
  currency: true,
  hasFixedPrice: true,
  isBundle: true,
  imgUrl: true,
  author: true,
  world: true,
});
export type CartMaterial = z.infer<typeof cartMaterialSchema>;

const cartItemSchema = z.object({
  material: cartMaterialSchema,
  /** Price after the material's own sale and the voucher's share, before credits. */
  finalPrice: z.number().int(),
  /** With an applied voucher: whether it discounts this item, or why not; null without one. */
  voucherCoverage: z.enum(VOUCHER_COVERAGE).nullable(),
});

/** Spec §3 Cart, plus the totals the payment page shows. */
export const cartSchema = z.object({
  cartItems: z.array(cartItemSchema),
  /** Sum of list prices after each material's sale price. */
  originalPrice: z.number().int(),
  /** What remains to pay after voucher and credits. */
  finalPrice: z.number().int(),
  totalVoucherDiscount: z.number().int(),
  voucher: z.object({ code: z.string(), kind: z.enum(['percent', 'fixed']), value: z.number().int() }).nullable(),
  voucherError: z.enum(VOUCHER_ERRORS).nullable(),
  usedCredits: z.number().int(),
  availableCredits: z.number().int(),
  useCredits: z.boolean(),
  /** Items in the cart that come with a bundle in the cart: not charged twice. */
  itemsInBundles: z.array(z.object({ materialId: z.number().int(), bundleId: z.number().int() })),
  currency: z.string(),
  /** What `finalPrice` is about in the visitor's own currency (geotargeting), when it differs; an estimate, never charged. */
  visitorPrice: z.object({ currency: z.string(), finalPrice: z.number().int() }).nullable(),
  /** An order of this cart waiting for payment: the cart is locked until it is paid, fails or is cancelled. */
  pendingOrder: z.object({ id: z.string(), payUrl: z.string().nullable() }).nullable(),
  world: z.string(),
  token: z.string().nullable(),
  loaded: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartAddBodySchema = z.object({ materialId: id }).strict();
export const cartRemoveBodySchema = z.object({ materialId: id }).strict();
export const voucherApplyBodySchema = z.object({ code: z.string().trim().min(1).max(64) }).strict();
export const useCreditsBodySchema = z.object({ use: z.boolean() }).strict();

export const PAYMENT_METHODS = ['demo', 'stripe', 'invoice', 'credits', 'free'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods a buyer may choose; `credits` and `free` are picked by the server when nothing is due. */
const CHOOSABLE_PAYMENT_METHODS = ['demo', 'stripe', 'invoice'] as const;

export const ORDER_STATES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** `POST v1/cart/checkout`: turns the caller's cart into an order (idempotent per key). */
export const checkoutBodySchema = z
  .object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    paymentMethod: z.enum(CHOOSABLE_PAYMENT_METHODS),
    /** A B2B buyer's VAT id; counts only with a billing address of its country, and reverse charge only once verified (docs/commerce.md). */
    vatId: z.string().trim().max(20).optional(),
    /**
     * The buyer agrees that the download starts at once and the right of withdrawal ends with it
     * (docs/operations.md, "Withdrawal"); required when something is charged.
     */
    withdrawalConsent: z.boolean().optional(),
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

const orderItemSchema = z.object({
  materialId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  listPrice: z.number().int(),
  finalPrice: z.number().int(),
  voucherDiscount: z.number().int(),
  net: z.number().int(),
  vatAmount: z.number().int(),
});

export const orderSchema = z.object({
  id: z.string(),
  world: z.string(),
  status: z.enum(ORDER_STATES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  originalPrice: z.number().int(),
  voucherDiscount: z.number().int(),
  creditsUsed: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
  vatAmount: z.number().int(),
  vatRate: z.number(),
  vatScheme: z.enum(['oss', 'reverse_charge', 'outside_eu']),
  buyerCountry: z.string(),
  amountDue: z.number().int(),
  items: z.array(orderItemSchema),
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the buyer agreed to immediate delivery and the end of the withdrawal right (docs/operations.md). */
  withdrawalConsentAt: z.string().nullable(),
  /** Refunded so far (minor units). */
  refunded: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** What the browser does next after checkout. */
export const checkoutResultSchema = z.object({
  order: orderSchema,
  next: z.discriminatedUnion('type', [
    z.object({ type: z.literal('redirect'), url: z.string() }),
    z.object({ type: z.literal('done') }),
  ]),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The demo provider's own "hosted page" answer (never in production). */
export const demoPaymentBodySchema = z
  .object({
    outcome: z.enum(['paid', 'failed', 'cancelled']),
    /** Optional card number or IBAN typed on the demo page; only its keyed hash is kept (docs/referrals.md). */
    paymentDetails: demoPaymentDetailsSchema.optional(),
  })
  .strict();

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  orderId: z.string(),
  issuedAt: z.string(),
  gross: z.number().int(),
  currency: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const purchaseSchema = z.object({
  material: cartMaterialSchema,
  orderId: z.string(),
  licenceId: z.string(),
  viaSchool: z.boolean(),
  boughtAt: z.string(),
  files: z.array(z.object({ id: z.number().int(), name: z.string(), format: z.string(), sizeBytes: z.number().int() })),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const creditsSchema = z.object({
  currency: z.string(),
  availableCredits: z.number().int(),
  hadCredits: z.boolean(),
  entries: z.array(
    z.object({ id: z.number().int(), amount: z.number().int(), reason: z.enum(['grant', 'order', 'release', 'refund']), orderId: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type Credits = z.infer<typeof creditsSchema>;

export const listQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }).strict();
export const orderIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);
export const fileIdParamSchema = id;

/** `GET v1/vouchers`: a voucher the user has used, with the order it went into (newest first). */
export const voucherUseSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent: whole percent; fixed: minor units of `currency`. */
  value: z.number().int(),
  /** What the voucher took off the order (`orders.voucher_discount`), in minor units of `currency`. */
  discount: z.number().int(),
  currency: z.string(),
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATES),
  orderedAt: z.string(),
});
export type VoucherUse = z.infer<typeof voucherUseSchema>;

export const voucherUsesSchema = z.object({
  items: z.array(voucherUseSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type VoucherUses = z.infer<typeof voucherUsesSchema>;
