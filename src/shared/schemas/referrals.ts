import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from '../referrals';

/** Referral calls (docs/referrals.md). */

/** A referral code as carried in a link or the registration body (any case; stored in upper case). */
export const referralCodeSchema = z
  .string()
  .trim()
  .max(32)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, 'not a referral code'));

/** Payment details typed on the demo payment page (a card number or IBAN); only a keyed hash is kept. */
export const demoPaymentDetailsSchema = z
  .string()
  .trim()
  .min(8)
  .max(42)
  .regex(/^[A-Za-z0-9 -]+$/, 'letters, digits, spaces and dashes only');

/** One invited teacher as the inviter sees them: dates and states, never who they are. */
export interface InviteeView {
  invitedAt: string;
  signedUp: boolean;
  reward: 'waiting' | 'credited' | 'refused';
  rewardAmount: number | null;
}

/** `GET v1/referrals/mine`: the caller's code, link, the programme's amounts and their invitees. */
export interface ReferralOverview {
  code: string;
  /** The referral link's path on this site (prefix it with the site's origin). */
  linkPath: string;
  currency: string;
  welcomeAmount: number;
  rewardAmount: number;
  /** What the programme credited the caller in this currency (rewards and their own welcome credit). */
  earned: number;
  invitees: InviteeView[];
}

/** `GET v1/referrals/code/{code}`: who invites (public display name, or null for a private profile) and the welcome credit. */
export interface ReferralPreview {
  inviterName: string | null;
  currency: string;
  welcomeAmount: number;
}
