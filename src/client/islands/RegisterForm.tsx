import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import {
  CheckboxField,
  describeFailure,
  emailError,
  EmailField,
  fieldErrors,
  Form,
  PasswordField,
  StatusRegion,
  TextField,
  textError,
  useFormState,
} from '../forms/form-kit';
import { NEW_PASSWORD, PUBLIC_NAME } from '../../shared/field-rules';
import { createPageApiClient } from '../api/page-client';
import { forgetReferralCode, keptReferralCode } from '../referrals/referral-code';
import { ReferralNote, useReferralPreview } from '../referrals/ReferralNote';

export interface RegisterFormProps {
  termsHref: string | null;
  loginHref: string | null;
}

const FIELDS = ['public_name', 'email', 'password', 'accept_terms', 'newsletter'] as const;

/**
 * Registration with double opt-in (`POST v3/registration/register`): the answer is the same
 * whether or not the address has an account, so the form always says "check your inbox".
 */
export default function RegisterForm({ termsHref, loginHref }: RegisterFormProps) {
  const { t, world } = useIslandEnv();
  const [publicName, setPublicName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useFormState(t('signup:form.pending'));
  const referral = useReferralPreview();

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          public_name: textError(publicName, PUBLIC_NAME, t),
          email: emailError(email, t),
          password: textError(password, NEW_PASSWORD, t),
          accept_terms: !acceptTerms && t('signup:form.termsRequired'),
        }),
      action: async () => {
        await createPageApiClient(world).post('v3/registration/register', {
          public_name: publicName.trim(),
          email: email.trim(),
          password,
          accept_terms: true,
          newsletter,
          referral_code: keptReferralCode() ?? undefined,
        });
        forgetReferralCode();
        setSent(true);
        return { kind: 'success', text: t('signup:form.checkInbox', { email: email.trim() }) };
      },
      onError: (error) => describeFailure(error, t, FIELDS),
    });

  return (
    <div className="account-form">
      {sent ? null : <ReferralNote preview={referral} />}
      {sent ? null : (
        <Form form={form} onSubmit={onSubmit} submitLabel={t('signup:form.submit')} statusOutside>
          <TextField
            name="public_name"
            label={t('signup:form.publicName')}
            hint={t('signup:form.publicNameHint')}
            autoComplete="nickname"
            required
            maxLength={PUBLIC_NAME.max}
            value={publicName}
            onChange={setPublicName}
            error={form.errors.public_name}
          />
          <EmailField name="email" label={t('signup:form.email')} required value={email} onChange={setEmail} error={form.errors.email} />
          <PasswordField t={t} purpose="new" name="password" label={t('signup:form.password')} required value={password} onChange={setPassword} error={form.errors.password} />
          <CheckboxField
            name="accept_terms"
            label={t('signup:form.acceptTerms')}
            required
            checked={acceptTerms}
            onChange={setAcceptTerms}
            error={form.errors.accept_terms}
          />
          {termsHref ? (
            <p className="field-hint">
              <a href={termsHref}>{t('signup:form.readTerms')}</a> · <a href={`${termsHref}#data_protection`}>{t('signup:form.readPrivacy')}</a>
            </p>
          ) : null}
          <CheckboxField name="newsletter" label={t('signup:form.newsletter')} checked={newsletter} onChange={setNewsletter} />
        </Form>
      )}
      <StatusRegion status={form.status} />
      {loginHref ? (
        <p className="form-links">
          {t('signup:form.haveAccount')} <a href={loginHref}>{t('header:account.login')}</a>
        </p>
      ) : null}
    </div>
  );
}
