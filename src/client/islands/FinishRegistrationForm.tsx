import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { CheckboxField, describeFailure, LEAVING, StatusRegion, SubmitButton, TextField, useFormState, type FieldErrors } from './form-kit';
import { navigateTo } from './dom';
import { createPageApiClient } from '../api/page-client';
import { rememberSignedInUser } from '../session/browser-session';

export interface FinishRegistrationFormProps {
  /** The finish token from the confirmation step. */
  token: string;
  homeHref: string;
  loginHref: string | null;
}

const FIELDS = ['first_name', 'last_name', 'is_seller'] as const;

/**
 * The last step of registration (`POST v3/registration/finish`): the edge turns the answer into
 * the session cookie, so the visitor arrives at home signed in.
 */
export default function FinishRegistrationForm({ token, homeHref, loginHref }: FinishRegistrationFormProps) {
  const { t, world } = useIslandEnv();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [isSeller, setIsSeller] = useState(false);
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!firstName.trim()) errors.first_name = t('common:form.required');
    if (!lastName.trim()) errors.last_name = t('common:form.required');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.saving'),
      action: async () => {
        const answer = await createPageApiClient(world).post<{ oauth_user_id: number | null }>('v3/registration/finish', {
          token,
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          is_seller: isSeller,
        });
        rememberSignedInUser(answer.oauth_user_id);
        navigateTo(homeHref);
        return LEAVING;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          invalid_or_expired_link: t('signup:finish.linkExpired'),
          invalid_body: t('signup:finish.linkExpired'),
        }),
    });
  };

  return (
    <div className="account-form">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
        <TextField
          name="first_name"
          label={t('signup:finish.firstName')}
          autoComplete="given-name"
          required
          maxLength={60}
          value={firstName}
          onChange={setFirstName}
          error={fieldErrors.first_name}
        />
        <TextField
          name="last_name"
          label={t('signup:finish.lastName')}
          autoComplete="family-name"
          required
          maxLength={60}
          value={lastName}
          onChange={setLastName}
          error={fieldErrors.last_name}
        />
        <CheckboxField name="is_seller" label={t('signup:finish.isSeller')} checked={isSeller} onChange={setIsSeller} />
        <StatusRegion status={status} />
        <SubmitButton pending={pending} label={t('signup:finish.submit')} pendingLabel={t('common:form.saving')} />
      </form>
      {loginHref && status?.kind === 'error' ? (
        <p className="form-links">
          <a href={loginHref}>{t('signup:finish.toLogin')}</a>
        </p>
      ) : null}
    </div>
  );
}
