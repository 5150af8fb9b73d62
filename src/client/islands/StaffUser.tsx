import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { fieldValue } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { formatPrice } from '../../shared/money';
import { formatDay } from '../commerce/cabinet-format';
import type { StaffUserPage } from '../../shared/schemas/operations';
import { AuditTrail, fill, opsError, Section } from '../operations/ops-kit';

export interface StaffUserProps {
  initial: StaffUserPage;
  orderHref: string;
  loginAsHref: string;
}

/**
 * A user for staff (docs/operations.md, "Staff screens"): orders, purchases, credits (grant and
 * withdraw: finance), sessions (end them), block and unblock (support), acting as the user, and
 * the audit trail. Every action needs a reason, which the audit log keeps.
 */
export default function StaffUser({ initial, orderHref, loginAsHref }: StaffUserProps) {
  const { t, world } = useIslandEnv();
  const [page, setPage] = useState(initial);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const day = (iso: string) => formatDay(iso, world);
  const { user } = page;
  const currency = page.credits[0]?.currency ?? 'EUR';

  const act = async (path: string, body: Record<string, unknown>, doneKey: string) => {
    if (reason.trim().length < 3) {
      setError(t('service-pages:operations.reasonNeeded'));
      return;
    }
    setPending(true);
    setError(null);
    setDone(null);
    try {
      setPage(await createPageApiClient(world).post<StaffUserPage>(path, { ...body, reason: reason.trim() }));
      setDone(t(doneKey));
      setReason('');
      setAmount('');
    } catch (failure) {
      setError(opsError(failure, t));
    } finally {
      setPending(false);
    }
  };
  const credit = (sign: 1 | -1) => {
    const cents = Math.round(Number(amount.replace(',', '.')) * 100);
    if (!Number.isFinite(cents) || cents <= 0) {
      setError(t('service-pages:operations.credits.amountNeeded'));
      return;
    }
    void act('v3/staff/credits', { userId: user.id, currency, amount: sign * cents }, sign > 0 ? 'service-pages:operations.credits.granted' : 'service-pages:operations.credits.withdrawn');
  };

  return (
    <div className="staff-ops">
      <dl className="staff-ops-facts">
        <dt>{t('service-pages:operations.user.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('service-pages:operations.user.id')}</dt>
        <dd>
          #{user.id} · {user.world}
          {user.isSeller ? ` · ${t('service-pages:operations.user.seller')}` : ''}
          {user.isStaff ? ` · ${t('service-pages:operations.user.staff')}` : ''}
        </dd>
        <dt>{t('service-pages:operations.user.since')}</dt>
        <dd>{day(user.createdAt)}</dd>
      </dl>
      {user.blockedAt ? (
        <p className="notice notice-error" role="status">
          {t('service-pages:operations.user.blocked', { date: day(user.blockedAt), reason: user.blockedReason ?? '' })}
        </p>
      ) : null}

      <Section title={t('service-pages:operations.user.actions')}>
        <label htmlFor="staff-ops-reason">{t('service-pages:operations.reason')}</label>
        <textarea id="staff-ops-reason" name="reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(fieldValue(e.target))} />
        <div className="seller-actions">
          {user.blockedAt ? (
            <button type="button" onClick={() => void act(`v3/staff/users/${user.id}/unblock`, {}, 'service-pages:operations.user.unblockedDone')} disabled={pending}>
              {t('service-pages:operations.user.unblock')}
            </button>
          ) : (
            <button type="button" className="button-danger" onClick={() => void act(`v3/staff/users/${user.id}/block`, {}, 'service-pages:operations.user.blockedDone')} disabled={pending || user.isStaff}>
              {t('service-pages:operations.user.block')}
            </button>
          )}
          <button type="button" onClick={() => void act(`v3/staff/users/${user.id}/sessions/revoke`, {}, 'service-pages:operations.sessions.revoked')} disabled={pending || page.sessions.length === 0}>
            {t('service-pages:operations.sessions.revoke')}
          </button>
          {user.isStaff ? null : <a href={loginAsHref}>{t('service-pages:operations.user.actAs', { id: user.id })}</a>}
        </div>
        <p className="field-hint">{t('service-pages:operations.user.blockHint')}</p>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className="notice" role="status">
            {done}
          </p>
        ) : null}
      </Section>

      <Section title={t('service-pages:operations.user.orders')}>
        {page.orders.length === 0 ? (
          <p className="empty-state">{t('service-pages:operations.none')}</p>
        ) : (
          <ul className="staff-ops-list">
            {page.orders.map((o) => (
              <li key={o.id}>
                <a href={fill(orderHref, o.id)}>{o.id}</a> · {day(o.createdAt)} · {t(`service-pages:operations.status.${o.status}`)} · {formatPrice(o.gross, o.currency)}
                {o.refunded > 0 ? ` · ${t('service-pages:operations.order.refundedSum', { amount: formatPrice(o.refunded, o.currency) })}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('service-pages:operations.user.purchases')}>
        {page.purchases.length === 0 ? (
          <p className="empty-state">{t('service-pages:operations.none')}</p>
        ) : (
          <ul className="staff-ops-list">
            {page.purchases.map((p) => (
              <li key={p.materialId}>
                #{p.materialId} · {p.title} · <a href={fill(orderHref, p.orderId)}>{p.orderId}</a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('service-pages:operations.credits.heading')}>
        <p>{page.credits.length === 0 ? formatPrice(0, currency) : page.credits.map((c) => formatPrice(c.amount, c.currency)).join(' · ')}</p>
        <label htmlFor="staff-ops-amount">{t('service-pages:operations.credits.amount', { currency })}</label>
        <div className="staff-ops-search-row">
          <input id="staff-ops-amount" name="amount" inputMode="decimal" value={amount} maxLength={9} onChange={(e) => setAmount(fieldValue(e.target))} />
          <button type="button" onClick={() => credit(1)} disabled={pending}>
            {t('service-pages:operations.credits.grant')}
          </button>
          <button type="button" className="button-danger" onClick={() => credit(-1)} disabled={pending}>
            {t('service-pages:operations.credits.withdraw')}
          </button>
        </div>
        <p className="field-hint">{t('service-pages:operations.credits.hint')}</p>
        {page.ledger.length > 0 ? (
          <ul className="staff-ops-list">
            {page.ledger.map((l) => (
              <li key={l.id}>
                {day(l.createdAt)} · {formatPrice(l.amount, l.currency)} · {t(`service-pages:operations.credits.reason.${l.reason}`)}
                {l.note ? ` · ${l.note}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section title={t('service-pages:operations.sessions.heading')}>
        {page.sessions.length === 0 ? (
          <p className="empty-state">{t('service-pages:operations.none')}</p>
        ) : (
          <ul className="staff-ops-list">
            {page.sessions.map((s, i) => (
              <li key={i}>
                {s.clientId} · {s.platform} · {day(s.createdAt)} → {day(s.expiresAt)}
                {s.impersonated ? ` · ${t('service-pages:operations.sessions.impersonated')}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('service-pages:operations.audit.heading')}>
        <AuditTrail rows={page.audit} t={t} day={day} />
      </Section>
    </div>
  );
}
