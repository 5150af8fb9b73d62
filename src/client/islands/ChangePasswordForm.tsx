import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, MIN_PASSWORD_LENGTH, PasswordField, StatusRegion, SubmitButton, useFormState, type FieldErrors } from './form-kit';
import { SignedInGate } from './SignedInGate';
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
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!current) errors.current_password = t('common:form.required');
    if (next.length < MIN_PASSWORD_LENGTH) errors.new_password = next ? t('common:form.tooShort', { min: MIN_PASSWORD_LENGTH }) : t('common:form.required');
    if (!repeat) errors.repeat = t('common:form.required');
    else if (repeat !== next) errors.repeat = t('common:form.passwordsDiffer');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.saving'),
      action: async () => {
        await createPageApiClient(world).post('v3/password/change', { current_password: current, new_password: next });
        setCurrent('');
        setNext('');
        setRepeat('');
        return { kind: 'success', text: t('cabinet-settings:password.changed') };
      },
      onError: (error) => describeFailure(error, t, FIELDS, { wrong_password: t('cabinet-settings:password.wrongCurrent') }),
    });
  };

  return (
    <div className="account-form">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
        <PasswordField
          t={t}
          name="current_password"
          label={t('cabinet-settings:password.current')}
          autoComplete="current-password"
          required
          maxLength={128}
          value={current}
          onChange={setCurrent}
          error={fieldErrors.current_password}
        />
        <PasswordField
          t={t}
          name="new_password"
          label={t('cabinet-settings:password.new')}
          hint={t('common:form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          maxLength={128}
          value={next}
          onChange={setNext}
          error={fieldErrors.new_password}
        />
        <PasswordField
          t={t}
          name="repeat"
          label={t('cabinet-settings:password.repeat')}
          autoComplete="new-password"
          required
          maxLength={128}
          value={repeat}
          onChange={setRepeat}
          error={fieldErrors.repeat}
        />
        <StatusRegion status={status} />
        <SubmitButton pending={pending} label={t('cabinet-settings:password.submit')} pendingLabel={t('common:form.saving')} />
      </form>
      {forgotPasswordHref ? (
        <p className="form-links">
          <a href={forgotPasswordHref}>{t('login:form.forgotPassword')}</a>
        </p>
      ) : null}
    </div>
  );
}
