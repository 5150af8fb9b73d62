import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, Form, useFormState } from '../forms/form-kit';
import { SignedInGate } from '../components/SignedInGate';
import { AccountData } from '../components/AccountData';
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
  const form = useFormState(t('common:form.saving'));

  const onSubmit = () =>
    form.submit({
      action: async () => {
        await createPageApiClient(world).post('v3/user/notification-preferences', { email });
        return { kind: 'success', text: t('common:form.saved') };
      },
      onError: (error) => describeFailure(error, t, []),
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('common:form.save')} className="account-form">
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
    </Form>
  );
}
