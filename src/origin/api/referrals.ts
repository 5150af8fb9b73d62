import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { validParam } from '../http/validate';
import { requestWorld } from '../http/world';
import { routePath } from '../../shared/routes/match';
import { REFERRAL_QUERY_PARAM, referralAmounts } from '../../shared/referrals';
import { referralCodeSchema, type ReferralOverview, type ReferralPreview } from '../../shared/schemas/referrals';
import { worldCurrency, type World } from '../../shared/worlds';
import { newReferralCode, normalisePaymentDetails, rewardDecision, selfReferral } from '../domain/referrals/rules';
import { findOrder } from '../db/orders';
import {
  codeOwner,
  creditsEarned,
  inviteesOf,
  keepPaymentFingerprint,
  keepReferralCode,
  markConfirmedStatement,
  markRewardedStatement,
  payReferralCredit,
  paymentFingerprints,
  recordReferral,
  referralCodeOf,
  referralOfInvitee,
  refuseReward,
} from '../db/referrals';

/**
 * The referral programme (docs/referrals.md): the invitation page's call, the preview of a code
 * for the landing pages, and the three hooks registration, confirmation and payment call — each
 * a single line at its call site.
 */

type Ctx = Context<{ Bindings: OriginEnv }>;

/** Where a referral link leads: the Spanish page for invited teachers, else the registration screen. */
function referralLinkPath(world: World, code: string): string {
  const landing = routePath('inviteTeachers', world) ?? routePath('register', world) ?? `/${world}`;
  return `${landing}?${REFERRAL_QUERY_PARAM}=${code}`;
}

/** The caller's code; made on the first visit. A clash of two random codes (2^-50) just draws again. */
async function ensureCode(db: D1Database, userId: number): Promise<string> {
  const known = await referralCodeOf(db, userId);
  if (known) return known;
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = await keepReferralCode(db, userId, newReferralCode(), new Date());
    if (code) return code;
  }
  throw new Error('could not store a referral code');
}

// Hooks ---------------------------------------------------------------------------------------

/**
 * Registration sent a code: records the referral for the new account unless the code is
 * unknown or the inviter is registering themselves (same account or the same mailbox).
 * Never fails the registration.
 */
export async function referralOnRegister(db: D1Database, invitee: { userId: number; email: string; world: World }, code: string | undefined, now = new Date()): Promise<void> {
  if (!code) return;
  const owner = await codeOwner(db, code);
  if (!owner) return;
  if (selfReferral({ userId: owner.user_id, email: owner.email }, { userId: invitee.userId, email: invitee.email })) return;
  await recordReferral(db, { inviterId: owner.user_id, inviteeId: invitee.userId, world: invitee.world, currency: worldCurrency(invitee.world) }, now);
}

/** The invited teacher confirmed their address: their welcome credit, once. */
export async function referralOnConfirm(db: D1Database, inviteeId: number, now = new Date()): Promise<void> {
  const referral = await referralOfInvitee(db, inviteeId);
  if (!referral) return;
  const amount = referralAmounts(referral.currency).welcome;
  await payReferralCredit(
    db,
    { referralId: referral.id, kind: 'welcome', userId: inviteeId, amount, currency: referral.currency, orderId: null, note: 'referral_welcome' },
    now,
    [markConfirmedStatement(db, referral.id, now)],
  );
}

/** A keyed hash of payment details: comparable, but the details cannot be read back from it. */
async function paymentFingerprint(secret: string, details: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`payment-details:${normalisePaymentDetails(details)}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An order was paid through a provider: keeps the fingerprint of the payment details (when the
 * provider told them), then credits the inviter for the invited teacher's first qualifying
 * purchase — or refuses for good when both paid with the same details.
 */
export async function referralOnPaid(env: OriginEnv, orderPublicId: string, paymentDetails?: string | null, now = new Date()): Promise<void> {
  const db = env.DB;
  const order = await findOrder(db, orderPublicId);
  if (!order) return;
  if (paymentDetails) await keepPaymentFingerprint(db, order.user_id, await paymentFingerprint(env.PASSWORD_PEPPER, paymentDetails), order.id, now);
  const referral = await referralOfInvitee(db, order.user_id);
  if (!referral || referral.reward_state !== 'waiting') return;
  const [inviterPayments, inviteePayments] = await Promise.all([paymentFingerprints(db, referral.inviter_id), paymentFingerprints(db, referral.invitee_id)]);
  const decision = rewardDecision({ status: order.status, paymentMethod: order.payment_method, amountDue: order.amount_due }, inviterPayments, inviteePayments);
  if (decision === 'not_qualifying') return;
  if (decision === 'same_payment_details') return refuseReward(db, referral.id, decision);
  const amount = referralAmounts(referral.currency).reward;
  await payReferralCredit(
    db,
    { referralId: referral.id, kind: 'reward', userId: referral.inviter_id, amount, currency: referral.currency, orderId: order.id, note: 'referral_reward' },
    now,
    [markRewardedStatement(db, referral.id)],
  );
}

/** The hook's errors are logged, never the caller's failure: a paid order stays paid. */
export async function safely(task: Promise<void>): Promise<void> {
  try {
    await task;
  } catch (error) {
    console.error('referral step failed', error);
  }
}

// Calls ---------------------------------------------------------------------------------------

async function overview(c: Ctx, userId: number): Promise<ReferralOverview> {
  const world = requestWorld(c);
  const currency = worldCurrency(world);
  const code = await ensureCode(c.env.DB, userId);
  const [invitees, earned] = await Promise.all([inviteesOf(c.env.DB, userId), creditsEarned(c.env.DB, userId)]);
  const amounts = referralAmounts(currency);
  return {
    code,
    linkPath: referralLinkPath(world, code),
    currency,
    welcomeAmount: amounts.welcome,
    rewardAmount: amounts.reward,
    earned: earned.find((e) => e.currency === currency)?.amount ?? 0,
    invitees: invitees.map((i) => ({
      invitedAt: i.created_at,
      signedUp: i.confirmed_at !== null,
      reward: i.reward_state,
      rewardAmount: i.reward_amount,
    })),
  };
}

export const referrals = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/referrals/mine', async (c) => {
    const { userId } = await requireUser(c);
    return c.json({ data: await overview(c, userId) });
  })
  .get('/v1/referrals/code/:code', async (c) => {
    const code = validParam(c.req.param('code'), referralCodeSchema, 'referral code');
    const owner = await codeOwner(c.env.DB, code);
    if (!owner) throw new ApiError(404, 'referral_not_found', 'This invitation link is not valid.');
    const currency = worldCurrency(requestWorld(c));
    const preview: ReferralPreview = {
      inviterName: owner.private_profile === 1 ? null : owner.public_name,
      currency,
      welcomeAmount: referralAmounts(currency).welcome,
    };
    return c.json({ data: preview });
  });
