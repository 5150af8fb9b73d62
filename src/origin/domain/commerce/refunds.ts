/**
 * Refunds of a paid order, full or partial (docs/operations.md, "Refunds"): which items, how
 * much of each, where the money goes back, how much VAT, net and royalty each item takes back.
 * Pure: the caller reads the order and writes the plan in guarded batches (db/refunds.ts).
 *
 * - Each item of an order is refunded at most once, wholly or in part (`amount` ≤ what the item
 *   cost). Items that cost nothing (covered by a bundle in the same order) cannot be refunded.
 * - VAT and net of a part are the item's VAT and net in proportion (VAT rounded, net the rest),
 *   the royalty taken back is the item's royalty in proportion, rounded down: a whole item takes
 *   back exactly its VAT, net and royalty, and a part never takes back more than the whole.
 * - The money goes back to the payment first (up to what the provider was paid, less earlier
 *   refunds to it), then as credits (up to the credits the order used): together never more
 *   than the order cost.
 * - The refund completes the order when, with it, the whole gross has been refunded: the order
 *   becomes `refunded` and the voucher use is given back.
 */

export interface RefundableItem {
  materialId: number;
  /** What the buyer paid for the item (its gross, or net under reverse charge). */
  finalPrice: number;
  net: number;
  vatAmount: number;
  /** The author's royalty of the sale. */
  royalty: number;
  /** Already refunded (or reserved by a refund under way). */
  refunded: boolean;
}

export interface RefundableOrder {
  status: string;
  gross: number;
  amountDue: number;
  creditsUsed: number;
  /** Refunded so far (reserved or done), and of that, how much went back to the payment. */
  refunded: number;
  refundedToPayment: number;
  items: RefundableItem[];
}

export interface RefundRequestLine {
  materialId: number;
  /** What to refund of the item; the whole item when absent. */
  amount?: number;
}

export interface RefundLine {
  materialId: number;
  gross: number;
  net: number;
  vatAmount: number;
  royalty: number;
}

export interface RefundPlan {
  lines: RefundLine[];
  gross: number;
  net: number;
  vatAmount: number;
  toPayment: number;
  toCredits: number;
  completesOrder: boolean;
}

export type RefundRefusal = 'not_paid' | 'no_items' | 'unknown_item' | 'duplicate_item' | 'already_refunded' | 'nothing_to_refund' | 'invalid_amount' | 'exceeds_paid';

/** a × part / whole, rounded down (all non-negative integers). */
function share(a: number, part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((a * part) / whole);
}

/** a × part / whole, rounded half up. */
function shareRounded(a: number, part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((a * part) / whole);
}

export function planRefund(order: RefundableOrder, request: readonly RefundRequestLine[]): { ok: true; plan: RefundPlan } | { ok: false; code: RefundRefusal } {
  if (order.status !== 'paid') return { ok: false, code: 'not_paid' };
  if (request.length === 0) return { ok: false, code: 'no_items' };
  const seen = new Set<number>();
  const lines: RefundLine[] = [];
  for (const wanted of request) {
    if (seen.has(wanted.materialId)) return { ok: false, code: 'duplicate_item' };
    seen.add(wanted.materialId);
    const item = order.items.find((i) => i.materialId === wanted.materialId);
    if (!item) return { ok: false, code: 'unknown_item' };
    if (item.refunded) return { ok: false, code: 'already_refunded' };
    if (item.finalPrice <= 0) return { ok: false, code: 'nothing_to_refund' };
    const gross = wanted.amount ?? item.finalPrice;
    if (!Number.isSafeInteger(gross) || gross <= 0 || gross > item.finalPrice) return { ok: false, code: 'invalid_amount' };
    const whole = gross === item.finalPrice;
    const vatAmount = whole ? item.vatAmount : Math.min(item.vatAmount, shareRounded(item.vatAmount, gross, item.finalPrice));
    const net = whole ? item.net : Math.min(item.net, gross - vatAmount);
    const royalty = whole ? item.royalty : share(item.royalty, gross, item.finalPrice);
    lines.push({ materialId: item.materialId, gross, net, vatAmount, royalty });
  }
  const gross = lines.reduce((sum, l) => sum + l.gross, 0);
  if (order.refunded + gross > order.gross) return { ok: false, code: 'exceeds_paid' };
  const toPayment = Math.min(gross, Math.max(0, order.amountDue - order.refundedToPayment));
  const toCredits = gross - toPayment;
  return {
    ok: true,
    plan: {
      lines,
      gross,
      net: lines.reduce((sum, l) => sum + l.net, 0),
      vatAmount: lines.reduce((sum, l) => sum + l.vatAmount, 0),
      toPayment,
      toCredits,
      completesOrder: order.refunded + gross === order.gross,
    },
  };
}

/** Every item not refunded yet, whole: what a refund reported by the provider takes back. */
export function remainingLines(order: RefundableOrder): RefundRequestLine[] {
  return order.items.filter((i) => !i.refunded && i.finalPrice > 0).map((i) => ({ materialId: i.materialId }));
}
