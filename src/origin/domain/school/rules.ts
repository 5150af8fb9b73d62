import type { SchoolState } from '../../../shared/schemas/schools';

/** How long an invitation link works (docs/schools.md, "Members and invitations"). */
export const INVITATION_DAYS = 14;

/** Open invitations a school may have at once, and invitations it may send in a day: a school account is no mail cannon. */
export const OPEN_INVITATIONS_MAX = 200;
export const INVITATIONS_PER_DAY = 50;

/** The state staff gave the school (docs/schools.md, "Verification"). */
export function schoolState(row: { is_verified: number; rejection_reason: string | null }): SchoolState {
  if (row.is_verified === 1) return 'verified';
  return row.rejection_reason === null ? 'waiting' : 'rejected';
}

/** The account's e-mail is on the school's official domain (or one of its subdomains). */
export function emailOnDomain(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const wanted = domain.toLowerCase();
  return host === wanted || host.endsWith(`.${wanted}`);
}

export function invitationState(row: { accepted_at: string | null; revoked_at: string | null; expires_at: string }, now: Date): 'open' | 'accepted' | 'expired' | 'revoked' {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now.toISOString() ? 'expired' : 'open';
}

/** Two addresses are the same mailbox for an invitation when they match ignoring case. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
