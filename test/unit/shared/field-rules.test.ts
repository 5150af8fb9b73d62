import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { ACCOUNT_HOLDER, BILLING, LOGIN_AS_REASON, NEW_PASSWORD, PERSON_NAME, PUBLIC_NAME, TYPED_PASSWORD, textProblem, type TextRule } from '../../../src/shared/field-rules';
import { changePasswordSchema, finishRegistrationSchema, loginAsSchema, passwordSchema, registerRequestSchema } from '../../../src/shared/schemas/identity';
import { bankDetailsSchema, billingAddressSchema, userDetailsSchema } from '../../../src/shared/schemas/account';

/** Each field rule with the API schema field that must accept exactly what the browser check lets through. */
const PAIRS: [string, TextRule, z.ZodType][] = [
  ['new password', NEW_PASSWORD, passwordSchema],
  ['current password', TYPED_PASSWORD, changePasswordSchema.shape.current_password],
  ['public name (registration)', PUBLIC_NAME, registerRequestSchema.shape.public_name],
  ['public name (profile)', PUBLIC_NAME, userDetailsSchema.shape.public_name],
  ['first name', PERSON_NAME, finishRegistrationSchema.shape.first_name],
  ['login-as reason', LOGIN_AS_REASON, loginAsSchema.shape.reason],
  ['account holder', ACCOUNT_HOLDER, bankDetailsSchema.shape.account_holder],
  ['billing name', BILLING.name, billingAddressSchema.shape.name],
  ['billing street', BILLING.street, billingAddressSchema.shape.street],
  ['postal code', BILLING.postal_code, billingAddressSchema.shape.postal_code],
  ['city', BILLING.city, billingAddressSchema.shape.city],
];

describe('field rules: one rule for the form and the API', () => {
  it.each(PAIRS)('%s: the browser check passes exactly what the schema accepts', (_name, rule, schema) => {
    const around = (n: number) => [n - 1, n, n + 1].filter((k) => k >= 0);
    const lengths = [...around(rule.min), ...around(rule.max), 0];
    const pads = ['', ' ', '  '];
    for (const length of lengths) {
      for (const pad of pads) {
        const value = `${pad}${'x'.repeat(length)}${pad}`;
        expect(textProblem(rule, value) === null, JSON.stringify(value)).toBe(schema.safeParse(value).success);
      }
    }
    fc.assert(
      fc.property(fc.string({ maxLength: rule.max + 4 }), (value) => (textProblem(rule, value) === null) === schema.safeParse(value).success),
    );
  });
});
