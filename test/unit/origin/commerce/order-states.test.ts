import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_TRANSITIONS } from '../../../../src/origin/domain/commerce/order-states';
import { ORDER_STATES, type OrderState } from '../../../../src/shared/schemas/commerce';

const allowed: [OrderState, OrderState][] = [
  ['pending', 'paid'],
  ['pending', 'failed'],
  ['pending', 'cancelled'],
  ['paid', 'refunded'],
];

describe('order transitions', () => {
  it('covers every state', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATES].sort());
  });

  for (const from of ORDER_STATES) {
    for (const to of ORDER_STATES) {
      const ok = allowed.some(([a, b]) => a === from && b === to);
      it(`${from} → ${to}: ${ok ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(ok);
      });
    }
  }
});
