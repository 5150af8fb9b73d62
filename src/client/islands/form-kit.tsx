/**
 * What the account forms share: labelled fields with their errors tied in (aria-invalid,
 * aria-describedby), a polite status region, a submit button that is disabled while a call is
 * out, and the mapping of API errors (`{ error: { code, message, details } }`) to field errors.
 */

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Translate } from '../i18n/translate';
import { isApiError } from '../api/api-error';
import { fieldChecked, fieldValue, focusFirst } from './dom';

export type FieldErrors = Record<string, string>;

export interface FormStatus {
  kind: 'info' | 'success' | 'error';
  text: string;
}

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'number';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email';
  /** A control after the input (the show/hide button of a password). */
  after?: ReactNode;
}

export function TextField({ name, label, value, onChange, error, hint, type = 'text', autoComplete, required, maxLength, inputMode, after }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(fieldValue(event.target))}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
        />
        {after}
      </div>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password with a show/hide toggle (aria-pressed tells its state). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'> & { t: Translate }) {
  const { t, ...field } = props;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      after={
        <button type="button" className="field-toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {t('common:form.showPassword')}
        </button>
      }
    />
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
}

export function CheckboxField({ name, label, checked, onChange, error, required }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(fieldChecked(event.target))}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  autoComplete?: string;
}

export function SelectField({ name, label, value, options, onChange, error, required, autoComplete }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(fieldValue(event.target))}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The polite live region of a form; always present so that changes are announced. */
export function StatusRegion({ status }: { status: FormStatus | null }) {
  return (
    <p className={`form-status${status ? ` form-status-${status.kind}` : ''}`} role="status" aria-live="polite">
      {status?.text ?? ''}
    </p>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className="form-submit" disabled={pending} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : label}
    </button>
  );
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

/** What a form action answers when it sends the visitor to another page. */
export const LEAVING = 'leaving' as const;

/**
 * The state of one form: pending, field errors and status. `submit` runs the local checks, then
 * the action; on failure it shows what went wrong and focuses the first invalid field.
 */
export function useFormState() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) focusFirst(formRef.current, '[aria-invalid="true"]');
  }, [attempt]);

  const submit = useCallback(
    async (options: {
      validate?: () => FieldErrors;
      /** Resolves to the status to show; LEAVING keeps the form disabled while the next page loads. */
      action: () => Promise<FormStatus | typeof LEAVING | null | void>;
      onError: (error: unknown) => FailureView;
      pendingText?: string;
    }) => {
      const local = options.validate?.() ?? {};
      if (Object.keys(local).length > 0) {
        setErrors(local);
        setStatus(null);
        setAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setPending(true);
      setStatus(options.pendingText ? { kind: 'info', text: options.pendingText } : null);
      try {
        const done = await options.action();
        if (done === LEAVING) return;
        setStatus(done ?? null);
        setPending(false);
      } catch (error) {
        const view = options.onError(error);
        setErrors(view.fields);
        setStatus(view.message ? { kind: 'error', text: view.message } : null);
        setAttempt((n) => n + 1);
        setPending(false);
      }
    },
    [],
  );

  return { pending, errors, status, setStatus, formRef, submit };
}

/** A rough e-mail check for the browser; the server checks for real. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const MIN_PASSWORD_LENGTH = 8;
