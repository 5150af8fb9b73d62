import { useEffect, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldErrors, Form, SelectField, TextField, useFormState } from '../forms/form-kit';
import { formatDate, formatNumber } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { SHARE_DAYS, type CreatedShareLink, type ShareLink } from '../../shared/seller-rules';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';

export interface MaterialSharingProps {
  /** The seller's own published materials. */
  materials: { id: number; title: string }[];
  /** A material to start with (`?material=`). */
  preselected: number | null;
  /** This site's origin, to show the whole address of a new link. */
  origin: string;
  signInHref: string | null;
}

const OTHER = 'other';

/** A free material's id from what was typed: its number or its address (`…/material/123/…`). */
function materialIdOf(typed: string): number | null {
  const value = typed.trim();
  const match = /^(\d{1,12})$/.exec(value) ?? /\/(?:material|materiale)\/(\d{1,12})(?:[/?#]|$)/.exec(value);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Material sharing (docs/seller-profile.md, "Sharing links"): a seller makes an expiring link
 * for one of their materials or a free one, sees the links that still work with their use
 * counts, and withdraws them.
 */
export default function MaterialSharing(props: MaterialSharingProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Sharing {...props} />}</SignedInGate>;
}

function Sharing({ materials, preselected, origin }: MaterialSharingProps) {
  const { t, world } = useIslandEnv();
  const tag = languageTag(world);
  const [choice, setChoice] = useState(String(preselected && materials.some((m) => m.id === preselected) ? preselected : (materials[0]?.id ?? OTHER)));
  const [other, setOther] = useState(preselected && !materials.some((m) => m.id === preselected) ? String(preselected) : '');
  const [days, setDays] = useState('7');
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const form = useFormState(t('seller:sharing.creating'));
  const revoke = useFormState(t('seller:sharing.revoking'));

  useEffect(() => {
    let live = true;
    createPageApiClient(world)
      .get<{ items: ShareLink[] }>('v3/seller/shares')
      .then(
        (answer) => live && setLinks(answer.items),
        () => live && setLinks([]),
      );
    return () => {
      live = false;
    };
  }, [world]);

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ other: choice === OTHER && materialIdOf(other) === null && t('seller:sharing.otherInvalid') }),
      action: async () => {
        const materialId = choice === OTHER ? (materialIdOf(other) as number) : Number(choice);
        const link = await createPageApiClient(world).post<CreatedShareLink>('v3/seller/shares', { materialId, days: Number(days) });
        setCreated(link);
        setLinks((current) => [link, ...(current ?? [])]);
        return { kind: 'success', text: t('seller:sharing.created') };
      },
      onError: (error) =>
        describeFailure(error, t, ['other'], {
          not_shareable: t('seller:sharing.notShareable'),
          not_found: t('seller:sharing.notFound'),
        }),
    });

  const onRevoke = (id: number) =>
    revoke.submit({
      action: async () => {
        await createPageApiClient(world).post(`v3/seller/shares/${id}/revoke`, {});
        setLinks((current) => (current ?? []).filter((link) => link.id !== id));
        if (created?.id === id) setCreated(null);
        return { kind: 'success', text: t('seller:sharing.revoked') };
      },
      onError: (error) => describeFailure(error, t, []),
    });

  const options = [
    ...materials.map((m) => ({ value: String(m.id), label: m.title })),
    { value: OTHER, label: t('seller:sharing.otherOption') },
  ];

  return (
    <div className="material-sharing">
      <Form form={form} onSubmit={onSubmit} submitLabel={t('seller:sharing.create')} className="account-form">
        <SelectField name="material" label={t('seller:sharing.material')} value={choice} options={options} onChange={setChoice} />
        {choice === OTHER ? (
          <TextField name="other" label={t('seller:sharing.other')} hint={t('seller:sharing.otherHint')} value={other} onChange={setOther} error={form.errors.other} />
        ) : null}
        <SelectField
          name="days"
          label={t('seller:sharing.expiry')}
          value={days}
          options={SHARE_DAYS.map((d) => ({ value: String(d), label: t('seller:sharing.days', { count: d }) }))}
          onChange={setDays}
        />
      </Form>
      {created ? (
        <div className="notice share-created">
          <p>{t('seller:sharing.copyNote')}</p>
          <p>
            <input className="share-url" readOnly value={`${origin}${created.url}`} aria-label={t('seller:sharing.linkLabel', { title: created.materialTitle })} onFocus={(event) => (event.target as unknown as { select(): void }).select()} />
          </p>
        </div>
      ) : null}
      <section aria-labelledby="share-links-heading">
        <h2 id="share-links-heading">{t('seller:sharing.activeHeading')}</h2>
        {links === null ? (
          <p className="form-status" role="status">
            {t('common:form.loading')}
          </p>
        ) : links.length === 0 ? (
          <p>{t('seller:sharing.none')}</p>
        ) : (
          <ul className="share-links">
            {links.map((link) => (
              <li key={link.id} className="share-link">
                <span className="share-title">{link.materialTitle}</span>
                <span className="share-meta">
                  {t('seller:sharing.until', { date: formatDate(link.expiresAt, tag) })} · {t('seller:sharing.uses', { count: link.useCount, formatted: formatNumber(link.useCount, tag) })}
                </span>
                <button type="button" className="button" disabled={revoke.pending} onClick={() => void onRevoke(link.id)}>
                  {t('seller:sharing.revoke')}
                  <span className="visually-hidden"> {link.materialTitle}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="form-status" role="status" aria-live="polite">
          {revoke.status?.text ?? ''}
        </p>
      </section>
    </div>
  );
}
