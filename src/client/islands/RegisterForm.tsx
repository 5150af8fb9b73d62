import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import {
  CheckboxField,
  describeFailure,
  looksLikeEmail,
  MIN_PASSWORD_LENGTH,
  PasswordField,
  StatusRegion,
  SubmitButton,
  TextField,
  useFormState,
  type FieldErrors,
} from './form-kit';
import { createPageApiClient } from '../api/page-client';

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
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (publicName.trim().length < 2) errors.public_name = publicName.trim() ? t('common:form.tooShort', { min: 2 }) : t('common:form.required');
    if (!email.trim()) errors.email = t('common:form.required');
    else if (!looksLikeEmail(email)) errors.email = t('common:form.invalidEmail');
    if (password.length < MIN_PASSWORD_LENGTH) errors.password = password ? t('common:form.tooShort', { min: MIN_PASSWORD_LENGTH }) : t('common:form.required');
    if (!acceptTerms) errors.accept_terms = t('signup:form.termsRequired');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('signup:form.pending'),
      action: async () => {
        await createPageApiClient(world).post('v3/registration/register', {
          public_name: publicName.trim(),
          email: email.trim(),
          password,
          accept_terms: true,
          newsletter,
        });
        setSent(true);
        return { kind: 'success', text: t('signup:form.checkInbox', { email: email.trim() }) };
      },
      onError: (error) => describeFailure(error, t, FIELDS),
    });
  };

  return (
    <div className="account-form">
      {sent ? null : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
          <TextField
            name="public_name"
            label={t('signup:form.publicName')}
            hint={t('signup:form.publicNameHint')}
            autoComplete="nickname"
            required
            maxLength={60}
            value={publicName}
            onChange={setPublicName}
            error={fieldErrors.public_name}
          />
          <TextField
            name="email"
            label={t('signup:form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <PasswordField
            t={t}
            name="password"
            label={t('signup:form.password')}
            hint={t('common:form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            required
            maxLength={128}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <CheckboxField
            name="accept_terms"
            label={t('signup:form.acceptTerms')}
            required
            checked={acceptTerms}
            onChange={setAcceptTerms}
            error={fieldErrors.accept_terms}
          />
          {termsHref ? (
            <p className="field-hint">
              <a href={termsHref}>{t('signup:form.readTerms')}</a>
            </p>
          ) : null}
          <CheckboxField name="newsletter" label={t('signup:form.newsletter')} checked={newsletter} onChange={setNewsletter} />
          <SubmitButton pending={pending} label={t('signup:form.submit')} pendingLabel={t('signup:form.pending')} />
        </form>
      )}
      <StatusRegion status={status} />
      {loginHref ? (
        <p className="form-links">
          {t('signup:form.haveAccount')} <a href={loginHref}>{t('header:account.login')}</a>
        </p>
      ) : null}
    </div>
  );
}
