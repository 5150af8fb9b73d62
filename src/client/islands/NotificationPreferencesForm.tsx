import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { CheckboxField, describeFailure, StatusRegion, SubmitButton, useFormState } from './form-kit';
import { SignedInGate } from './SignedInGate';
import { AccountData } from './AccountData';
import { createPageApiClient } from '../api/page-client';

export interface NotificationPreferencesFormProps {
  signInHref: string | null;
  /** The topics of `notificationPreferencesSchema` (the edge passes them; the browser ships no zod). */
  topics: readonly string[];
}

type Topic = string;
interface Preferences {
  email: Partial<Record<Topic, boolean>>;
}

/** Topics that are on until the user turns them off; the newsletter needs an explicit yes. */
function defaultFor(topic: Topic): boolean {
  return topic !== 'newsletter';
}

/** E-mail on or off per topic (`GET/POST v3/user/notification-preferences`). */
export default function NotificationPreferencesForm({ signInHref, topics }: NotificationPreferencesFormProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <AccountData<Preferences> path="v3/user/notification-preferences">
          {(preferences) => <PreferenceFields initial={preferences} topics={topics} />}
        </AccountData>
      )}
    </SignedInGate>
  );
}

function PreferenceFields({ initial, topics }: { initial: Preferences | null; topics: readonly Topic[] }) {
  const { t, world } = useIslandEnv();
  const [email, setEmail] = useState<Record<Topic, boolean>>(() =>
    Object.fromEntries(topics.map((topic) => [topic, initial?.email?.[topic] ?? defaultFor(topic)])),
  );
  const { pending, status, formRef, submit } = useFormState();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      pendingText: t('common:form.saving'),
      action: async () => {
        await createPageApiClient(world).post('v3/user/notification-preferences', { email });
        return { kind: 'success', text: t('common:form.saved') };
      },
      onError: (error) => describeFailure(error, t, []),
    });
  };

  return (
    <form className="account-form" ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <fieldset>
        <legend>{t('cabinet-settings:notifications.legend')}</legend>
        {topics.map((topic) => (
          <CheckboxField
            key={topic}
            name={topic}
            label={t(`cabinet-settings:notifications.topics.${topic}`)}
            checked={email[topic] ?? false}
            onChange={(checked) => setEmail((current) => ({ ...current, [topic]: checked }))}
          />
        ))}
      </fieldset>
      <StatusRegion status={status} />
      <SubmitButton pending={pending} label={t('common:form.save')} pendingLabel={t('common:form.saving')} />
    </form>
  );
}
