import { useRef, useState, type FormEvent } from 'react';
import { useIslandEnv } from '../island-env';
import { fieldChecked, fieldValue } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { formatPrice } from '../../shared/money';
import { formatDay } from '../commerce/cabinet-format';
import type { StaffOrderPage } from '../../shared/schemas/operations';
import { AuditTrail, fill, opsError, Section } from '../operations/ops-kit';

export interface StaffOrderProps {
  initial: StaffOrderPage;
  userHref: string;
}

const newKey = () => crypto.randomUUID().replace(/-/g, '');

/**
 * An order for staff (docs/operations.md, "Refunds"): items, money, the buyer's consent to
 * immediate delivery, invoices and credit notes, refunds, the refund form (finance: the whole
 * order or chosen items, each whole or in part, licence kept or withdrawn, a reason) and the
 * audit trail. One request key per form: a second click sends the same refund.
 */
export default function StaffOrder({ initial, userHref }: StaffOrderProps) {
  const { t, world } = useIslandEnv();
  const [page, setPage] = useState(initial);
  const { order } = page;
  const refundedItems = new Set(page.refunds.filter((r) => r.status !== 'failed').flatMap((r) => r.items.map((i) => i.materialId)));
  const open = order.items.filter((i) => !refundedItems.has(i.materialId) && i.finalPrice > 0);
  const [chosen, setChosen] = useState<Record<number, boolean>>(() => Object.fromEntries(open.map((i) => [i.materialId, true])));
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [keepLicence, setKeepLicence] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const key = useRef(newKey());
  const day = (iso: string) => formatDay(iso, world);
  const price = (n: number) => formatPrice(n, order.currency);
  const canRefund = page.viewerRoles.includes('finance') || page.viewerRoles.includes('admin');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = open
      .filter((i) => chosen[i.materialId])
      .map((i) => {
        const typed = (amounts[i.materialId] ?? '').trim();
        return typed === '' ? { materialId: i.materialId } : { materialId: i.materialId, amount: Math.round(Number(typed.replace(',', '.')) * 100) };
      });
    if (items.length === 0) return setError(t('service-pages:operations.refund.itemsNeeded'));
    if (reason.trim().length < 3) return setError(t('service-pages:operations.reasonNeeded'));
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const answer = await createPageApiClient(world).post<StaffOrderPage & { refund: { creditNote: { number: string } | null } }>(`v3/staff/orders/${encodeURIComponent(order.id)}/refunds`, {
        requestKey: key.current,
        items,
        keepLicence,
        reason: reason.trim(),
      });
      setPage(answer);
      setDone(t('service-pages:operations.refund.done', { number: answer.refund.creditNote?.number ?? '–' }));
      key.current = newKey();
      setReason('');
      setAmounts({});
    } catch (failure) {
      setError(opsError(failure, t));
    } finally {
      setPending(false);
    }
    return undefined;
  };

  return (
    <div className="staff-ops">
      <dl className="staff-ops-facts">
        <dt>{t('service-pages:operations.order.buyer')}</dt>
        <dd>
          <a href={fill(userHref, page.buyer.id)}>{page.buyer.email}</a> {page.buyer.name ? `· ${page.buyer.name}` : ''}
        </dd>
        <dt>{t('service-pages:operations.order.status')}</dt>
        <dd data-order-status={order.status}>
          {t(`service-pages:operations.status.${order.status}`)} · {t(`service-pages:operations.method.${order.paymentMethod}`)}
        </dd>
        <dt>{t('service-pages:operations.order.money')}</dt>
        <dd>
          {t('service-pages:operations.order.moneyLine', { gross: price(order.gross), due: price(order.amountDue), credits: price(order.creditsUsed), refunded: price(order.refunded) })}
        </dd>
        <dt>{t('service-pages:operations.order.dates')}</dt>
        <dd>
          {day(order.createdAt)}
          {order.paidAt ? ` · ${t('service-pages:operations.order.paidOn', { date: day(order.paidAt) })}` : ''}
        </dd>
        <dt>{t('service-pages:operations.order.withdrawal')}</dt>
        <dd>{order.withdrawalConsentAt ? t('service-pages:operations.order.consentOn', { date: day(order.withdrawalConsentAt) }) : t('service-pages:operations.order.noConsent')}</dd>
      </dl>

      <Section title={t('service-pages:operations.order.documents')}>
        <ul className="staff-ops-list">
          {page.invoices.map((i) => (
            <li key={i.id} data-kind={i.kind}>
              {i.number} · {t(`service-pages:operations.invoiceKind.${i.kind}`)} · {day(i.issuedAt)}
            </li>
          ))}
        </ul>
      </Section>

      {page.refunds.length > 0 ? (
        <Section title={t('service-pages:operations.refund.list')}>
          <ul className="staff-ops-list">
            {page.refunds.map((r) => (
              <li key={r.id}>
                {day(r.createdAt)} · {price(r.gross)} · {t(`service-pages:operations.refund.state.${r.status}`)} · {r.items.map((i) => i.title).join(', ')}
                {r.creditNote ? ` · ${r.creditNote.number}` : ''} · {r.reason}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('service-pages:operations.refund.heading')}>
        {order.status !== 'paid' || open.length === 0 ? (
          <p className="empty-state">{t('service-pages:operations.refund.nothing')}</p>
        ) : (
          <form className="staff-ops-refund" onSubmit={(event) => void submit(event)} noValidate>
            {canRefund ? null : <p className="notice">{t('service-pages:operations.refund.financeOnly')}</p>}
            <fieldset>
              <legend>{t('service-pages:operations.refund.items')}</legend>
              {open.map((i) => (
                <div key={i.materialId} className="field field-checkbox staff-ops-item">
                  <input
                    id={`refund-item-${i.materialId}`}
                    type="checkbox"
                    checked={chosen[i.materialId] ?? false}
                    onChange={(e) => setChosen({ ...chosen, [i.materialId]: fieldChecked(e.target) })}
                  />
                  <label htmlFor={`refund-item-${i.materialId}`}>
                    {i.title} · {price(i.finalPrice)}
                  </label>
                  <input
                    aria-label={t('service-pages:operations.refund.partAmount', { title: i.title })}
                    inputMode="decimal"
                    placeholder={t('service-pages:operations.refund.whole')}
                    value={amounts[i.materialId] ?? ''}
                    maxLength={9}
                    onChange={(e) => setAmounts({ ...amounts, [i.materialId]: fieldValue(e.target) })}
                  />
                </div>
              ))}
            </fieldset>
            <fieldset>
              <legend>{t('service-pages:operations.refund.licence')}</legend>
              <div className="field field-radio">
                <input id="refund-licence-revoke" type="radio" name="licence" checked={!keepLicence} onChange={() => setKeepLicence(false)} />
                <label htmlFor="refund-licence-revoke">{t('service-pages:operations.refund.revoke')}</label>
              </div>
              <div className="field field-radio">
                <input id="refund-licence-keep" type="radio" name="licence" checked={keepLicence} onChange={() => setKeepLicence(true)} />
                <label htmlFor="refund-licence-keep">{t('service-pages:operations.refund.keep')}</label>
              </div>
            </fieldset>
            <label htmlFor="refund-reason">{t('service-pages:operations.reason')}</label>
            <textarea id="refund-reason" name="reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(fieldValue(e.target))} />
            <p className="field-hint">{t('service-pages:operations.refund.hint')}</p>
            <button type="submit" className="button-primary" disabled={pending}>
              {t('service-pages:operations.refund.submit')}
            </button>
          </form>
        )}
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

      <Section title={t('service-pages:operations.audit.heading')}>
        <AuditTrail rows={page.audit} t={t} day={day} />
      </Section>
    </div>
  );
}
