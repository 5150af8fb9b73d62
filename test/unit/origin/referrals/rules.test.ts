import { describe, expect, it } from 'vitest';
import { newReferralCode, normaliseEmail, normalisePaymentDetails, qualifyingPurchase, rewardDecision, selfReferral } from '../../../../src/origin/domain/referrals/rules';
import { cleanReferralCode, REFERRAL_AMOUNTS, REFERRAL_CODE_PATTERN, referralAmounts } from '../../../../src/shared/referrals';
import { WORLDS, worldCurrency } from '../../../../src/shared/worlds';

describe('normaliseEmail', () => {
  it('lower-cases and drops +tags everywhere', () => {
    expect(normaliseEmail(' Lehrer+Kreide@Schule.Example ')).toBe('lehrer@schule.example');
    expect(normaliseEmail('a.b+x@web.de')).toBe('a.b@web.de');
  });

  it('drops dots and joins googlemail.com with gmail.com for Gmail', () => {
    expect(normaliseEmail('E.rika.Muster+zweit@googlemail.com')).toBe('erikamuster@gmail.com');
    expect(normaliseEmail('erika.muster@gmail.com')).toBe('erikamuster@gmail.com');
  });

  it('keeps dots elsewhere and leaves odd input alone', () => {
    expect(normaliseEmail('e.rika@web.de')).not.toBe(normaliseEmail('erika@web.de'));
    expect(normaliseEmail('+tag@x.example')).toBe('+tag@x.example');
    expect(normaliseEmail('kein-at')).toBe('kein-at');
  });
});

describe('selfReferral', () => {
  const inviter = { userId: 1, email: 'anna.schroeder@gmail.com' };
  it('finds the same account and the same mailbox', () => {
    expect(selfReferral(inviter, { userId: 1, email: 'ganz@anders.example' })).toBe('same_account');
    expect(selfReferral(inviter, { userId: 2, email: 'AnnaSchroeder+neu@googlemail.com' })).toBe('same_email');
  });
  it('lets other people through', () => {
    expect(selfReferral(inviter, { userId: 2, email: 'anna.schroeder@web.de' })).toBeNull();
  });
});

describe('the inviter\'s credit', () => {
  const paid = { status: 'paid', paymentMethod: 'demo', amountDue: 500 };
  it('needs a paid order with money through a provider', () => {
    expect(qualifyingPurchase(paid)).toBe(true);
    expect(qualifyingPurchase({ ...paid, paymentMethod: 'stripe' })).toBe(true);
    expect(qualifyingPurchase({ ...paid, status: 'pending' })).toBe(false);
    expect(qualifyingPurchase({ ...paid, status: 'refunded' })).toBe(false);
    expect(qualifyingPurchase({ ...paid, amountDue: 0, paymentMethod: 'free' })).toBe(false);
    expect(qualifyingPurchase({ ...paid, amountDue: 0, paymentMethod: 'credits' })).toBe(false);
    expect(qualifyingPurchase({ ...paid, paymentMethod: 'invoice' })).toBe(false);
  });
  it('is refused when both paid with the same details', () => {
    expect(rewardDecision(paid, ['a', 'b'], ['c'])).toBe('credit');
    expect(rewardDecision(paid, ['a', 'b'], ['c', 'b'])).toBe('same_payment_details');
    expect(rewardDecision({ ...paid, amountDue: 0 }, ['a'], ['a'])).toBe('not_qualifying');
  });
  it('compares payment details in one spelling', () => {
    expect(normalisePaymentDetails('4242 4242-4242 4242')).toBe(normalisePaymentDetails('4242424242424242'));
    expect(normalisePaymentDetails('de89 3704')).toBe('DE893704');
  });
});

describe('referral codes', () => {
  it('are 10 letters of the unambiguous alphabet, evenly drawn', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newReferralCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(newReferralCode((b) => b.fill(31))).toBe('ZZZZZZZZZZ');
    expect(newReferralCode((b) => b.fill(32))).toBe('0000000000');
  });
  it('are cleaned from links in any case; anything else is no code', () => {
    expect(cleanReferralCode(' abcdefgh12 ')).toBe('ABCDEFGH12');
    expect(cleanReferralCode('ILOU000000')).toBeNull();
    expect(cleanReferralCode('ABC')).toBeNull();
    expect(cleanReferralCode(null)).toBeNull();
  });
});

describe('amounts', () => {
  it('exist for every world\'s currency and are positive', () => {
    for (const world of WORLDS) {
      const amounts = referralAmounts(worldCurrency(world));
      expect(amounts.welcome).toBeGreaterThan(0);
      expect(amounts.reward).toBeGreaterThan(0);
    }
    expect(REFERRAL_AMOUNTS.EUR).toEqual({ welcome: 500, reward: 500 });
    expect(() => referralAmounts('XXX')).toThrow(RangeError);
  });
});
