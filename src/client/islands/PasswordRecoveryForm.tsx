import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, MIN_PASSWORD_LENGTH, PasswordField, StatusRegion, SubmitButton, useFormState, type FieldErrors } from './form-kit';
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
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (password.length < MIN_PASSWORD_LENGTH) errors.password = password ? t('common:form.tooShort', { min: MIN_PASSWORD_LENGTH }) : t('common:form.required');
    if (!repeat) errors.repeat = t('common:form.required');
    else if (repeat !== password) errors.repeat = t('common:form.passwordsDiffer');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.saving'),
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
  };

  return (
    <div className="account-form">
      {done ? null : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
          <PasswordField
            t={t}
            name="password"
            label={t('login:recovery.password')}
            hint={t('common:form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            required
            maxLength={128}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <PasswordField
            t={t}
            name="repeat"
            label={t('login:recovery.repeat')}
            autoComplete="new-password"
            required
            maxLength={128}
            value={repeat}
            onChange={setRepeat}
            error={fieldErrors.repeat}
          />
          <SubmitButton pending={pending} label={t('login:recovery.submit')} pendingLabel={t('common:form.saving')} />
        </form>
      )}
      <StatusRegion status={status} />
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
