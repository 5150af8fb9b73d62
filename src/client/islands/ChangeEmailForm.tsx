import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, looksLikeEmail, PasswordField, StatusRegion, SubmitButton, TextField, useFormState, type FieldErrors } from './form-kit';
import { SignedInGate } from './SignedInGate';
import { createPageApiClient } from '../api/page-client';

export interface ChangeEmailFormProps {
  signInHref: string | null;
}

const FIELDS = ['new_email', 'password'] as const;

/** `POST v3/user/change-email`: the new address gets a link; the change happens when it is confirmed. */
export default function ChangeEmailForm({ signInHref }: ChangeEmailFormProps) {
  return <SignedInGate signInHref={signInHref}>{(user) => <ChangeEmail currentEmail={user.email} />}</SignedInGate>;
}

function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const { t, world } = useIslandEnv();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!email.trim()) errors.new_email = t('common:form.required');
    else if (!looksLikeEmail(email)) errors.new_email = t('common:form.invalidEmail');
    else if (email.trim().toLowerCase() === currentEmail.toLowerCase()) errors.new_email = t('cabinet-settings:email.same');
    if (!password) errors.password = t('common:form.required');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.sending'),
      action: async () => {
        await createPageApiClient(world).post('v3/user/change-email', { new_email: email.trim(), password });
        setSent(true);
        return { kind: 'success', text: t('cabinet-settings:email.sent', { email: email.trim() }) };
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          wrong_password: t('cabinet-settings:password.wrongCurrent'),
          same_email: t('cabinet-settings:email.same'),
        }),
    });
  };

  return (
    <div className="account-form">
      <p>{t('cabinet-settings:email.current', { email: currentEmail })}</p>
      {sent ? null : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
          <TextField
            name="new_email"
            label={t('cabinet-settings:email.new')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={fieldErrors.new_email}
          />
          <PasswordField
            t={t}
            name="password"
            label={t('cabinet-settings:email.password')}
            autoComplete="current-password"
            required
            maxLength={128}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <SubmitButton pending={pending} label={t('cabinet-settings:email.submit')} pendingLabel={t('common:form.sending')} />
        </form>
      )}
      <StatusRegion status={status} />
    </div>
  );
}
