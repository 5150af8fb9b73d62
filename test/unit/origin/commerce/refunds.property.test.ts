import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRefund, remainingLines, type RefundableOrder, type RefundRequestLine } from '../../../../src/origin/domain/commerce/refunds';

/**
 * Refund plans against a naive model (docs/operations.md, "Refunds"): whatever sequence of
 * refunds is asked for, the order never gives back more than it cost, the payment gets back at
 * most what it paid and the credits at most what they paid, each line's net and VAT add up to
 * its gross, and refunding everything takes back exactly the order's VAT, net and royalties.
 */

const orderArb = fc
  .array(
    fc.record({ price: fc.integer({ min: 0, max: 10_000 }), vatBp: fc.constantFrom(0, 700, 1900, 2000, 2700), rateBp: fc.constantFrom(5000, 6000, 7000) }),
    { minLength: 1, maxLength: 5 },
  )
  .chain((items) => {
    const gross = items.reduce((sum, i) => sum + i.price, 0);
    return fc.record({ items: fc.constant(items), credits: fc.integer({ min: 0, max: gross }) });
  })
  .map(({ items, credits }): RefundableOrder => {
    const lines = items.map((i, index) => {
      const vatAmount = Math.round((i.price * i.vatBp) / (10_000 + i.vatBp));
      const net = i.price - vatAmount;
      return { materialId: index + 1, finalPrice: i.price, net, vatAmount, royalty: Math.floor((net * i.rateBp) / 10_000), refunded: false };
    });
    const gross = lines.reduce((sum, l) => sum + l.finalPrice, 0);
    return { status: 'paid', gross, amountDue: gross - credits, creditsUsed: credits, refunded: 0, refundedToPayment: 0, items: lines };
  });

const requestArb = fc.array(
  fc.array(fc.record({ index: fc.nat({ max: 5 }), part: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }) }), { minLength: 1, maxLength: 3 }),
  { minLength: 1, maxLength: 6 },
);

describe('refund plans (model-based)', () => {
  it('never give back more than was paid, to the payment or as credits, and reconcile when everything is refunded', () => {
    fc.assert(
      fc.property(orderArb, requestArb, fc.boolean(), (start, requests, finishAll) => {
        let order = structuredClone(start);
        let toPayment = 0;
        let toCredits = 0;
        let vat = 0;
        let net = 0;
        let royalty = 0;
        const apply = (request: RefundRequestLine[]) => {
          const planned = planRefund(order, request);
          // The naive model: which requests must be refused.
          const ids = request.map((r) => r.materialId);
          const items = request.map((r) => order.items.find((i) => i.materialId === r.materialId));
          const mustRefuse =
            order.status !== 'paid' ||
            new Set(ids).size !== ids.length ||
            items.some((i, k) => !i || i.refunded || i.finalPrice <= 0 || (request[k]!.amount ?? i.finalPrice) > i.finalPrice);
          expect(planned.ok).toBe(!mustRefuse);
          if (!planned.ok) return;
          const { plan } = planned;
          for (const line of plan.lines) {
            const item = order.items.find((i) => i.materialId === line.materialId)!;
            expect(line.net + line.vatAmount).toBe(line.gross);
            expect(line.vatAmount).toBeLessThanOrEqual(item.vatAmount);
            expect(line.net).toBeLessThanOrEqual(item.net);
            expect(line.royalty).toBeLessThanOrEqual(item.royalty);
            expect(line.royalty).toBeGreaterThanOrEqual(0);
            item.refunded = true;
          }
          expect(plan.toPayment + plan.toCredits).toBe(plan.gross);
          toPayment += plan.toPayment;
          toCredits += plan.toCredits;
          vat += plan.vatAmount;
          net += plan.net;
          royalty += plan.lines.reduce((sum, l) => sum + l.royalty, 0);
          const refunded = order.refunded + plan.gross;
          expect(plan.completesOrder).toBe(refunded === order.gross);
          order = { ...order, refunded, refundedToPayment: order.refundedToPayment + plan.toPayment, status: plan.completesOrder ? 'refunded' : 'paid' };
        };
        for (const request of requests) {
          apply(request.map((r) => ({ materialId: r.index + 1, ...(r.part === undefined ? {} : { amount: r.part }) })));
        }
        if (finishAll && order.status === 'paid') {
          const rest = remainingLines(order);
          if (rest.length > 0) apply(rest);
        }
        expect(order.refunded).toBeLessThanOrEqual(order.gross);
        expect(toPayment).toBeLessThanOrEqual(start.amountDue);
        expect(toCredits).toBeLessThanOrEqual(start.creditsUsed);
        // The payment is given back first.
        expect(toPayment).toBe(Math.min(order.refunded, start.amountDue));
        if (order.items.every((i) => i.refunded || i.finalPrice === 0) && order.refunded === order.gross) {
          expect(vat).toBe(start.items.reduce((sum, i) => sum + i.vatAmount, 0));
          expect(net).toBe(start.items.reduce((sum, i) => sum + i.net, 0));
          expect(royalty).toBe(start.items.reduce((sum, i) => sum + i.royalty, 0));
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses an order that is not paid, an empty request and an amount of 0', () => {
    const order: RefundableOrder = { status: 'paid', gross: 500, amountDue: 500, creditsUsed: 0, refunded: 0, refundedToPayment: 0, items: [{ materialId: 1, finalPrice: 500, net: 420, vatAmount: 80, royalty: 210, refunded: false }] };
    expect(planRefund({ ...order, status: 'pending' }, [{ materialId: 1 }])).toEqual({ ok: false, code: 'not_paid' });
    expect(planRefund(order, [])).toEqual({ ok: false, code: 'no_items' });
    expect(planRefund(order, [{ materialId: 1, amount: 0 }])).toEqual({ ok: false, code: 'invalid_amount' });
    expect(planRefund(order, [{ materialId: 1, amount: 250 }])).toMatchObject({ ok: true, plan: { gross: 250, vatAmount: 40, net: 210, toPayment: 250, completesOrder: false, lines: [{ royalty: 105 }] } });
  });
});
