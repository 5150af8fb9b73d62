import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, fieldErrors, Form, LEAVING, TextField, textError, useFormState } from '../forms/form-kit';
import { PUBLIC_NAME } from '../../shared/field-rules';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { navigateTo } from '../dom';
import type { SignedInUser } from '../atoms/auth';

export interface SellerWizardProps {
  /** The seller terms version the checkbox accepts. */
  termsVersion: number;
  termsHref: string | null;
  /** Where the new draft is edited (`?id=` is added). */
  uploadEditHref: string | null;
  /** The seller screens to go on to, named as their pages name themselves. */
  links: { href: string; label: string }[];
}

const FIELDS = ['publicName', 'acceptTerms'] as const;

/**
 * The first-upload wizard (docs/seller-profile.md, "Becoming a seller"): accept the seller
 * terms, choose the public name, become a seller (`POST v3/seller/terms`, `POST v3/seller/become`);
 * then one click creates the first draft (`POST v3/seller/materials`) and opens it on the
 * upload-edit screen.
 */
export default function SellerWizard(props: SellerWizardProps) {
  return <SignedInGate signInHref={null}>{(user) => <WizardSteps {...props} user={user} />}</SignedInGate>;
}

function WizardSteps({ termsVersion, termsHref, uploadEditHref, links, user }: SellerWizardProps & { user: SignedInUser }) {
  const { t, world } = useIslandEnv();
  const [publicName, setPublicName] = useState(user.publicName);
  const [accepted, setAccepted] = useState(false);
  const [seller, setSeller] = useState(user.isSeller);
  const [welcomed, setWelcomed] = useState(false);
  const form = useFormState(t('seller:onboarding.becoming'));
  const draft = useFormState(t('seller:onboarding.creatingDraft'));

  /** The first draft; on its own so that a failure can be tried again without becoming a seller twice. */
  const createDraft = () =>
    draft.submit({
      action: async () => {
        const { id } = await createPageApiClient(world).post<{ id: number }>('v3/seller/materials', {});
        if (uploadEditHref) navigateTo(`${uploadEditHref}?id=${encodeURIComponent(String(id))}`);
        return LEAVING;
      },
      onError: (error) => describeFailure(error, t, [], { not_seller: t('seller:onboarding.notSellerYet') }),
    });

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          publicName: textError(publicName, PUBLIC_NAME, t),
          acceptTerms: !accepted && t('seller:onboarding.termsRequired'),
        }),
      action: async () => {
        const api = createPageApiClient(world);
        await api.post('v3/seller/terms', { version: termsVersion });
        await api.post('v3/seller/become', { publicName: publicName.trim() });
        setSeller(true);
        setWelcomed(true);
        return null;
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          public_name_taken: t('seller:onboarding.nameTaken'),
          invalid_public_name: t('seller:onboarding.nameInvalid'),
          seller_terms_required: t('seller:onboarding.termsRequired'),
        }),
    });

  return (
    <div className="seller-wizard">
      <ol className="wizard-steps">
        <li aria-current={seller ? undefined : 'step'}>{t('seller:onboarding.stepAuthor')}</li>
        <li aria-current={seller ? 'step' : undefined}>{t('seller:onboarding.stepUpload')}</li>
      </ol>
      {seller ? (
        <div className="wizard-panel">
          {welcomed ? (
            <p className="notice notice-success" role="status">
              {t('seller:onboarding.becameSeller')}
            </p>
          ) : null}
          <h2>{t('seller:onboarding.stepUpload')}</h2>
          <p>{t('seller:onboarding.uploadIntro')}</p>
          <Form form={draft} onSubmit={createDraft} submitLabel={t('seller:onboarding.createDraft')}>
            {null}
          </Form>
          <p className="form-links">
            {links.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </p>
        </div>
      ) : (
        <div className="wizard-panel">
          <h2>{t('seller:onboarding.stepAuthor')}</h2>
          <p>{t('seller:onboarding.intro')}</p>
          <Form form={form} onSubmit={onSubmit} submitLabel={t('seller:onboarding.submit')} className="account-form">
            <TextField
              name="publicName"
              label={t('seller:onboarding.publicName')}
              hint={t('seller:onboarding.publicNameHint')}
              autoComplete="nickname"
              required
              maxLength={PUBLIC_NAME.max}
              value={publicName}
              onChange={setPublicName}
              error={form.errors.publicName}
            />
            <CheckboxField
              name="acceptTerms"
              required
              checked={accepted}
              onChange={setAccepted}
              error={form.errors.acceptTerms}
              label={
                <>
                  {t('seller:onboarding.acceptTerms', { version: termsVersion })}{' '}
                  {termsHref ? (
                    <a href={termsHref} target="_blank" rel="noopener">
                      {t('seller:onboarding.readTerms')}
                    </a>
                  ) : null}
                </>
              }
            />
          </Form>
        </div>
      )}
    </div>
  );
}
