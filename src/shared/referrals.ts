/**
 * The referral programme's shared facts (docs/referrals.md): the code's form, the cookie that
 * keeps it until registration, and the credit amounts per currency.
 */

/** Crockford's base32 without I, L, O, U: 10 characters are 50 random bits, unguessable and easy to read aloud. */
export const REFERRAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERRAL_CODE_LENGTH = 10;
export const REFERRAL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The query parameter of a referral link: `/{world}/{landing}?ref=CODE`. */
export const REFERRAL_QUERY_PARAM = 'ref';
/**
 * The necessary first-party cookie that keeps a referral code from the opened link until
 * registration; it holds the code only and is cleared once registration is sent.
 */
export const REFERRAL_COOKIE = 'kreide_ref';
/** The code survives 30 days between opening the link and registering. */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A code as typed or carried in a link, in its stored form; null when it cannot be a code. */
export function cleanReferralCode(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

export interface ReferralAmounts {
  /** Credited to the invited teacher when the e-mail address is confirmed. */
  welcome: number;
  /** Credited to the inviter after the invited teacher's first paid purchase. */
  reward: number;
}

/**
 * The amounts in minor units (hundredths for every currency: src/shared/money.ts), one pair
 * per world currency: 5 € each, and round sums of about the same worth elsewhere.
 */
export const REFERRAL_AMOUNTS: Readonly<Record<string, ReferralAmounts>> = {
  EUR: { welcome: 500, reward: 500 },
  CNY: { welcome: 4_000, reward: 4_000 },
  CZK: { welcome: 12_500, reward: 12_500 },
  DKK: { welcome: 4_000, reward: 4_000 },
  HUF: { welcome: 200_000, reward: 200_000 },
  IDR: { welcome: 9_000_000, reward: 9_000_000 },
  INR: { welcome: 45_000, reward: 45_000 },
  JPY: { welcome: 80_000, reward: 80_000 },
  KRW: { welcome: 750_000, reward: 750_000 },
  KZT: { welcome: 250_000, reward: 250_000 },
  MYR: { welcome: 2_500, reward: 2_500 },
  NOK: { welcome: 6_000, reward: 6_000 },
  PLN: { welcome: 2_000, reward: 2_000 },
  RON: { welcome: 2_500, reward: 2_500 },
  RSD: { welcome: 60_000, reward: 60_000 },
  SEK: { welcome: 6_000, reward: 6_000 },
  THB: { welcome: 20_000, reward: 20_000 },
  UAH: { welcome: 20_000, reward: 20_000 },
};

export function referralAmounts(currency: string): ReferralAmounts {
  const amounts = REFERRAL_AMOUNTS[currency];
  if (!amounts) throw new RangeError(`no referral amounts for ${currency}`);
  return amounts;
}
