import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, fieldErrors, Form, LEAVING, TextField, textError, useFormState } from '../forms/form-kit';
import { PERSON_NAME } from '../../shared/field-rules';
import { createPageApiClient } from '../api/page-client';
import { focusElement, navigateTo } from '../dom';
import { rememberSignedInUser } from '../session/browser-session';

export interface FinishRegistrationFormProps {
  /** The finish token from the confirmation step. */
  token: string;
  homeHref: string;
  loginHref: string | null;
  /** Where the welcome that ends registration points: search, favourites, becoming an author. */
  searchHref: string | null;
  favouritesHref: string | null;
  /** The first-upload wizard, where "I want to sell" leads: selling needs the seller terms (docs/seller-profile.md). */
  firstUploadHref: string | null;
}

const FIELDS = ['first_name', 'last_name', 'is_seller'] as const;

/**
 * The last step of registration (`POST v3/registration/finish`): the edge turns the answer into
 * the session cookie; the visitor, now signed in, is welcomed with what to do next, or goes on to
 * the first-upload wizard when they want to sell.
 */
export default function FinishRegistrationForm(props: FinishRegistrationFormProps) {
  const { token, loginHref, firstUploadHref } = props;
  const { t, world } = useIslandEnv();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [isSeller, setIsSeller] = useState(false);
  const [welcomed, setWelcomed] = useState<string | null>(null);
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
        if (isSeller && firstUploadHref) {
          navigateTo(firstUploadHref);
          return LEAVING;
        }
        setWelcomed(firstName.trim());
        return null;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          invalid_or_expired_link: t('signup:finish.linkExpired'),
          invalid_body: t('signup:finish.linkExpired'),
        }),
    });

  if (welcomed !== null) return <Welcome {...props} name={welcomed} />;
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

/** The end of registration: a short welcome with the first things a new teacher does. */
function Welcome({ name, homeHref, searchHref, favouritesHref, firstUploadHref }: FinishRegistrationFormProps & { name: string }) {
  const { t } = useIslandEnv();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusElement(heading.current), []);
  const steps = [
    searchHref ? { href: searchHref, label: t('signup:welcome.search'), hint: t('signup:welcome.searchHint') } : null,
    favouritesHref ? { href: favouritesHref, label: t('signup:welcome.favourites'), hint: t('signup:welcome.favouritesHint') } : null,
    firstUploadHref ? { href: firstUploadHref, label: t('signup:welcome.sell'), hint: t('signup:welcome.sellHint') } : null,
  ].filter((step) => step !== null);
  return (
    <section className="welcome" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading" ref={heading} tabIndex={-1}>
        {t('signup:welcome.heading', { name })}
      </h2>
      <p>{t('signup:welcome.text')}</p>
      <ul className="welcome-steps">
        {steps.map((step) => (
          <li key={step.href}>
            <a href={step.href}>{step.label}</a>
            <span>{step.hint}</span>
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href={homeHref}>
          {t('signup:welcome.home')}
        </a>
      </p>
    </section>
  );
}
