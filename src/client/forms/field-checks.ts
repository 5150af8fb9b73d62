import { EMAIL, looksLikeEmail, textProblem, type TextRule } from '../../shared/field-rules';
import type { Translate } from '../i18n/translate';
import type { FieldErrors } from './form-status';

/**
 * The browser's checks of typed fields, worded for the visitor: the rules are the API schemas'
 * own (src/shared/field-rules.ts), so a form refuses here what the API would refuse, without zod.
 */

/** "Required", "too short" or "too long" for a typed text under its rule. */
export function textError(value: string, rule: TextRule, t: Translate): string | undefined {
  switch (textProblem(rule, value)) {
    case 'required':
      return t('common:form.required');
    case 'tooShort':
      return t('common:form.tooShort', { min: rule.min });
    case 'tooLong':
      return t('common:form.tooLong', { max: rule.max });
    default:
      return undefined;
  }
}

/** An e-mail address: "required" (unless `optional`), too long, or "invalid" when it does not look like one. */
export function emailError(value: string, t: Translate, optional = false): string | undefined {
  if (!value.trim()) return optional ? undefined : t('common:form.required');
  return textError(value, EMAIL, t) ?? (looksLikeEmail(value) ? undefined : t('common:form.invalidEmail'));
}

/** A new password typed again. */
export function repeatError(repeat: string, password: string, t: Translate): string | undefined {
  if (!repeat) return t('common:form.required');
  return repeat === password ? undefined : t('common:form.passwordsDiffer');
}

/** The field errors among these checks (a check is the error text, or nothing). */
export function fieldErrors(checks: Record<string, string | false | null | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(checks)) if (error) errors[field] = error;
  return errors;
}


