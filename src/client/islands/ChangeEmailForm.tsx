import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, emailError, EmailField, fieldErrors, Form, PasswordField, StatusRegion, textError, useFormState } from '../forms/form-kit';
import { TYPED_PASSWORD } from '../../shared/field-rules';
import { SignedInGate } from '../components/SignedInGate';
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
  const form = useFormState(t('common:form.sending'));

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          new_email: emailError(email, t) ?? (email.trim().toLowerCase() === currentEmail.toLowerCase() && t('cabinet-settings:email.same')),
          password: textError(password, TYPED_PASSWORD, t),
        }),
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

  return (
    <div className="account-form">
      <p>{t('cabinet-settings:email.current', { email: currentEmail })}</p>
      {sent ? null : (
        <Form form={form} onSubmit={onSubmit} submitLabel={t('cabinet-settings:email.submit')} statusOutside>
          <EmailField name="new_email" label={t('cabinet-settings:email.new')} required value={email} onChange={setEmail} error={form.errors.new_email} />
          <PasswordField t={t} purpose="current" name="password" label={t('cabinet-settings:email.password')} required value={password} onChange={setPassword} error={form.errors.password} />
        </Form>
      )}
      <StatusRegion status={form.status} />
    </div>
  );
}
