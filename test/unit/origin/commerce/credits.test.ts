import { describe, expect, it } from 'vitest';
import { applyCreditEntry, creditsToUse, CreditsOverdrawn } from '../../../../src/origin/domain/commerce/credits';

describe('credits', () => {
  it('uses what is available, at most what is due', () => {
    expect(creditsToUse(500, 1200)).toBe(500);
    expect(creditsToUse(1500, 1200)).toBe(1200);
    expect(creditsToUse(1200, 1200)).toBe(1200);
    expect(creditsToUse(0, 1200)).toBe(0);
    expect(creditsToUse(500, 0)).toBe(0);
  });

  it('treats negative balances and amounts as nothing', () => {
    expect(creditsToUse(-300, 1200)).toBe(0);
    expect(creditsToUse(300, -5)).toBe(0);
  });

  it('applies ledger entries', () => {
    expect(applyCreditEntry(0, 1000)).toBe(1000);
    expect(applyCreditEntry(1000, -400)).toBe(600);
    expect(applyCreditEntry(400, -400)).toBe(0);
  });

  it('refuses to overdraw', () => {
    expect(() => applyCreditEntry(399, -400)).toThrow(CreditsOverdrawn);
    try {
      applyCreditEntry(10, -11);
    } catch (error) {
      expect(error).toBeInstanceOf(CreditsOverdrawn);
      expect(error).toMatchObject({ name: 'CreditsOverdrawn', balance: 10, amount: -11 });
    }
  });

  it('refuses non-integers', () => {
    expect(() => applyCreditEntry(10, 0.5)).toThrow(RangeError);
  });
});
