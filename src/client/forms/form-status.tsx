/**
 * The status part of forms: the polite live regions and the mapping of failed API calls
 * (`{ error: { code, message, details } }`) to field errors and a message. Kept apart from the
 * field kit so an island that only reports a status (the terms prompt on every page) stays small.
 */

import type { ReactNode } from 'react';
import type { Translate } from '../i18n/translate';
import { isApiError } from '../api/api-error';

export type FieldErrors = Record<string, string>;

export interface FormStatus {
  kind: 'info' | 'success' | 'error';
  text: string;
}

/** A polite live region: what it holds is announced when it changes. */
export function LiveRegion({ as: Tag = 'p', className, children }: { as?: 'p' | 'div'; className: string; children?: ReactNode }) {
  return (
    <Tag className={className} role="status" aria-live="polite">
      {children}
    </Tag>
  );
}

/** The polite live region of a form; always present so that changes are announced. */
export function StatusRegion({ status }: { status: FormStatus | null }) {
  return <LiveRegion className={`form-status${status ? ` form-status-${status.kind}` : ''}`}>{status?.text ?? ''}</LiveRegion>;
}

/** An outcome of a failed call, for the form to show. */
export interface FailureView {
  fields: FieldErrors;
  message: string | null;
}

interface ZodIssueLike {
  code?: string;
  path?: readonly (string | number)[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

function issueText(issue: ZodIssueLike, t: Translate): string {
  switch (issue.code) {
    case 'too_small':
      return issue.minimum !== undefined && Number(issue.minimum) > 1 ? t('common:form.tooShort', { min: Number(issue.minimum) }) : t('common:form.required');
    case 'too_big':
      return t('common:form.tooLong', { max: Number(issue.maximum ?? 0) });
    case 'invalid_format':
    case 'invalid_string':
      return issue.format === 'email' ? t('common:form.invalidEmail') : t('common:form.invalid');
    default:
      return t('common:form.invalid');
  }
}

/**
 * Turns a failed call into field errors and a form message. `codes` maps the server's error
 * codes to this form's texts; a code given with `{ field }` details goes next to that field.
 */
export function describeFailure(error: unknown, t: Translate, fields: readonly string[], codes: Record<string, string> = {}): FailureView {
  if (!isApiError(error)) return { fields: {}, message: t('common:form.genericError') };
  if (error.kind === 'network' || error.kind === 'timeout') return { fields: {}, message: t('common:form.networkError') };
  if (error.kind === 'aborted') return { fields: {}, message: null };
  const server = error.serverError;
  const code = server?.code ?? '';
  const details = server?.details;
  const known = codes[code];
  if (details && typeof details === 'object' && !Array.isArray(details) && 'field' in details) {
    const field = String((details as { field: unknown }).field);
    if (fields.includes(field)) return { fields: { [field]: known ?? t('common:form.invalid') }, message: null };
  }
  if (Array.isArray(details)) {
    const found: FieldErrors = {};
    for (const issue of details as ZodIssueLike[]) {
      const field = issue.path?.[0];
      if (typeof field === 'string' && fields.includes(field) && !found[field]) found[field] = issueText(issue, t);
    }
    if (Object.keys(found).length > 0) return { fields: found, message: null };
  }
  if (known) return { fields: {}, message: known };
  if (error.status === 429) return { fields: {}, message: t('common:form.tooManyAttempts') };
  return { fields: {}, message: t('common:form.genericError') };
}
