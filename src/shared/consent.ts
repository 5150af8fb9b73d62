/**
 * The visitor's cookie choice (docs/consent.md): one cookie that the browser writes and the edge
 * reads. `necessary` is always on; `statistics` covers tracking, experiments and error reports,
 * `marketing` covers anything that follows a visitor for advertising (nothing of ours yet).
 */

export const CONSENT_COOKIE = 'kreide_consent';

/** Raised when the dialog's categories or wording change in a way that asks everyone again. */
const CONSENT_VERSION = 1;

/** The choice is asked again after six months. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface ConsentChoice {
  readonly statistics: boolean;
  readonly marketing: boolean;
}

/** `1.s1.m0`: version, statistics, marketing. Anything else (or another version) is no choice. */
export function serializeConsent(choice: ConsentChoice): string {
  return `${CONSENT_VERSION}.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = /^(\d+)\.s([01])\.m([01])$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { statistics: match[2] === '1', marketing: match[3] === '1' };
}

/** Whether a stored choice (or none) allows a category: before a choice, only `necessary`. */
export function consentAllows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return choice?.[category] ?? false;
}
