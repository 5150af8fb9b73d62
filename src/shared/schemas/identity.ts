import { z } from 'zod';
import { EMAIL, LOGIN_AS_REASON, NEW_PASSWORD, PERSON_NAME, PUBLIC_NAME, TYPED_PASSWORD } from '../field-rules';
import { textSchema } from './text';
import { referralCodeSchema } from './referrals';

const SCOPES = ['full', 'public'] as const;
const PLATFORMS = ['web', 'ios', 'android'] as const;

// The field rules are shared with the form islands (src/shared/field-rules.ts).
const emailSchema = z.string().trim().toLowerCase().max(EMAIL.max).pipe(z.email());
export const passwordSchema = textSchema(NEW_PASSWORD, { tooShort: `at least ${NEW_PASSWORD.min} characters`, tooLong: `at most ${NEW_PASSWORD.max} characters` });
const typedPasswordSchema = textSchema(TYPED_PASSWORD);

const common = {
  client_id: z.string().min(1).max(64),
  scopes: z.enum(SCOPES).default('full'),
  platform: z.enum(PLATFORMS).default('web'),
};

/** `POST v3/oauth2/authenticate` (docs/product-rules.md, "API calls"): one shape per grant type. */
export const authenticateRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({ ...common, grant_type: z.literal('password'), username: emailSchema, password: typedPasswordSchema }).strict(),
  z.object({ ...common, grant_type: z.literal('client_credentials'), scopes: z.literal('public').default('public') }).strict(),
  z.object({ ...common, grant_type: z.literal('google'), id_token: z.string().min(20).max(8192), nonce: z.string().max(256).optional() }).strict(),
  z.object({ ...common, grant_type: z.literal('apple_id'), id_token: z.string().min(20).max(8192), nonce: z.string().max(256).optional(), name: z.string().max(100).optional() }).strict(),
  z.object({ ...common, grant_type: z.literal('microsoft'), id_token: z.string().min(20).max(8192), nonce: z.string().max(256).optional() }).strict(),
  z.object({ ...common, grant_type: z.literal('facebook'), facebook_access_token: z.string().min(20).max(4096) }).strict(),
]);

export const authenticateResponseSchema = z.object({
  access_token: z.string().nullable(),
  oauth_user_id: z.number().int().nullable(),
  scope: z.enum(SCOPES),
  expires_in: z.number().int(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    public_name: textSchema(PUBLIC_NAME),
    accept_terms: z.literal(true),
    newsletter: z.boolean().default(false),
    /** The code of a referral link the visitor came through (docs/referrals.md); an unknown code is ignored. */
    referral_code: referralCodeSchema.optional(),
  })
  .strict();

export const tokenRequestSchema = z.object({ token: z.string().min(20).max(128) }).strict();

export const finishRegistrationSchema = z
  .object({
    token: z.string().min(20).max(128),
    first_name: textSchema(PERSON_NAME),
    last_name: textSchema(PERSON_NAME),
    is_seller: z.boolean().default(false),
  })
  .strict();

export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();
export const recoverPasswordSchema = z.object({ token: z.string().min(20).max(128), password: passwordSchema }).strict();
export const changePasswordSchema = z.object({ current_password: typedPasswordSchema, new_password: passwordSchema }).strict();
export const changeEmailSchema = z.object({ new_email: emailSchema, password: typedPasswordSchema }).strict();
export const loginAsSchema = z.object({ user_id: z.number().int().positive(), reason: textSchema(LOGIN_AS_REASON) }).strict();
export const acceptTermsSchema = z.object({ version: z.number().int().positive() }).strict();

/** `GET v1/user` → `items[0]`: the user (docs/product-rules.md, "Entities"). */
export const userSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  email: z.string(),
  isSeller: z.boolean(),
  isStaff: z.boolean(),
  createdAt: z.string(),
  creationSource: z.string(),
  world: z.string(),
  details: z.object({ imagePath: z.string().nullable(), publicName: z.string() }),
  userImagePath: z.string().nullable(),
  userName: z.string(),
  profileDetails: z.object({
    details: z.object({
      credits: z.object({ amount: z.number().int(), had_credits: z.boolean() }),
      currencyCode: z.string(),
      schoolAccount: z.object({ school_id: z.number().int(), role: z.string(), is_verified: z.boolean() }).nullable(),
    }),
    invoiceDetails: z.object({ email: z.string().nullable(), clientEmail: z.string().nullable() }),
  }),
  availableCredits: z.number().int(),
  hadCredits: z.boolean(),
  loggedInAsAnotherUser: z.boolean(),
  doubleOptIn: z.boolean(),
  isAgbAccepted: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
