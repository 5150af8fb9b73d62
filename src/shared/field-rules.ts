/**
 * The rules of the fields people type into the account forms, in one zod-free place: the API
 * schemas build their zod checks from them (`textSchema`, src/shared/schemas/text.ts) and the
 * form islands check the same rules in the browser before a call (src/client/forms/field-checks.ts),
 * without shipping zod (docs/decisions/012-islands-declared-once.md).
 */

/** A typed text: its length after trimming (when `trim`), from `min` to `max` characters. */
export interface TextRule {
  readonly min: number;
  readonly max: number;
  readonly trim: boolean;
}

/** A new password (registration, recovery, change). */
export const NEW_PASSWORD = { min: 8, max: 128, trim: false } as const satisfies TextRule;
/** A password typed to prove who one is (login, changing the e-mail or the password). */
export const TYPED_PASSWORD = { min: 1, max: 128, trim: false } as const satisfies TextRule;
/** An e-mail address; its shape is checked on top (roughly in the browser, for real by the API). */
export const EMAIL = { min: 1, max: 254, trim: true } as const satisfies TextRule;
/** The name shown on a profile. */
export const PUBLIC_NAME = { min: 2, max: 60, trim: true } as const satisfies TextRule;
/** A first or last name. */
export const PERSON_NAME = { min: 1, max: 60, trim: true } as const satisfies TextRule;
/** Why staff signs in as another user (kept in the audit log). */
export const LOGIN_AS_REASON = { min: 3, max: 300, trim: true } as const satisfies TextRule;

/** The billing address (Rechnungsanschrift). */
export const BILLING = {
  name: { min: 2, max: 120, trim: true },
  company: { min: 0, max: 120, trim: true },
  street: { min: 2, max: 120, trim: true },
  postal_code: { min: 2, max: 12, trim: true },
  city: { min: 1, max: 80, trim: true },
  vat_id: { min: 0, max: 20, trim: true },
} as const satisfies Record<string, TextRule>;

/** The account holder of the bank details (IBAN and BIC have their own checks). */
export const ACCOUNT_HOLDER = { min: 2, max: 120, trim: true } as const satisfies TextRule;

/** The typed text as the rule measures it. */
function ruleValue(rule: TextRule, value: string): string {
  return rule.trim ? value.trim() : value;
}

/** What is wrong with a typed text under its rule, if anything. */
export function textProblem(rule: TextRule, value: string): 'required' | 'tooShort' | 'tooLong' | null {
  const text = ruleValue(rule, value);
  if (text.length === 0) return rule.min > 0 ? 'required' : null;
  if (text.length < rule.min) return 'tooShort';
  if (text.length > rule.max) return 'tooLong';
  return null;
}

/** A rough e-mail shape for the browser; the API checks for real. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
