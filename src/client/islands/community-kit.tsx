/** What the community islands share: a labelled text area, and a note with a sign-in link. */

import { useId } from 'react';
import { fieldValue } from './dom';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  maxLength: number;
  required?: boolean;
  rows?: number;
}

export function TextAreaField({ name, label, value, onChange, error, hint, maxLength, required, rows = 4 }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <textarea
          id={id}
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          required={required}
          onChange={(event) => onChange(fieldValue(event.target))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
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

/** Why the visitor cannot act here, with a way to sign in when that is the reason. */
export function SignInNote({ text, signInHref, signInLabel }: { text: string; signInHref: string | null; signInLabel?: string }) {
  return (
    <div className="notice" role="status" aria-live="polite">
      <p>{text}</p>
      {signInHref && signInLabel ? (
        <a className="button" href={signInHref}>
          {signInLabel}
        </a>
      ) : null}
    </div>
  );
}
