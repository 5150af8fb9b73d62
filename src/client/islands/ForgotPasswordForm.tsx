import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, looksLikeEmail, StatusRegion, SubmitButton, TextField, useFormState, type FieldErrors } from './form-kit';
import { createPageApiClient } from '../api/page-client';

export interface ForgotPasswordFormProps {
  loginHref: string | null;
}

/** Asks for a reset link (`POST v3/password/forgot`); the answer never tells whether the address has an account. */
export default function ForgotPasswordForm({ loginHref }: ForgotPasswordFormProps) {
  const { t, world } = useIslandEnv();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    if (!email.trim()) return { email: t('common:form.required') };
    if (!looksLikeEmail(email)) return { email: t('common:form.invalidEmail') };
    return {};
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.sending'),
      action: async () => {
        await createPageApiClient(world).post('v3/password/forgot', { email: email.trim() });
        setSent(true);
        return { kind: 'success', text: t('login:forgot.sent', { email: email.trim() }) };
      },
      onError: (error) => describeFailure(error, t, ['email']),
    });
  };

  return (
    <div className="account-form">
      {sent ? null : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
          <TextField
            name="email"
            label={t('login:form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <SubmitButton pending={pending} label={t('login:forgot.submit')} pendingLabel={t('common:form.sending')} />
        </form>
      )}
      <StatusRegion status={status} />
      {loginHref ? (
        <p className="form-links">
          <a href={loginHref}>{t('login:forgot.backToLogin')}</a>
        </p>
      ) : null}
    </div>
  );
}
