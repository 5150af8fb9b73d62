import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldErrors, Form, PasswordField, repeatError, textError, useFormState } from '../forms/form-kit';
import { NEW_PASSWORD, TYPED_PASSWORD } from '../../shared/field-rules';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';

export interface ChangePasswordFormProps {
  /** The login page with this screen as `next`. */
  signInHref: string | null;
  forgotPasswordHref: string | null;
}

const FIELDS = ['current_password', 'new_password'] as const;

/** `POST v3/password/change`: the current password, then the new one twice. Other sessions end. */
export default function ChangePasswordForm({ signInHref, forgotPasswordHref }: ChangePasswordFormProps) {
  return <SignedInGate signInHref={signInHref}>{() => <ChangePassword forgotPasswordHref={forgotPasswordHref} />}</SignedInGate>;
}

function ChangePassword({ forgotPasswordHref }: { forgotPasswordHref: string | null }) {
  const { t, world } = useIslandEnv();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useFormState(t('common:form.saving'));

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          current_password: textError(current, TYPED_PASSWORD, t),
          new_password: textError(next, NEW_PASSWORD, t),
          repeat: repeatError(repeat, next, t),
        }),
      action: async () => {
        await createPageApiClient(world).post('v3/password/change', { current_password: current, new_password: next });
        setCurrent('');
        setNext('');
        setRepeat('');
        return { kind: 'success', text: t('cabinet-settings:password.changed') };
      },
      onError: (error) => describeFailure(error, t, FIELDS, { wrong_password: t('cabinet-settings:password.wrongCurrent') }),
    });

  return (
    <div className="account-form">
      <Form form={form} onSubmit={onSubmit} submitLabel={t('cabinet-settings:password.submit')}>
        <PasswordField t={t} purpose="current" name="current_password" label={t('cabinet-settings:password.current')} required value={current} onChange={setCurrent} error={form.errors.current_password} />
        <PasswordField t={t} purpose="new" name="new_password" label={t('cabinet-settings:password.new')} required value={next} onChange={setNext} error={form.errors.new_password} />
        <PasswordField t={t} purpose="repeat" name="repeat" label={t('cabinet-settings:password.repeat')} required value={repeat} onChange={setRepeat} error={form.errors.repeat} />
      </Form>
      {forgotPasswordHref ? (
        <p className="form-links">
          <a href={forgotPasswordHref}>{t('login:form.forgotPassword')}</a>
        </p>
      ) : null}
    </div>
  );
}
