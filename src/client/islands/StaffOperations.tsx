import { useState, type FormEvent } from 'react';
import { useIslandEnv } from '../island-env';
import { fieldValue } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { formatPrice } from '../../shared/money';
import type { StaffSearchResult } from '../../shared/schemas/operations';
import { fill, opsError, Section } from '../operations/ops-kit';

export interface StaffOperationsProps {
  query: string;
  /** The answer to a search in the address (`?q=`), made by the edge. */
  initial: StaffSearchResult | null;
  userHref: string;
  orderHref: string;
}

/** Staff search (docs/operations.md, "Staff screens"): users, orders, invoices, materials and schools by id, e-mail, number or name. */
export default function StaffOperations({ query, initial, userHref, orderHref }: StaffOperationsProps) {
  const { t, world } = useIslandEnv();
  const [q, setQ] = useState(query);
  const [result, setResult] = useState<StaffSearchResult | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      setResult(await createPageApiClient(world).get<StaffSearchResult>(`v3/staff/search?q=${encodeURIComponent(q.trim())}`));
    } catch (failure) {
      setError(opsError(failure, t));
    } finally {
      setPending(false);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const total = result ? result.users.length + result.orders.length + result.invoices.length + result.materials.length + result.schools.length : 0;
  return (
    <div className="staff-ops">
      <form className="staff-ops-search" role="search" onSubmit={search}>
        <label htmlFor="staff-ops-q">{t('service-pages:operations.search.label')}</label>
        <div className="staff-ops-search-row">
          <input id="staff-ops-q" name="q" type="search" value={q} maxLength={200} onChange={(event) => setQ(fieldValue(event.target))} aria-describedby="staff-ops-q-hint" />
          <button type="submit" className="button-primary" disabled={pending}>
            {t('service-pages:operations.search.submit')}
          </button>
        </div>
        <p className="field-hint" id="staff-ops-q-hint">
          {t('service-pages:operations.search.hint')}
        </p>
      </form>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {result && total === 0 ? <p className="empty-state">{t('service-pages:operations.search.none')}</p> : null}
      {result && result.users.length > 0 ? (
        <Section title={t('service-pages:operations.search.users')}>
          <ul className="staff-ops-list">
            {result.users.map((u) => (
              <li key={u.id}>
                <a href={fill(userHref, u.id)}>{u.email}</a> · {u.name} · #{u.id} · {u.world}
                {u.blocked ? <span className="badge"> {t('service-pages:operations.user.blockedBadge')}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {result && result.orders.length > 0 ? (
        <Section title={t('service-pages:operations.search.orders')}>
          <ul className="staff-ops-list">
            {result.orders.map((o) => (
              <li key={o.id}>
                <a href={fill(orderHref, o.id)}>{o.id}</a> · {t(`service-pages:operations.status.${o.status}`)} · {formatPrice(o.gross, o.currency)} · {o.email}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {result && result.invoices.length > 0 ? (
        <Section title={t('service-pages:operations.search.invoices')}>
          <ul className="staff-ops-list">
            {result.invoices.map((i) => (
              <li key={i.id}>
                <a href={fill(orderHref, i.orderId)}>{i.number}</a> · {t(`service-pages:operations.invoiceKind.${i.kind}`)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {result && result.materials.length > 0 ? (
        <Section title={t('service-pages:operations.search.materials')}>
          <ul className="staff-ops-list">
            {result.materials.map((m) => (
              <li key={m.id}>
                #{m.id} · {m.title} · {m.world} · <a href={fill(userHref, m.authorId)}>{t('service-pages:operations.search.author')}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {result && result.schools.length > 0 ? (
        <Section title={t('service-pages:operations.search.schools')}>
          <ul className="staff-ops-list">
            {result.schools.map((s) => (
              <li key={s.id}>
                #{s.id} · {s.name} · {s.world} · {t(s.verified ? 'service-pages:operations.search.verified' : 'service-pages:operations.search.unverified')}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
