/**
 * The money of an order, from the cart's totals and the sale's VAT treatment (`vat.ts`).
 * Only charged lines become order lines (items that come with a bundle are not sold twice).
 *
 * - `oss`: each line's gross is its cart final price; the order's VAT is extracted from the total
 *   gross at `rateBp` and spread over the lines in proportion to their gross (largest remainder),
 *   so lines add up to the totals exactly.
 * - `reverse_charge`: the buyer pays the net. The VAT a consumer in the buyer's country would
 *   have paid (`consumerRateBp`, required) is taken out of the total gross and spread the same
 *   way; each line's `finalPrice`, `net` and the order's `gross` and `net` are what remains;
 *   VAT 0. `unitPrice` and `voucherDiscount` stay the consumer list values the buyer saw, so
 *   for these lines `finalPrice` is less than `unitPrice - voucherDiscount`.
 * - `outside_eu`: net = gross, VAT 0.
 *
 * Credits pay at most the order's gross (for reverse charge, the net the buyer owes); the
 * provider charges the rest (`amountDue`). The cart's own `usedCredits` is not reused: credits
 * are counted again against the order's gross and the balance at checkout.
 */

import { allocate } from './allocate';
import type { CartTotals } from './cart-totals';
import { creditsToUse } from './credits';
import { splitGross, type VatScheme } from './vat';

export interface OrderVatInput {
  scheme: VatScheme;
  /** The rate charged (0 for reverse charge and outside the EU). */
  rateBp: number;
  /** The buyer country's consumer rate; required for reverse charge. */
  consumerRateBp?: number;
}

export interface OrderLinePrice {
  materialId: number;
  /** List price after the material's sale (consumer, VAT included). */
  unitPrice: number;
  voucherDiscount: number;
  /** What the buyer pays for this line: gross, or the net under reverse charge. */
  finalPrice: number;
  net: number;
  vatAmount: number;
}

export interface OrderPrice {
  lines: OrderLinePrice[];
  /** Sum of the lines' unit prices. */
  originalPrice: number;
  voucherDiscount: number;
  /** What the buyer owes before credits (sum of the lines' final prices). */
  gross: number;
  net: number;
  vatAmount: number;
  vatScheme: VatScheme;
  vatRateBp: number;
  creditsUsed: number;
  /** gross - creditsUsed: what the payment provider charges. */
  amountDue: number;
}

export function priceOrder(totals: CartTotals, treatment: OrderVatInput, availableCredits: number, useCredits: boolean): OrderPrice {
  const charged = totals.lines.filter((line) => line.charged);
  const lineGross = charged.map((line) => Math.max(0, line.finalPrice));
  const consumerGross = lineGross.reduce((sum, gross) => sum + gross, 0);

  let vatRateBp = 0;
  let lineVat = lineGross.map(() => 0);
  let lineNet = lineGross;
  let lineFinal = lineGross;
  if (treatment.scheme === 'oss') {
    vatRateBp = treatment.rateBp;
    lineVat = allocate(splitGross(consumerGross, vatRateBp).vat, lineGross);
    lineNet = lineGross.map((gross, index) => gross - (lineVat[index] ?? 0));
  } else if (treatment.scheme === 'reverse_charge') {
    if (treatment.consumerRateBp === undefined) throw new TypeError('priceOrder: reverse charge needs the consumer rate (consumerRateBp)');
    const includedVat = allocate(splitGross(consumerGross, treatment.consumerRateBp).vat, lineGross);
    lineNet = lineGross.map((gross, index) => gross - (includedVat[index] ?? 0));
    lineFinal = lineNet;
  }

  const lines = charged.map((line, index) => ({
    materialId: line.materialId,
    unitPrice: line.unitPrice,
    voucherDiscount: line.voucherDiscount,
    finalPrice: lineFinal[index] ?? 0,
    net: lineNet[index] ?? 0,
    vatAmount: lineVat[index] ?? 0,
  }));
  const sum = (pick: (line: OrderLinePrice) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const gross = sum((line) => line.finalPrice);
  const creditsUsed = useCredits ? creditsToUse(availableCredits, gross) : 0;
  return {
    lines,
    originalPrice: sum((line) => line.unitPrice),
    voucherDiscount: sum((line) => line.voucherDiscount),
    gross,
    net: sum((line) => line.net),
    vatAmount: sum((line) => line.vatAmount),
    vatScheme: treatment.scheme,
    vatRateBp,
    creditsUsed,
    amountDue: gross - creditsUsed,
  };
}
