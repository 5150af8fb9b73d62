import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldErrors, Form, PasswordField, repeatError, StatusRegion, textError, useFormState } from '../forms/form-kit';
import { NEW_PASSWORD } from '../../shared/field-rules';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';

export interface PasswordRecoveryFormProps {
  /** The token of the reset link. */
  token: string;
  loginHref: string | null;
  forgotPasswordHref: string | null;
}

/** Sets a new password from a reset link (`POST v3/password/recover`); every old session ends. */
export default function PasswordRecoveryForm({ token, loginHref, forgotPasswordHref }: PasswordRecoveryFormProps) {
  const { t, world } = useIslandEnv();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState<'changed' | 'expired' | null>(null);
  const form = useFormState(t('common:form.saving'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ password: textError(password, NEW_PASSWORD, t), repeat: repeatError(repeat, password, t) }),
      action: async () => {
        await createPageApiClient(world).post('v3/password/recover', { token, password });
        setDone('changed');
        return { kind: 'success', text: t('login:recovery.changed') };
      },
      onError: (error) => {
        const view = describeFailure(error, t, ['password']);
        const code = isApiError(error) ? error.serverError?.code : undefined;
        // A used, expired or mangled link: only a new one helps.
        if (code === 'invalid_or_expired_link' || (code === 'invalid_body' && !view.fields.password)) {
          setDone('expired');
          return { fields: {}, message: t('login:recovery.expired') };
        }
        return view;
      },
    });

  return (
    <div className="account-form">
      {done ? null : (
        <Form form={form} onSubmit={onSubmit} submitLabel={t('login:recovery.submit')} statusOutside>
          <PasswordField t={t} purpose="new" name="password" label={t('login:recovery.password')} required value={password} onChange={setPassword} error={form.errors.password} />
          <PasswordField t={t} purpose="repeat" name="repeat" label={t('login:recovery.repeat')} required value={repeat} onChange={setRepeat} error={form.errors.repeat} />
        </Form>
      )}
      <StatusRegion status={form.status} />
      {done === 'changed' && loginHref ? (
        <p className="form-links">
          <a className="button" href={loginHref}>
            {t('header:account.login')}
          </a>
        </p>
      ) : null}
      {done === 'expired' && forgotPasswordHref ? (
        <p className="form-links">
          <a href={forgotPasswordHref}>{t('login:recovery.requestNew')}</a>
        </p>
      ) : null}
    </div>
  );
}
