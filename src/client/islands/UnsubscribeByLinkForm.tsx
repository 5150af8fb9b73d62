import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, emailError, EmailField, fieldErrors, Form, StatusRegion, useFormState } from '../forms/form-kit';
import { createPageApiClient } from '../api/page-client';

export interface UnsubscribeByLinkFormProps {
  settingsHref: string | null;
}

/**
 * Asks for a link that stops every marketing e-mail (`POST v3/mailing/unsubscribe-link`); the
 * answer never tells whether the address has an account (docs/unsubscribe.md).
 */
export default function UnsubscribeByLinkForm({ settingsHref }: UnsubscribeByLinkFormProps) {
  const { t, world } = useIslandEnv();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFormState(t('common:form.sending'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ email: emailError(email, t) }),
      action: async () => {
        await createPageApiClient(world).post('v3/mailing/unsubscribe-link', { email: email.trim() });
        setSent(true);
        return { kind: 'success', text: t('service-pages:byLink.sent') };
      },
      onError: (error) => describeFailure(error, t, ['email']),
    });

  return (
    <div className="account-form">
      {sent ? null : (
        <Form form={form} onSubmit={onSubmit} submitLabel={t('service-pages:byLink.submit')} statusOutside>
          <EmailField name="email" label={t('service-pages:byLink.email')} required value={email} onChange={setEmail} error={form.errors.email} />
        </Form>
      )}
      <StatusRegion status={form.status} />
      {settingsHref ? (
        <p className="form-links">
          <a href={settingsHref}>{t('service-pages:mailLink.settings')}</a>
        </p>
      ) : null}
    </div>
  );
}
