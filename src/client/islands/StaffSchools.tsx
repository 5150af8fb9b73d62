import { useCallback, useEffect, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { fieldValue } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { formatDay } from '../commerce/cabinet-format';
import { Field } from '../forms/form-kit';
import type { StaffSchoolView } from '../../shared/schemas/schools';
import { failureText, LoadFailed, LoadingNote } from '../schools/school-kit';

export interface StaffSchoolsProps {
  signInHref: string | null;
}

/**
 * Staff verification of schools (docs/schools.md, "Verification"): the schools waiting, oldest
 * first, with the evidence their creators gave; verify, or reject with a reason the admin reads.
 */
export default function StaffSchools({ signInHref }: StaffSchoolsProps) {
  return <SignedInGate signInHref={signInHref}>{() => <Queue />}</SignedInGate>;
}

function Queue() {
  const { t, world } = useIslandEnv();
  const [items, setItems] = useState<StaffSchoolView[] | 'failed' | null>(null);
  const load = useCallback(() => {
    createPageApiClient(world)
      .get<{ items: StaffSchoolView[] }>('v1/staff/schools')
      .then((answer) => setItems(answer.items), () => setItems('failed'));
  }, [world]);
  useEffect(load, [load]);
  if (items === null) return <LoadingNote />;
  if (items === 'failed') return <LoadFailed />;
  if (items.length === 0) return <p className="empty-state">{t('my-school:staff.empty')}</p>;
  return (
    <ul className="seller-list" aria-label={t('my-school:staff.queue')}>
      {items.map((school) => (
        <WaitingSchool key={school.id} school={school} onDecided={load} />
      ))}
    </ul>
  );
}

function WaitingSchool({ school, onDecided }: { school: StaffSchoolView; onDecided: () => void }) {
  const { t, world } = useIslandEnv();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const decide = async (decision: 'verify' | 'reject') => {
    if (decision === 'reject' && reason.trim().length < 5) {
      setError(t('my-school:staff.reasonNeeded'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await createPageApiClient(world).post(`v1/staff/schools/${school.id}/${decision}`, decision === 'reject' ? { reason: reason.trim() } : {});
      onDecided();
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };
  const address = [school.street, [school.postcode, school.city].filter(Boolean).join(' '), school.country].filter(Boolean).join(', ');
  return (
    <li className="seller-item">
      <div className="seller-item-head">
        <span className="seller-item-title">{school.name}</span>
        <span className="seller-item-facts">{t('my-school:staff.createdOn', { date: formatDay(school.createdAt, world) })}</span>
      </div>
      <dl className="staff-school-facts">
        <dt>{t('my-school:staff.address')}</dt>
        <dd>{address}</dd>
        <dt>{t('my-school:field.schoolType')}</dt>
        <dd>{school.schoolType ? t(`my-school:kind.${school.schoolType}`) : '–'}</dd>
        <dt>{t('my-school:staff.creator')}</dt>
        <dd>{school.creator ? `${school.creator.name} (${school.creator.email})` : '–'}</dd>
        <dt>{t('my-school:field.evidenceText')}</dt>
        <dd>{school.evidenceText ?? '–'}</dd>
        <dt>{t('my-school:field.evidenceDomain')}</dt>
        <dd>
          {school.evidenceDomain ?? '–'}
          {school.evidenceDomain ? ` · ${t(school.domainMatches ? 'my-school:staff.domainMatches' : 'my-school:staff.domainDiffers')}` : ''}
        </dd>
      </dl>
      <Field label={t('my-school:staff.reason')} hint={t('my-school:staff.reasonHint')}>
        {(control) => <textarea {...control} name={`reason-${school.id}`} rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(fieldValue(e.target))} />}
      </Field>
      <div className="seller-actions">
        <button type="button" onClick={() => void decide('verify')} disabled={pending}>
          {t('my-school:staff.verify')}
        </button>
        <button type="button" className="button-danger" onClick={() => void decide('reject')} disabled={pending}>
          {t('my-school:staff.reject')}
        </button>
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
