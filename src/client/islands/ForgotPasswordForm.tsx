import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, emailError, EmailField, fieldErrors, Form, StatusRegion, useFormState } from '../forms/form-kit';
import { createPageApiClient } from '../api/page-client';

export interface ForgotPasswordFormProps {
  loginHref: string | null;
}

/** Asks for a reset link (`POST v3/password/forgot`); the answer never tells whether the address has an account. */
export default function ForgotPasswordForm({ loginHref }: ForgotPasswordFormProps) {
  const { t, world } = useIslandEnv();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFormState(t('common:form.sending'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ email: emailError(email, t) }),
      action: async () => {
        await createPageApiClient(world).post('v3/password/forgot', { email: email.trim() });
        setSent(true);
        return { kind: 'success', text: t('login:forgot.sent', { email: email.trim() }) };
      },
      onError: (error) => describeFailure(error, t, ['email']),
    });

  return (
    <div className="account-form">
      {sent ? null : (
        <Form form={form} onSubmit={onSubmit} submitLabel={t('login:forgot.submit')} statusOutside>
          <EmailField name="email" label={t('login:form.email')} required value={email} onChange={setEmail} error={form.errors.email} />
        </Form>
      )}
      <StatusRegion status={form.status} />
      {loginHref ? (
        <p className="form-links">
          <a href={loginHref}>{t('login:forgot.backToLogin')}</a>
        </p>
      ) : null}
    </div>
  );
}
