import { useEffect, useRef, useState } from 'react';
import type { NpsResults, SurveySendResult } from '../../shared/surveys';
import { SURVEY_PERIODS, SURVEY_SEND_MAX } from '../../shared/surveys';
import { formatDate, formatNumber } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { describeFailure, fieldErrors, Form, SelectField, StatusRegion, TextField, useFormState } from '../forms/form-kit';

export interface StaffSurveysProps {
  initial: NpsResults;
  worlds: readonly string[];
}

/**
 * `/staff/surveys` (docs/surveys.md): the NPS of a world and period with its 0–10 distribution,
 * response rate and latest comments, the rating requests answered, and the button that sends
 * survey mails through the outbox.
 */
export default function StaffSurveys({ initial, worlds }: StaffSurveysProps) {
  const { t, world } = useIslandEnv();
  const [results, setResults] = useState(initial);
  const [filterWorld, setFilterWorld] = useState(initial.world ?? '');
  const [days, setDays] = useState(String(initial.days));
  const [loadFailed, setLoadFailed] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    let live = true;
    const query = new URLSearchParams({ days });
    if (filterWorld) query.set('filter_world', filterWorld);
    createPageApiClient(world)
      .get<NpsResults>(`v3/staff/surveys/results?${query}`)
      .then((answer) => {
        if (!live) return;
        setResults(answer);
        setLoadFailed(false);
      })
      .catch(() => {
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [world, filterWorld, days]);

  const tag = languageTag(worldLanguage(world));
  const number = (value: number | null, suffix = '') => (value === null ? t('service-pages:staffSurveys.none') : `${formatNumber(value, tag)}${suffix}`);
  const worldOptions = [{ value: '', label: t('service-pages:staffSurveys.allWorlds') }, ...worlds.map((w) => ({ value: w, label: w }))];
  const max = Math.max(1, ...results.distribution);

  return (
    <div className="staff-surveys">
      <form className="survey-filters" aria-label={t('service-pages:staffSurveys.filters')} onSubmit={(event) => event.preventDefault()}>
        <SelectField name="filter_world" label={t('service-pages:staffSurveys.world')} value={filterWorld} options={worldOptions} onChange={setFilterWorld} />
        <SelectField
          name="days"
          label={t('service-pages:staffSurveys.period')}
          value={days}
          options={SURVEY_PERIODS.map((d) => ({ value: String(d), label: t('service-pages:staffSurveys.days', { days: d }) }))}
          onChange={setDays}
        />
      </form>
      {loadFailed ? <StatusRegion status={{ kind: 'error', text: t('common:form.loadFailed') }} /> : null}
      <dl className="survey-figures" aria-live="polite">
        <div>
          <dt>{t('service-pages:staffSurveys.score')}</dt>
          <dd data-nps-score>{number(results.score)}</dd>
          <dd className="survey-figure-hint">{t('service-pages:staffSurveys.scoreHint')}</dd>
        </div>
        <div>
          <dt>{t('service-pages:staffSurveys.count')}</dt>
          <dd data-nps-count>{number(results.count)}</dd>
          <dd className="survey-figure-hint">
            {t('service-pages:staffSurveys.groups', { promoters: results.promoters, passives: results.passives, detractors: results.detractors })}
          </dd>
        </div>
        <div>
          <dt>{t('service-pages:staffSurveys.responseRate')}</dt>
          <dd>{number(results.responseRate, ' %')}</dd>
          <dd className="survey-figure-hint">
            {t('service-pages:staffSurveys.sent')}: {number(results.sent)}
          </dd>
        </div>
        <div>
          <dt>{t('service-pages:staffSurveys.ratings')}</dt>
          <dd>{number(results.ratings.responseRate, ' %')}</dd>
          <dd className="survey-figure-hint">{t('service-pages:staffSurveys.ratingsRow', { answered: results.ratings.answered, sent: results.ratings.sent })}</dd>
        </div>
      </dl>
      <h2>{t('service-pages:staffSurveys.distribution')}</h2>
      <ol className="nps-distribution" start={0}>
        {results.distribution.map((count, score) => (
          <li key={score} className={score >= 9 ? 'is-promoter' : score >= 7 ? 'is-passive' : 'is-detractor'}>
            <span className="nps-bar-label">{score}</span>
            <meter className="nps-bar" min={0} max={max} value={count} aria-hidden="true" />
            <span className="nps-bar-count">
              <span className="visually-hidden">{t('service-pages:staffSurveys.distributionRow', { score, count })}</span>
              <span aria-hidden="true">{formatNumber(count, tag)}</span>
            </span>
          </li>
        ))}
      </ol>
      <h2>{t('service-pages:staffSurveys.comments')}</h2>
      {results.comments.length === 0 ? (
        <p className="empty-note">{t('service-pages:staffSurveys.noComments')}</p>
      ) : (
        <ul className="survey-comments">
          {results.comments.map((row, i) => (
            <li key={`${row.createdAt}-${i}`}>
              <p className="survey-comment-meta">
                <strong>{row.score}</strong> · {row.world} · {formatDate(row.createdAt, tag)}
              </p>
              <p className="survey-comment">{row.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <SendForm worlds={worlds} />
    </div>
  );
}

function SendForm({ worlds }: { worlds: readonly string[] }) {
  const { t, world } = useIslandEnv();
  const [kind, setKind] = useState('nps');
  const [sendWorld, setSendWorld] = useState('');
  const [days, setDays] = useState('14');
  const [limit, setLimit] = useState('50');
  const form = useFormState(t('common:form.sending'));
  const whole = (value: string, min: number, maxValue: number) => /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= maxValue;

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ days: !whole(days, 0, 365) && t('common:form.invalid'), limit: !whole(limit, 1, SURVEY_SEND_MAX) && t('common:form.invalid') }),
      action: async () => {
        const body = { kind, days: Number(days), limit: Number(limit), ...(sendWorld ? { world: sendWorld } : {}) };
        const { sent } = await createPageApiClient(world).post<SurveySendResult>('v3/staff/surveys/send', body);
        return { kind: 'success', text: t('service-pages:staffSurveys.sentCount', { count: sent }) };
      },
      onError: (error) => describeFailure(error, t, ['days', 'limit', 'world', 'kind']),
    });

  return (
    <section className="survey-send" aria-labelledby="survey-send-heading">
      <h2 id="survey-send-heading">{t('service-pages:staffSurveys.sendHeading')}</h2>
      <p className="field-hint">{t('service-pages:staffSurveys.sendLead')}</p>
      <Form form={form} onSubmit={onSubmit} submitLabel={t('service-pages:staffSurveys.send')} className="account-form">
        <SelectField
          name="kind"
          label={t('service-pages:staffSurveys.kind')}
          value={kind}
          options={[
            { value: 'nps', label: t('service-pages:staffSurveys.kindNps') },
            { value: 'rating', label: t('service-pages:staffSurveys.kindRating') },
          ]}
          onChange={setKind}
        />
        <SelectField
          name="world"
          label={t('service-pages:staffSurveys.sendWorld')}
          value={sendWorld}
          options={[{ value: '', label: t('service-pages:staffSurveys.allWorlds') }, ...worlds.map((w) => ({ value: w, label: w }))]}
          onChange={setSendWorld}
        />
        <TextField name="days" label={t('service-pages:staffSurveys.sendDays')} value={days} onChange={setDays} inputMode="numeric" error={form.errors.days} />
        <TextField name="limit" label={t('service-pages:staffSurveys.sendLimit')} value={limit} onChange={setLimit} inputMode="numeric" error={form.errors.limit} />
      </Form>
    </section>
  );
}
