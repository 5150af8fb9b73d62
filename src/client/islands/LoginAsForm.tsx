import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldErrors, Form, LEAVING, TextField, textError, useFormState } from '../forms/form-kit';
import { LOGIN_AS_REASON } from '../../shared/field-rules';
import { SignedInGate } from '../components/SignedInGate';
import { navigateTo } from '../dom';
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
  const form = useFormState(t('common:form.sending'));

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          user_id: !/^[1-9][0-9]{0,15}$/.test(userId.trim()) && t('login:loginAs.invalidUserId'),
          reason: textError(reason, LOGIN_AS_REASON, t),
        }),
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

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('login:loginAs.submit')} className="account-form">
      <TextField
        name="user_id"
        label={t('login:loginAs.userId')}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={16}
        value={userId}
        onChange={setUserId}
        error={form.errors.user_id}
      />
      <TextField
        name="reason"
        label={t('login:loginAs.reason')}
        hint={t('login:loginAs.reasonHint')}
        autoComplete="off"
        required
        maxLength={LOGIN_AS_REASON.max}
        value={reason}
        onChange={setReason}
        error={form.errors.reason}
      />
    </Form>
  );
}
