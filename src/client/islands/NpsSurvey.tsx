import { useId, useState } from 'react';
import { NPS_COMMENT_MAX } from '../../shared/surveys';
import { useIslandEnv } from '../island-env';
import { MailLinkAnswered, useMailLinkAnswer } from '../forms/mail-link-answer';
import { describeFailure, fieldAria, FieldError, fieldErrors, Form, useFormState } from '../forms/form-kit';
import { TextAreaField } from '../components/community-kit';

export interface NpsSurveyProps {
  token: string;
  /** A score the mail's link chose already (`?score=9`): only preselected, nothing is sent. */
  initialScore: number | null;
  homeHref: string;
}

const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The NPS question (docs/surveys.md): 0–10 as large radio buttons (one radio group: arrow keys
 * move, the number is the label), an optional comment, then a thank-you. Only this POST spends
 * the link; a second answer hears "already answered".
 */
export default function NpsSurvey({ token, initialScore, homeHref }: NpsSurveyProps) {
  const { t } = useIslandEnv();
  const [score, setScore] = useState(initialScore === null ? '' : String(initialScore));
  const [comment, setComment] = useState('');
  const { done, send } = useMailLinkAnswer('v3/surveys/nps/answer');
  const form = useFormState(t('common:form.sending'));
  const legendId = useId();
  const scaleId = useId();

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ score: !/^(10|[0-9])$/.test(score) && t('service-pages:surveys.scoreRequired') }),
      action: () => send({ token, score: Number(score), comment }),
      onError: (error) => describeFailure(error, t, ['score', 'comment'], { link_expired: t('service-pages:surveys.expiredTitle') }),
    });

  if (done) {
    const text = t(done === 'thanks' ? 'service-pages:surveys.thanks' : 'service-pages:surveys.already');
    return <MailLinkAnswered done={done} text={text} link={{ href: homeHref, label: t('service-pages:surveys.home') }} />;
  }

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('service-pages:surveys.submit')} className="account-form survey-form">
      <fieldset className="nps-scale" {...fieldAria(legendId, form.errors.score)}>
        <legend id={legendId}>{t('service-pages:surveys.question')}</legend>
        <div className="nps-options" role="radiogroup" aria-labelledby={legendId} aria-describedby={scaleId}>
          {SCORES.map((value) => (
            <label key={value} className="nps-option">
              <input
                type="radio"
                name="score"
                value={String(value)}
                checked={score === String(value)}
                onChange={() => setScore(String(value))}
                aria-invalid={form.errors.score ? true : undefined}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        <p className="nps-ends" id={scaleId}>
          <span>{t('service-pages:surveys.low')}</span>
          <span>{t('service-pages:surveys.high')}</span>
        </p>
        <FieldError id={legendId} error={form.errors.score} />
      </fieldset>
      <TextAreaField
        name="comment"
        label={t('service-pages:surveys.comment')}
        hint={t('service-pages:surveys.commentHint', { max: NPS_COMMENT_MAX })}
        value={comment}
        onChange={setComment}
        maxLength={NPS_COMMENT_MAX}
        error={form.errors.comment}
      />
    </Form>
  );
}
