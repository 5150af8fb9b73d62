import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, emailError, EmailField, fieldErrors, Form, LEAVING, PasswordField, textError, useFormState } from '../forms/form-kit';
import { TYPED_PASSWORD } from '../../shared/field-rules';
import { navigateTo } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { rememberSignedInUser } from '../session/browser-session';
import { WEB_CLIENT_ID } from '../session/runner';
import { safeNextPath } from '../session/next-path';
import type { SocialProviderLink } from '../session/social-return';
import { SocialButtons } from '../components/SocialButtons';

export interface LoginFormProps {
  /** The world's home: where a login goes without a `next`. */
  homeHref: string;
  /** The `next` query parameter, already checked to be a path of this site. */
  next: string | null;
  registerHref: string | null;
  forgotPasswordHref: string | null;
  /** The social sign-in providers configured for this site (none: no social section). */
  social: readonly SocialProviderLink[];
}

interface TokenAnswer {
  access_token: string | null;
  oauth_user_id: number | null;
}

const FIELDS = ['username', 'password'] as const;

/**
 * E-mail and password sign-in (`POST v3/oauth2/authenticate`, grant `password`; the edge keeps
 * the token in a cookie), and the configured social sign-ins.
 */
export default function LoginForm({ homeHref, next, registerHref, forgotPasswordHref, social }: LoginFormProps) {
  const { t, world } = useIslandEnv();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormState(t('login:form.pending'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ username: emailError(username, t), password: textError(password, TYPED_PASSWORD, t) }),
      action: async () => {
        const answer = await createPageApiClient(world).post<TokenAnswer>('v3/oauth2/authenticate', {
          client_id: WEB_CLIENT_ID,
          grant_type: 'password',
          username: username.trim(),
          password,
          scopes: 'full',
        });
        rememberSignedInUser(answer.oauth_user_id);
        navigateTo(safeNextPath(next) ?? homeHref);
        return LEAVING;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          invalid_credentials: t('login:errors.invalidCredentials'),
          too_many_attempts: t('login:errors.tooManyAttempts'),
          email_not_confirmed: t('login:errors.emailNotConfirmed'),
        }),
    });

  return (
    <div className="account-form">
      <Form form={form} onSubmit={onSubmit} submitLabel={t('login:form.submit')}>
        <EmailField name="username" label={t('login:form.email')} autoComplete="username" required value={username} onChange={setUsername} error={form.errors.username} />
        <PasswordField t={t} purpose="current" name="password" label={t('login:form.password')} required value={password} onChange={setPassword} error={form.errors.password} />
      </Form>
      <SocialButtons providers={social} next={next} />
      <ul className="form-links">
        {forgotPasswordHref ? (
          <li>
            <a href={forgotPasswordHref}>{t('login:form.forgotPassword')}</a>
          </li>
        ) : null}
        {registerHref ? (
          <li>
            {t('login:form.noAccount')} <a href={registerHref}>{t('login:form.register')}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
