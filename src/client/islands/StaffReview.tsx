import { useCallback, useEffect, useState } from 'react';
import type { ReviewQueueItem, ReviewView } from '../../shared/schemas/seller-materials';
import { formatPrice } from '../../shared/money';
import { useIslandEnv } from '../island-env';
import { fieldValue } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { createPageApiClient } from '../api/page-client';
import { formatDay } from '../commerce/cabinet-format';
import { StateBadge } from '../components/seller-kit';
import { Field } from '../forms/form-kit';

export interface StaffReviewProps {
  /** One material's review; null: the queue. */
  materialId: number | null;
  signInHref: string | null;
  /** The queue screen; a material opens at `?id=N`. */
  queueHref: string;
}

/**
 * Staff review (docs/seller-materials.md, "Review"): the queue of submitted materials, oldest
 * first, and one material with its files, previews and similarity report, to approve or reject
 * with a reason. For anyone but staff the calls answer 404 and the screen says there is nothing.
 */
export default function StaffReview(props: StaffReviewProps) {
  return (
    <SignedInGate signInHref={props.signInHref}>
      {() =>
        props.materialId === null ? (
          <CabinetData<{ items: ReviewQueueItem[] }> path="v3/staff/review">{({ items }) => <Queue items={items} queueHref={props.queueHref} />}</CabinetData>
        ) : (
          <Review materialId={props.materialId} queueHref={props.queueHref} />
        )
      }
    </SignedInGate>
  );
}

function Queue({ items, queueHref }: { items: ReviewQueueItem[]; queueHref: string }) {
  const { t, world } = useIslandEnv();
  if (items.length === 0) return <p className="empty-state">{t('seller:review.empty')}</p>;
  return (
    <ul className="seller-list" aria-label={t('seller:review.queue')}>
      {items.map((item) => (
        <li key={item.id} className="seller-item">
          <div className="seller-item-head">
            <a className="seller-item-title" href={`${queueHref}?id=${item.id}`}>
              {item.title}
            </a>
            {item.topMatch !== null ? <span className="state-badge state-rejected">{t('seller:review.match', { percent: Math.round(item.topMatch * 100) })}</span> : null}
          </div>
          <p className="seller-item-facts">
            {item.authorName ?? '–'} · {item.world} · {t('seller:review.submittedOn', { date: formatDay(item.submittedAt, world) })} · {t('seller:review.revision', { number: item.revision })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Review({ materialId, queueHref }: { materialId: number; queueHref: string }) {
  const { t, world } = useIslandEnv();
  const [view, setView] = useState<ReviewView | null | 'failed'>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const api = createPageApiClient(world);
  const load = useCallback(() => {
    createPageApiClient(world)
      .get<ReviewView>(`v3/staff/review/${materialId}`)
      .then(setView, () => setView('failed'));
  }, [materialId, world]);
  useEffect(load, [load]);

  const decide = async (path: 'approve' | 'reject' | 'similarity') => {
    setError(null);
    try {
      setView(await api.post<ReviewView>(`v3/staff/review/${materialId}/${path}`, path === 'reject' ? { reason } : {}));
    } catch {
      setError(t(path === 'reject' ? 'seller:review.reasonNeeded' : 'seller:review.failed'));
    }
  };

  if (view === 'failed') return <p className="notice">{t('seller:review.notFound')}</p>;
  if (!view) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  const m = view.material;
  return (
    <div className="review-view">
      <p>
        <a href={queueHref}>{t('seller:review.backToQueue')}</a>
      </p>
      <div className="seller-item-head">
        <h2>{m.title}</h2>
        <StateBadge state={m.state} />
      </div>
      <p className="seller-item-facts">
        {view.authorName ?? '–'} · {m.price === null ? '–' : formatPrice(m.price, m.currency)} · {t('seller:review.revision', { number: m.revision })}
      </p>
      <p className="review-description">{m.description}</p>
      <h3>{t('seller:review.files')}</h3>
      <ul>
        {m.files.map((f) => (
          <li key={f.id}>
            {f.name} ({f.format})
          </li>
        ))}
      </ul>
      <div className="review-previews">
        {view.previews.map((p) => (
          <img key={p.page} src={p.url} alt={t('seller:review.previewPage', { page: p.page })} width={180} loading="lazy" />
        ))}
      </div>
      <h3>{t('seller:review.similarity')}</h3>
      {view.similarity.length === 0 ? (
        <p>{t('seller:review.noMatches')}</p>
      ) : (
        <ul className="similarity-list">
          {view.similarity.map((s) => (
            <li key={`${s.materialId}-${s.kind}`}>
              <strong>{t(`seller:review.kind.${s.kind}`, { percent: Math.round(s.score * 100) })}</strong> #{s.materialId} {s.title} ({s.world})
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button-secondary" onClick={() => void decide('similarity')}>
        {t('seller:review.recheck')}
      </button>
      {view.history.length > 0 ? (
        <>
          <h3>{t('seller:review.history')}</h3>
          <ul>
            {view.history.map((h) => (
              <li key={`${h.decidedAt}-${h.decision}`}>
                {formatDay(h.decidedAt, world)}: {t(`seller:review.decision.${h.decision}`)} {h.reason ? `– ${h.reason}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {m.state === 'review' ? (
        <section className="review-decision" aria-label={t('seller:review.decide')}>
          <button type="button" className="button" onClick={() => void decide('approve')}>
            {t('seller:review.approve')}
          </button>
          <Field label={t('seller:review.reason')}>
            {(control) => <textarea {...control} rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(fieldValue(e.target))} />}
          </Field>
          <button type="button" className="button-danger" onClick={() => void decide('reject')}>
            {t('seller:review.reject')}
          </button>
        </section>
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
