import { useId, useState } from 'react';
import { FEEDBACK_TEXT_MAX } from '../../shared/community-limits';
import { useIslandEnv } from '../island-env';
import { MailLinkAnswered, useMailLinkAnswer } from '../forms/mail-link-answer';
import { describeFailure, fieldAria, FieldError, fieldErrors, Form, useFormState } from '../forms/form-kit';
import { TextAreaField } from '../components/community-kit';

export interface RatingByMailProps {
  token: string;
  materialHref: string | null;
}

/**
 * The rating request's form (docs/surveys.md): 1–5 stars and an optional text for the buyer the
 * mail went to, without signing in. It becomes their feedback on the material (one per buyer and
 * material); the link is spent by this POST only.
 */
export default function RatingByMail({ token, materialHref }: RatingByMailProps) {
  const { t } = useIslandEnv();
  const [stars, setStars] = useState('');
  const [text, setText] = useState('');
  const { done, send } = useMailLinkAnswer('v3/surveys/rating/answer');
  const form = useFormState(t('common:form.saving'));
  const legendId = useId();

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ stars: !/^[1-5]$/.test(stars) && t('material-feedbacks:form.starsRequired') }),
      action: () => send({ token, stars: Number(stars), text }),
      onError: (error) => describeFailure(error, t, ['stars', 'text'], { not_a_buyer: t('service-pages:ratingLink.notBuyer') }),
    });

  if (done) {
    const message = t(done === 'thanks' ? 'service-pages:ratingLink.thanks' : 'service-pages:ratingLink.already');
    return <MailLinkAnswered done={done} text={message} link={materialHref ? { href: materialHref, label: t('service-pages:ratingLink.toMaterial') } : null} />;
  }

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('material-feedbacks:form.submit')} className="account-form survey-form">
      <fieldset className="nps-scale star-scale" {...fieldAria(legendId, form.errors.stars)}>
        <legend id={legendId}>{t('material-feedbacks:form.stars')}</legend>
        <div className="nps-options" role="radiogroup" aria-labelledby={legendId}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="nps-option star-choice">
              <input
                type="radio"
                name="stars"
                value={String(value)}
                checked={stars === String(value)}
                onChange={() => setStars(String(value))}
                aria-label={t('material-feedbacks:starsValue', { stars: value })}
                aria-invalid={form.errors.stars ? true : undefined}
              />
              <span aria-hidden="true">
                {value} <span className="star-glyph">★</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={legendId} error={form.errors.stars} />
      </fieldset>
      <TextAreaField
        name="text"
        label={t('material-feedbacks:form.text')}
        hint={t('material-feedbacks:form.textHint', { max: FEEDBACK_TEXT_MAX })}
        value={text}
        onChange={setText}
        maxLength={FEEDBACK_TEXT_MAX}
        error={form.errors.text}
      />
    </Form>
  );
}
