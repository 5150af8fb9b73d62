/** What the community islands share: a labelled text area, and a note with a sign-in link. */

import { Field, LiveRegion, type ValueFieldProps } from '../forms/form-kit';
import { fieldValue } from '../dom';

export interface TextAreaFieldProps extends ValueFieldProps {
  maxLength: number;
  required?: boolean;
  rows?: number;
}

export function TextAreaField({ name, label, value, onChange, error, hint, maxLength, required, rows = 4 }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...control} name={name} value={value} rows={rows} maxLength={maxLength} required={required} onChange={(event) => onChange(fieldValue(event.target))} />
      )}
    </Field>
  );
}

/** Why the visitor cannot act here, with a way to sign in when that is the reason. */
export function SignInNote({ text, signInHref, signInLabel }: { text: string; signInHref: string | null; signInLabel?: string }) {
  return (
    <LiveRegion as="div" className="notice">
      <p>{text}</p>
      {signInHref && signInLabel ? (
        <a className="button" href={signInHref}>
          {signInLabel}
        </a>
      ) : null}
    </LiveRegion>
  );
}
