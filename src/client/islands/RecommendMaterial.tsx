import { useCallback, useEffect, useId, useState } from 'react';
import { absoluteUrl } from '../dom';
import type { Recommendation } from '../../shared/surveys';
import { RECOMMENDATION_NOTE_MAX, TOKEN_PLACEHOLDER } from '../../shared/surveys';
import { isAuthPending, signedInUser } from '../atoms/auth';
import { useAuthState } from '../hooks/useAfterHydration';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { describeFailure, Form, StatusRegion, useFormState } from '../forms/form-kit';
import { SignInNote, TextAreaField } from '../components/community-kit';

export interface RecommendMaterialProps {
  materialId: number;
  signInHref: string | null;
  /** The recommendation screen with `__token__` for the token (the route table stays on the edge). */
  linkTemplate: string | null;
}

/**
 * "Recommend to a colleague" on the material page (docs/surveys.md, "Recommendations"): a signed-in
 * teacher makes a link to this material with a note, sees their links for it and can withdraw
 * each. Personal, so everything happens after hydration (the page is cached for everyone).
 */
export default function RecommendMaterial({ materialId, signInHref, linkTemplate }: RecommendMaterialProps) {
  const { t } = useIslandEnv();
  const auth = useAuthState();
  const userId = signedInUser(auth)?.id ?? null;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="recommend-material">
      <button type="button" className="button button-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('material-page:recommend.open')}
      </button>
      <div id={panelId} hidden={!open}>
        {!open ? null : userId === null ? (
          isAuthPending(auth) ? null : <SignInNote text={t('material-page:recommend.signIn')} signInHref={signInHref} signInLabel={t('header:account.login')} />
        ) : (
          <RecommendForm materialId={materialId} linkTemplate={linkTemplate} />
        )}
      </div>
    </div>
  );
}

function RecommendForm({ materialId, linkTemplate }: { materialId: number; linkTemplate: string | null }) {
  const { t, world } = useIslandEnv();
  const [note, setNote] = useState('');
  const [mine, setMine] = useState<Recommendation[]>([]);
  const [failed, setFailed] = useState(false);
  const form = useFormState(t('common:form.saving'));
  const href = (token: string) => (linkTemplate ? absoluteUrl(linkTemplate.replace(TOKEN_PLACEHOLDER, token)) : token);

  const load = useCallback(() => {
    createPageApiClient(world)
      .get<{ items: Recommendation[] }>(`v3/recommendations/mine?material_id=${materialId}`)
      .then((answer) => setMine(answer.items))
      .catch(() => setFailed(true));
  }, [world, materialId]);
  useEffect(load, [load]);

  const onSubmit = () =>
    form.submit({
      action: async () => {
        const { recommendation } = await createPageApiClient(world).post<{ recommendation: Recommendation }>('v3/recommendations', { material_ids: [materialId], note });
        setMine((list) => [recommendation, ...list]);
        setNote('');
        return { kind: 'success', text: t('material-page:recommend.created') };
      },
      onError: (error) => describeFailure(error, t, ['note']),
    });

  const revoke = async (id: number) => {
    try {
      const { recommendation } = await createPageApiClient(world).post<{ recommendation: Recommendation }>(`v3/recommendations/${id}/revoke`);
      setMine((list) => list.map((r) => (r.id === id ? recommendation : r)));
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="recommend-panel">
      <Form form={form} onSubmit={onSubmit} submitLabel={t('material-page:recommend.create')} className="account-form">
        <TextAreaField name="note" label={t('material-page:recommend.note')} value={note} onChange={setNote} maxLength={RECOMMENDATION_NOTE_MAX} rows={3} error={form.errors.note} />
      </Form>
      {failed ? <StatusRegion status={{ kind: 'error', text: t('material-page:recommend.failed') }} /> : null}
      {mine.length > 0 ? (
        <>
          <h3 className="recommend-mine">{t('material-page:recommend.mine')}</h3>
          <ul className="recommend-links">
            {mine.map((r) => (
              <li key={r.id}>
                <input type="text" readOnly value={href(r.token)} aria-label={t('material-page:recommend.link')} />
                {r.revokedAt ? (
                  <span className="recommend-revoked">{t('material-page:recommend.revoked')}</span>
                ) : (
                  <button type="button" className="button button-secondary" onClick={() => void revoke(r.id)} data-revoke={r.id}>
                    {t('material-page:recommend.revoke')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
