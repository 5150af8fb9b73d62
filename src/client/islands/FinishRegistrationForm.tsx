import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, fieldErrors, Form, LEAVING, TextField, textError, useFormState } from '../forms/form-kit';
import { PERSON_NAME } from '../../shared/field-rules';
import { navigateTo } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { rememberSignedInUser } from '../session/browser-session';

export interface FinishRegistrationFormProps {
  /** The finish token from the confirmation step. */
  token: string;
  homeHref: string;
  loginHref: string | null;
  /** The first-upload wizard, where "I want to sell" leads: selling needs the seller terms (docs/seller-profile.md). */
  firstUploadHref?: string | null;
}

const FIELDS = ['first_name', 'last_name', 'is_seller'] as const;

/**
 * The last step of registration (`POST v3/registration/finish`): the edge turns the answer into
 * the session cookie, so the visitor arrives at home signed in, or at the first-upload wizard
 * when they want to sell.
 */
export default function FinishRegistrationForm({ token, homeHref, loginHref, firstUploadHref = null }: FinishRegistrationFormProps) {
  const { t, world } = useIslandEnv();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [isSeller, setIsSeller] = useState(false);
  const form = useFormState(t('common:form.saving'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ first_name: textError(firstName, PERSON_NAME, t), last_name: textError(lastName, PERSON_NAME, t) }),
      action: async () => {
        const answer = await createPageApiClient(world).post<{ oauth_user_id: number | null }>('v3/registration/finish', {
          token,
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          is_seller: isSeller,
        });
        rememberSignedInUser(answer.oauth_user_id);
        navigateTo(isSeller && firstUploadHref ? firstUploadHref : homeHref);
        return LEAVING;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          invalid_or_expired_link: t('signup:finish.linkExpired'),
          invalid_body: t('signup:finish.linkExpired'),
        }),
    });

  return (
    <div className="account-form">
      <Form form={form} onSubmit={onSubmit} submitLabel={t('signup:finish.submit')}>
        <TextField
          name="first_name"
          label={t('signup:finish.firstName')}
          autoComplete="given-name"
          required
          maxLength={PERSON_NAME.max}
          value={firstName}
          onChange={setFirstName}
          error={form.errors.first_name}
        />
        <TextField
          name="last_name"
          label={t('signup:finish.lastName')}
          autoComplete="family-name"
          required
          maxLength={PERSON_NAME.max}
          value={lastName}
          onChange={setLastName}
          error={form.errors.last_name}
        />
        <CheckboxField name="is_seller" label={t('signup:finish.isSeller')} checked={isSeller} onChange={setIsSeller} />
      </Form>
      {loginHref && form.status?.kind === 'error' ? (
        <p className="form-links">
          <a href={loginHref}>{t('signup:finish.toLogin')}</a>
        </p>
      ) : null}
    </div>
  );
}
