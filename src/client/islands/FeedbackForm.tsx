import { useEffect, useId, useState } from 'react';
import type { MyFeedback } from '../../shared/schemas/community';
import { FEEDBACK_TEXT_MAX } from '../../shared/community-limits';
import { isAuthPending, signedInUser } from '../atoms/auth';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldAria, FieldError, fieldErrors, Form, LiveRegion, StatusRegion, useFormState } from '../forms/form-kit';
import { SignInNote, TextAreaField } from '../components/community-kit';
import { fieldValue } from '../dom';
import { useAuthState } from '../hooks/useAfterHydration';

export interface FeedbackFormProps {
  materialId: number;
  signInHref: string | null;
}

/**
 * `POST v3/materials/{id}/feedback` for signed-in buyers (anyone for free materials). Whether the
 * visitor may rate, and their earlier rating, are asked after hydration (the page is cached for
 * everyone); the others read why they cannot rate.
 */
export default function FeedbackForm({ materialId, signInHref }: FeedbackFormProps) {
  const { t, world } = useIslandEnv();
  const auth = useAuthState();
  const userId = signedInUser(auth)?.id ?? null;
  const [mine, setMine] = useState<MyFeedback | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    createPageApiClient(world)
      .get<MyFeedback>(`v3/materials/${materialId}/feedback/mine`)
      .then((answer) => {
        if (live) setMine(answer);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [world, materialId, userId]);

  if (userId === null && !isAuthPending(auth)) {
    return <SignInNote text={t('material-feedbacks:form.signIn')} signInHref={signInHref} signInLabel={t('header:account.login')} />;
  }
  if (failed) return <StatusRegion status={{ kind: 'error', text: t('common:form.loadFailed') }} />;
  if (userId === null || mine === null) return <LiveRegion className="form-status">{t('common:form.checkingSession')}</LiveRegion>;
  if (mine.refusal === 'own_material') return <SignInNote text={t('material-feedbacks:form.ownMaterial')} signInHref={null} />;
  if (mine.refusal === 'not_buyer') return <SignInNote text={t('material-feedbacks:form.notBuyer')} signInHref={null} />;
  if (mine.refusal === 'sign_in') {
    return <SignInNote text={t('material-feedbacks:form.signIn')} signInHref={signInHref} signInLabel={t('header:account.login')} />;
  }
  return <RateForm materialId={materialId} initial={mine.feedback} />;
}

function RateForm({ materialId, initial }: { materialId: number; initial: MyFeedback['feedback'] }) {
  const { t, world } = useIslandEnv();
  const [stars, setStars] = useState(initial ? String(initial.stars) : '');
  const [text, setText] = useState(initial?.text ?? '');
  const form = useFormState(t('common:form.saving'));
  const { errors } = form;
  const legendId = useId();

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ stars: !/^[1-5]$/.test(stars) && t('material-feedbacks:form.starsRequired') }),
      action: async () => {
        await createPageApiClient(world).post(`v3/materials/${materialId}/feedback`, { stars: Number(stars), text });
        return { kind: 'success', text: t('material-feedbacks:form.saved') };
      },
      onError: (error) => describeFailure(error, t, ['stars', 'text'], {
        own_material: t('material-feedbacks:form.ownMaterial'),
        not_a_buyer: t('material-feedbacks:form.notBuyer'),
      }),
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('material-feedbacks:form.submit')} className="account-form feedback-form">
      {initial ? <p className="field-hint">{t('material-feedbacks:form.editing')}</p> : null}
      <fieldset className="star-picker" {...fieldAria(legendId, errors.stars)}>
        <legend id={legendId}>{t('material-feedbacks:form.stars')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="star-option">
            <input
              type="radio"
              name="stars"
              value={String(value)}
              checked={stars === String(value)}
              onChange={(event) => setStars(fieldValue(event.target))}
              aria-invalid={errors.stars ? true : undefined}
            />
            <span>{t('material-feedbacks:starsValue', { stars: value })}</span>
          </label>
        ))}
        <FieldError id={legendId} error={errors.stars} />
      </fieldset>
      <TextAreaField
        name="text"
        label={t('material-feedbacks:form.text')}
        hint={t('material-feedbacks:form.textHint', { max: FEEDBACK_TEXT_MAX })}
        value={text}
        onChange={setText}
        maxLength={FEEDBACK_TEXT_MAX}
        error={errors.text}
      />
    </Form>
  );
}
