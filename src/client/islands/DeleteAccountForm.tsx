import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, emailError, EmailField, fieldErrors, Form, LEAVING, LiveRegion, PasswordField, useFormState } from '../forms/form-kit';
import { SignedInGate } from '../components/SignedInGate';
import { replaceAddress } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { browserSession } from '../session/browser-session';

export interface DeleteAccountFormProps {
  /** The login page with this screen as `next`. */
  signInHref: string | null;
  /** The world's home: where the visitor goes once the account is gone. */
  homeHref: string;
}

const FIELDS = ['password', 'confirm_email', 'confirm'] as const;

/** How long the "account deleted" notice shows before the visitor is taken home. */
const NOTICE_MS = 2500;

/**
 * `POST v3/user/delete` (GDPR erasure): the password, or for accounts made with a social
 * sign-in (no password) the e-mail address typed again, and an explicit confirmation. The
 * session is then useless: it is ended like a logout and the visitor goes home.
 */
export default function DeleteAccountForm({ signInHref, homeHref }: DeleteAccountFormProps) {
  const { t } = useIslandEnv();
  // Outside the gate: while the session ends the visitor is no longer signed in, and the notice stays.
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <LiveRegion as="div" className="notice notice-success">
        <p>{t('cabinet-settings:delete.deleted')}</p>
        <p>
          <a href={homeHref}>{t('cabinet-settings:delete.home')}</a>
        </p>
      </LiveRegion>
    );
  }
  return <SignedInGate signInHref={signInHref}>{() => <DeleteAccount homeHref={homeHref} onDeleted={() => setDeleted(true)} />}</SignedInGate>;
}

function DeleteAccount({ homeHref, onDeleted }: { homeHref: string; onDeleted: () => void }) {
  const { t, world } = useIslandEnv();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const form = useFormState(t('cabinet-settings:delete.pending'));

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          password: !password && !email.trim() && t('cabinet-settings:delete.needOne'),
          confirm_email: emailError(email, t, true),
          confirm: !confirmed && t('cabinet-settings:delete.confirmRequired'),
        }),
      action: async () => {
        const body: Record<string, string> = {};
        if (password) body.password = password;
        if (email.trim()) body.confirm_email = email.trim();
        await createPageApiClient(world).post('v3/user/delete', body);
        onDeleted();
        await new Promise((resolve) => setTimeout(resolve, NOTICE_MS));
        // The logout reloads the current address: make that the home page first.
        replaceAddress(homeHref);
        await browserSession(world, null).logout('reload');
        return LEAVING;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          wrong_password: t('cabinet-settings:password.wrongCurrent'),
          password_required: t('cabinet-settings:delete.passwordRequired'),
          email_mismatch: t('cabinet-settings:delete.emailMismatch'),
          not_while_impersonating: t('cabinet-settings:delete.notWhileImpersonating'),
        }),
    });

  return (
    <div className="account-form">
      <Form form={form} onSubmit={onSubmit} submitLabel={t('cabinet-settings:delete.submit')}>
        <PasswordField
          t={t}
          purpose="current"
          name="password"
          label={t('cabinet-settings:delete.password')}
          hint={t('cabinet-settings:delete.passwordHint')}
          value={password}
          onChange={setPassword}
          error={form.errors.password}
        />
        <EmailField
          name="confirm_email"
          label={t('cabinet-settings:delete.email')}
          hint={t('cabinet-settings:delete.emailHint')}
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={form.errors.confirm_email}
        />
        <CheckboxField name="confirm" label={t('cabinet-settings:delete.confirm')} checked={confirmed} onChange={setConfirmed} error={form.errors.confirm} required />
      </Form>
    </div>
  );
}
