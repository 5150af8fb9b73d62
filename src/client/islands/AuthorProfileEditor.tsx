import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, Field, fieldErrors, Form, TextField, textError, useFormState } from '../forms/form-kit';
import { PUBLIC_NAME } from '../../shared/field-rules';
import { languageTag } from '../../shared/worlds';
import { socialLink, SOCIAL_LINK_MAX, type SocialNetwork } from '../../shared/social-links';
import { PROFILE_TEXT, type SellerProfile } from '../../shared/seller-rules';
import { SignedInGate } from '../components/SignedInGate';
import { AccountData } from '../components/AccountData';
import { AuthorHeader } from '../components/AuthorHeader';
import { createPageApiClient } from '../api/page-client';
import { fieldValue } from '../dom';

export interface AuthorProfileEditorProps {
  /** The author page's address with `:id` and `:slug` to fill in. */
  authorHrefTemplate: string | null;
  signInHref: string | null;
}

const FIELDS = ['publicName', 'subtitle', 'description', 'facebookProfile', 'instagramProfile', 'pinterestProfile', 'privateProfile'] as const;
const SOCIAL: { network: SocialNetwork; field: 'facebookProfile' | 'instagramProfile' | 'pinterestProfile' }[] = [
  { network: 'facebook', field: 'facebookProfile' },
  { network: 'instagram', field: 'instagramProfile' },
  { network: 'pinterest', field: 'pinterestProfile' },
];

/**
 * My author profile (docs/seller-profile.md, "The author profile"): the fields of the public
 * author page with a live preview (the author page's own header), saved with
 * `PUT v3/seller/profile`; picture and background go through the account's image uploads.
 */
export default function AuthorProfileEditor({ authorHrefTemplate, signInHref }: AuthorProfileEditorProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <AccountData<SellerProfile> path="v3/seller/profile">
          {(profile) => (profile ? <ProfileForm initial={profile} authorHrefTemplate={authorHrefTemplate} /> : null)}
        </AccountData>
      )}
    </SignedInGate>
  );
}

type SocialField = (typeof SOCIAL)[number]['field'];

function ProfileForm({ initial, authorHrefTemplate }: { initial: SellerProfile; authorHrefTemplate: string | null }) {
  const { t, world } = useIslandEnv();
  const [saved, setSaved] = useState(initial);
  const [publicName, setPublicName] = useState(initial.publicName);
  const [subtitle, setSubtitle] = useState(initial.subtitle ?? '');
  const [description, setDescription] = useState(initial.description ?? '');
  const [social, setSocial] = useState<Record<SocialField, string>>({
    facebookProfile: initial.facebookProfile ?? '',
    instagramProfile: initial.instagramProfile ?? '',
    pinterestProfile: initial.pinterestProfile ?? '',
  });
  const [privateProfile, setPrivateProfile] = useState(initial.privateProfile);
  const [images, setImages] = useState({
    imagePath: initial.imagePath,
    profileBackgroundPath: initial.profileBackgroundPath,
    profileBackgroundData: initial.profileBackgroundData,
  });
  const form = useFormState(t('common:form.saving'));
  const upload = useFormState(t('seller:profile.uploading'));

  const socialUrl = (network: SocialNetwork, field: SocialField) => {
    const check = socialLink(network, social[field]);
    return check.ok ? check.url : null;
  };

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          publicName: textError(publicName, PUBLIC_NAME, t),
          subtitle: textError(subtitle, PROFILE_TEXT.subtitle, t),
          description: textError(description, PROFILE_TEXT.description, t),
          ...Object.fromEntries(SOCIAL.map(({ network, field }) => [field, !socialLink(network, social[field]).ok && t('seller:profile.socialInvalid', { network: t(`author-page:social.${network}`) })])),
        }),
      action: async () => {
        const answer = await createPageApiClient(world).request<SellerProfile>('v3/seller/profile', {
          method: 'PUT',
          body: { publicName: publicName.trim(), subtitle, description, ...social, privateProfile },
        });
        setSaved(answer);
        setSocial({
          facebookProfile: answer.facebookProfile ?? '',
          instagramProfile: answer.instagramProfile ?? '',
          pinterestProfile: answer.pinterestProfile ?? '',
        });
        return { kind: 'success', text: t('seller:profile.saved') };
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          public_name_taken: t('seller:onboarding.nameTaken'),
          invalid_public_name: t('seller:onboarding.nameInvalid'),
        }),
    });

  const uploadImage = (kind: 'avatar' | 'background', files: unknown) => {
    const file = (files as { 0?: Blob; length?: number } | null)?.[0];
    if (!file) return;
    void upload.submit({
      action: async () => {
        const body = new FormData();
        body.set('file', file);
        const answer = await createPageApiClient(world).post<Record<string, string | null>>(`v3/user-details/${kind}`, body);
        setImages((current) =>
          kind === 'avatar'
            ? { ...current, imagePath: answer.image_path ?? null }
            : { ...current, profileBackgroundPath: answer.profile_background_path ?? null, profileBackgroundData: answer.profile_background_data ?? null },
        );
        return { kind: 'success', text: t('seller:profile.imageSaved') };
      },
      onError: (error) =>
        describeFailure(error, t, [], {
          image_too_large: t('seller:profile.imageTooLarge'),
          unsupported_image: t('seller:profile.imageUnsupported'),
          unreadable_image: t('seller:profile.imageUnsupported'),
          image_dimensions_too_large: t('seller:profile.imageTooLarge'),
        }),
    });
  };

  const authorHref = authorHrefTemplate ? authorHrefTemplate.replace(':id', String(saved.id)).replace(':slug', encodeURIComponent(saved.slug)) : null;

  return (
    <div className="profile-editor">
      <section className="profile-preview" aria-labelledby="profile-preview-heading">
        <h2 id="profile-preview-heading">{t('seller:profile.preview')}</h2>
        <div className="author-page" data-testid="profile-preview" aria-live="off">
          <AuthorHeader
            headingLevel={2}
            t={t}
            languageTag={languageTag(world)}
            profile={{
              publicName: publicName.trim() || saved.publicName,
              subtitle: subtitle.trim() || null,
              ...images,
              facebookProfile: socialUrl('facebook', 'facebookProfile'),
              instagramProfile: socialUrl('instagram', 'instagramProfile'),
              pinterestProfile: socialUrl('pinterest', 'pinterestProfile'),
              totalMaterials: saved.totalMaterials,
              followersNumber: saved.followersNumber,
            }}
          />
          {description.trim() ? <p className="author-description">{description.trim()}</p> : null}
        </div>
        {privateProfile ? <p className="notice">{t('seller:profile.privateNote')}</p> : null}
      </section>
      <Form form={form} onSubmit={onSubmit} submitLabel={t('common:form.save')} className="account-form">
        <TextField
          name="publicName"
          label={t('seller:onboarding.publicName')}
          hint={t('seller:onboarding.publicNameHint')}
          required
          maxLength={PUBLIC_NAME.max}
          value={publicName}
          onChange={setPublicName}
          error={form.errors.publicName}
        />
        <TextField
          name="subtitle"
          label={t('seller:profile.subtitle')}
          hint={t('seller:profile.subtitleHint')}
          maxLength={PROFILE_TEXT.subtitle.max}
          value={subtitle}
          onChange={setSubtitle}
          error={form.errors.subtitle}
        />
        <Field label={t('seller:profile.description')} error={form.errors.description}>
          {(control) => (
            <textarea {...control} name="description" rows={6} maxLength={PROFILE_TEXT.description.max} value={description} onChange={(event) => setDescription(fieldValue(event.target))} />
          )}
        </Field>
        <fieldset className="profile-social">
          <legend>{t('seller:profile.socialHeading')}</legend>
          <p className="field-hint">{t('seller:profile.socialHint')}</p>
          {SOCIAL.map(({ network, field }) => (
            <TextField
              key={field}
              name={field}
              label={t(`author-page:social.${network}`)}
              maxLength={SOCIAL_LINK_MAX}
              value={social[field]}
              onChange={(value) => setSocial((current) => ({ ...current, [field]: value }))}
              error={form.errors[field]}
            />
          ))}
        </fieldset>
        <CheckboxField name="privateProfile" label={t('seller:profile.private')} checked={privateProfile} onChange={setPrivateProfile} error={form.errors.privateProfile} />
        <p className="field-hint">{t('seller:profile.privateHint')}</p>
      </Form>
      <section className="profile-images" aria-labelledby="profile-images-heading">
        <h2 id="profile-images-heading">{t('seller:profile.imagesHeading')}</h2>
        <Field label={t('seller:profile.avatar')} hint={t('seller:profile.imageHint')}>
          {(control) => <input {...control} type="file" name="avatar" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(event) => uploadImage('avatar', (event.target as unknown as { files: unknown }).files)} />}
        </Field>
        <Field label={t('seller:profile.background')} hint={t('seller:profile.imageHint')}>
          {(control) => <input {...control} type="file" name="background" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(event) => uploadImage('background', (event.target as unknown as { files: unknown }).files)} />}
        </Field>
        <p className="form-status" role="status" aria-live="polite">
          {upload.status?.text ?? ''}
        </p>
      </section>
      {authorHref ? (
        <p className="form-links">
          <a href={authorHref}>{t('seller:profile.viewPage')}</a> <span className="field-hint">{t('seller:profile.cacheNote')}</span>
        </p>
      ) : null}
    </div>
  );
}
