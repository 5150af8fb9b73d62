import type { CallGroup } from '../describe';
import { referralCodeSchema } from '../../../shared/schemas/referrals';

/** The referral programme: the inviter's code, link and invitees, and the preview of a code. */
export const referralCalls: CallGroup = {
  tag: 'Referrals',
  description: 'The referral programme: a personal link, a welcome credit for the invited teacher and a credit for the inviter (docs/referrals.md).',
  calls: {
    'GET /v1/referrals/mine': {
      summary: 'The caller\'s referral code (made on the first call), link, the programme\'s amounts in the world\'s currency, credits earned and invitees (dates and states only).',
      access: 'user',
    },
    'GET /v1/referrals/code/:code': {
      summary: 'Who invites with this code (public display name only, null for a private profile) and the welcome credit; 404 for an unknown code.',
      access: 'public',
      params: { code: referralCodeSchema },
    },
  },
};
