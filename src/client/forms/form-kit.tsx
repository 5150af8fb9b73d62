/**
 * What the account forms share: labelled fields with their errors tied in (aria-invalid,
 * aria-describedby), a submit button that is disabled while a call is out, the form state, and
 * (re-exported from ./form-status) the status region and the mapping of API errors to field errors.
 */

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EMAIL, NEW_PASSWORD } from '../../shared/field-rules';
import type { Translate } from '../i18n/translate';
import { StatusRegion, type FailureView, type FieldErrors, type FormStatus } from './form-status';
import { fieldChecked, fieldValue, focusFirst } from '../dom';

export { describeFailure, LiveRegion, StatusRegion } from './form-status';
export { emailError, fieldErrors, repeatError, textError } from './field-checks';
export type { FailureView, FieldErrors, FormStatus } from './form-status';

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** The aria wiring of a control whose hint and error stand at `<id>-hint` and `<id>-error`. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
  };
}

/** The error of the control `id`, at `<id>-error`, where `fieldAria` points. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** What a control in a `Field` gets: its id and its aria wiring. */
export type ControlProps = { id: string } & ReturnType<typeof fieldAria>;

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The control, given its id and aria wiring. */
  children: (control: ControlProps) => ReactNode;
  /** A control after the input (the show/hide button of a password). */
  after?: ReactNode;
}

/** A labelled control with its hint and error tied in (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, children, after }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        {children({ id, ...fieldAria(id, error, hint) })}
        {after}
      </div>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What a labelled control with a text value takes. */
export interface ValueFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

export interface TextFieldProps extends ValueFieldProps {
  type?: 'text' | 'email' | 'password' | 'number';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email';
  /** A control after the input (the show/hide button of a password). */
  after?: ReactNode;
}

export function TextField({ name, label, value, onChange, error, hint, type = 'text', autoComplete, required, maxLength, inputMode, after }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} after={after}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(fieldValue(event.target))}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          inputMode={inputMode}
        />
      )}
    </Field>
  );
}

/** An e-mail address (autocomplete `email` unless told otherwise). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'after'>) {
  return <TextField autoComplete="email" maxLength={EMAIL.max} {...props} type="email" inputMode="email" />;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'after' | 'autoComplete' | 'maxLength'> {
  t: Translate;
  /** `new` also tells the minimum length, unless another hint is given. */
  purpose: 'current' | 'new' | 'repeat';
}

/** A password with a show/hide toggle (aria-pressed tells its state). */
export function PasswordField({ t, purpose, hint, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      hint={hint ?? (purpose === 'new' ? t('common:form.passwordHint', { min: NEW_PASSWORD.min }) : undefined)}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      maxLength={NEW_PASSWORD.max}
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
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(fieldChecked(event.target))}
        required={required}
        {...fieldAria(id, error)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends ValueFieldProps {
  options: readonly { value: string; label: string }[];
  required?: boolean;
  autoComplete?: string;
}

export function SelectField({ name, label, value, options, onChange, error, hint, required, autoComplete }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onChange(fieldValue(event.target))} required={required} autoComplete={autoComplete}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className="form-submit" disabled={pending} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : label}
    </button>
  );
}

/** What a form action answers when it sends the visitor to another page. */
export const LEAVING = 'leaving' as const;

/**
 * The state of one form: pending, field errors and status. `submit` runs the local checks, then
 * the action; on failure it shows what went wrong and focuses the first invalid field.
 * `pendingText` is what the status and the submit button say while the call is out.
 */
export function useFormState(pendingText: string) {
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
      setStatus({ kind: 'info', text: pendingText });
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
    [pendingText],
  );

  return { pending, pendingText, errors, status, setStatus, formRef, submit };
}

export type FormState = ReturnType<typeof useFormState>;

export interface FormProps {
  form: FormState;
  /** Runs on submit (the browser's own submit is prevented). */
  onSubmit: () => unknown;
  submitLabel: string;
  className?: string;
  /** The page shows `form.status` itself, outside the form (it stays when the form goes). */
  statusOutside?: boolean;
  children: ReactNode;
}

/** A form of the kit: its fields, then the status region and the submit button. */
export function Form({ form: { formRef, pending, pendingText, status }, onSubmit, submitLabel, className, statusOutside, children }: FormProps) {
  return (
    <form
      className={className}
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-busy={pending || undefined}
    >
      {children}
      {statusOutside ? null : <StatusRegion status={status} />}
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingText} />
    </form>
  );
}
