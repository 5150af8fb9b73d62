import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, LEAVING, StatusRegion, SubmitButton, TextField, useFormState, type FieldErrors } from './form-kit';
import { SignedInGate } from './SignedInGate';
import { navigateTo } from './dom';
import { createPageApiClient } from '../api/page-client';

export interface LoginAsFormProps {
  signInHref: string | null;
  homeHref: string;
}

const FIELDS = ['user_id', 'reason'] as const;

/**
 * Staff act as another user (`POST v3/oauth2/login-as`, with a reason for the audit log). The
 * edge swaps the session cookie for the user's and sets the impersonation flag.
 */
export default function LoginAsForm({ signInHref, homeHref }: LoginAsFormProps) {
  return <SignedInGate signInHref={signInHref}>{() => <LoginAs homeHref={homeHref} />}</SignedInGate>;
}

function LoginAs({ homeHref }: { homeHref: string }) {
  const { t, world } = useIslandEnv();
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!/^[1-9][0-9]{0,15}$/.test(userId.trim())) errors.user_id = t('login:loginAs.invalidUserId');
    if (reason.trim().length < 3) errors.reason = reason.trim() ? t('common:form.tooShort', { min: 3 }) : t('common:form.required');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.sending'),
      action: async () => {
        await createPageApiClient(world).post('v3/oauth2/login-as', { user_id: Number(userId.trim()), reason: reason.trim() });
        navigateTo(homeHref);
        return LEAVING;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          staff_only: t('login:loginAs.staffOnly'),
          staff_target: t('login:loginAs.staffTarget'),
          already_impersonating: t('login:loginAs.alreadyImpersonating'),
          not_found: t('login:loginAs.notFound'),
        }),
    });
  };

  return (
    <form className="account-form" ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <TextField
        name="user_id"
        label={t('login:loginAs.userId')}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={16}
        value={userId}
        onChange={setUserId}
        error={fieldErrors.user_id}
      />
      <TextField
        name="reason"
        label={t('login:loginAs.reason')}
        hint={t('login:loginAs.reasonHint')}
        autoComplete="off"
        required
        maxLength={300}
        value={reason}
        onChange={setReason}
        error={fieldErrors.reason}
      />
      <StatusRegion status={status} />
      <SubmitButton pending={pending} label={t('login:loginAs.submit')} pendingLabel={t('common:form.sending')} />
    </form>
  );
}
