import { z } from 'zod';
import { ACCOUNT_HOLDER, BILLING, EMAIL, PUBLIC_NAME, TYPED_PASSWORD } from '../field-rules';
import { textSchema } from './text';

/**
 * Account settings calls (the cabinet screens). All need a signed-in user (full scope).
 * GET answers `{ data: <shape> }`; POST takes the shape and answers it as stored.
 */

/** Optional text: trimmed, and an empty field is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A link to a social profile: http(s) to a real domain only (no `javascript:` or local hosts); empty is null. */
const profileUrl = z
  .union([z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(300), z.literal('').transform(() => null)])
  .nullable();

/** `GET/POST v1/user/details`: the public profile and name fields a user edits. */
export const userDetailsSchema = z
  .object({
    public_name: textSchema(PUBLIC_NAME),
    first_name: optionalText(60),
    last_name: optionalText(60),
    subtitle: optionalText(120),
    description: optionalText(4000),
    facebook_profile: profileUrl,
    instagram_profile: profileUrl,
    pinterest_profile: profileUrl,
    private_profile: z.boolean(),
  })
  .strict();

/** `GET/POST v3/user/billing-address` (Rechnungsanschrift). */
export const billingAddressSchema = z
  .object({
    name: textSchema(BILLING.name),
    company: optionalText(BILLING.company.max),
    street: textSchema(BILLING.street),
    postal_code: textSchema(BILLING.postal_code),
    city: textSchema(BILLING.city),
    country: z.string().trim().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
    vat_id: optionalText(BILLING.vat_id.max),
    email: z.email().max(EMAIL.max).nullable(),
    client_email: z.email().max(EMAIL.max).nullable(),
  })
  .strict();

/** `GET/POST v3/user/bank-details` (Kontoverbindung); IBAN and BIC are checked for real. */
export const bankDetailsSchema = z
  .object({
    account_holder: textSchema(ACCOUNT_HOLDER),
    iban: z.string().trim().max(42),
    bic: z.string().trim().max(16),
  })
  .strict();

export const NOTIFICATION_TOPICS = ['sales', 'new_followers', 'comments', 'ratings', 'newsletter', 'followed_authors', 'recommendations'] as const;

/** `GET/POST v3/user/notification-preferences` (Benachrichtigungen): e-mail on or off per topic. */
export const notificationPreferencesSchema = z
  .object({ email: z.partialRecord(z.enum(NOTIFICATION_TOPICS), z.boolean()) })
  .strict();

/** `POST v3/user/country` (Land ändern): the account's country and so its currency. */
export const changeCountrySchema = z.object({ country: z.string().trim().regex(/^[A-Z]{2}$/) }).strict();

/** `POST v3/user/delete` (GDPR erasure): needs the password (or, for social-only accounts, the e-mail typed again). */
export const deleteAccountSchema = z
  .object({ password: z.string().max(TYPED_PASSWORD.max).optional(), confirm_email: z.email().max(EMAIL.max).optional() })
  .strict()
  .refine((v) => v.password !== undefined || v.confirm_email !== undefined, 'password or confirm_email is required');
