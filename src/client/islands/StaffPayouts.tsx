import { useState } from 'react';
import { useAfterHydration } from '../hooks/useAfterHydration';
import type { PayoutFieldName } from '../../shared/schemas/seller-earnings';
import { formatPrice } from '../../shared/money';
import { formatMonth } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';
import { fieldValue } from '../dom';

export interface StaffPayoutsProps {
  signInHref: string | null;
}

interface PayoutOverview {
  period: string;
  threshold: number;
  total: number;
  payouts: { authorId: number; amount: number; currency: string; accountHolder: string; iban: string }[];
  open: { authorId: number; balance: number; missing: PayoutFieldName[] }[];
}

interface RunAnswer {
  paid: number;
  belowThreshold: number;
  incomplete: number;
  creditNotes: { issued: number; waiting: number };
}

/** Staff: the month's payout run, its SEPA file and the DAC7 report (docs/seller-earnings.md). The calls answer 404 to anyone but staff. */
export default function StaffPayouts({ signInHref }: StaffPayoutsProps) {
  const hydrated = useAfterHydration(true, false);
  const [chosen, setPeriod] = useState<string | null>(null);
  // The month is the browser's, known only after hydration (the HTML is the same for everyone).
  const period = chosen ?? (hydrated ? new Date().toISOString().slice(0, 7) : null);
  return <SignedInGate signInHref={signInHref}>{() => (period ? <Payouts period={period} onPeriod={setPeriod} /> : null)}</SignedInGate>;
}

function Payouts({ period, onPeriod }: { period: string; onPeriod: (period: string) => void }) {
  const { t, world } = useIslandEnv();
  const [version, setVersion] = useState(0);
  const [ran, setRan] = useState<RunAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const year = period.slice(0, 4);
  const run = async () => {
    setFailed(false);
    try {
      setRan(await createPageApiClient(world).post<RunAnswer>('v3/staff/payouts/run', { period }));
      setVersion((v) => v + 1);
    } catch {
      setFailed(true);
    }
  };
  const eur = (minor: number) => formatPrice(minor, 'EUR');
  return (
    <>
      <form className="earnings-filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('cabinet-sales:earnings.staff.period')}
          <input type="month" value={period} onChange={(e) => /^\d{4}-\d{2}$/.test(fieldValue(e.target)) && onPeriod(fieldValue(e.target))} />
        </label>
        <button type="button" className="button button-primary" onClick={() => void run()}>
          {t('cabinet-sales:earnings.staff.run')}
        </button>
      </form>
      <p className="form-status" role="status" aria-live="polite">
        {ran
          ? t('cabinet-sales:earnings.staff.ran', { paid: ran.paid, below: ran.belowThreshold, incomplete: ran.incomplete, notes: ran.creditNotes.issued })
          : failed
            ? t('common:form.genericError')
            : ''}
      </p>
      <p className="earnings-links">
        <a className="button" href={`/api/v3/staff/payouts/sepa?period=${period}&world=${world}`} download>
          {t('cabinet-sales:earnings.staff.sepa')}
        </a>
        <a className="button" href={`/api/v3/staff/dac7?year=${year}&world=${world}`}>
          {t('cabinet-sales:earnings.staff.dac7Json')} {year}
        </a>
        <a className="button" href={`/api/v3/staff/dac7?year=${year}&format=csv&world=${world}`} download>
          {t('cabinet-sales:earnings.staff.dac7Csv')} {year}
        </a>
      </p>
      <CabinetData<PayoutOverview> path="v3/staff/payouts" query={{ period, v: version }}>
        {(overview) => (
          <>
            <section aria-labelledby="staff-payouts">
              <h2 id="staff-payouts">
                {t('cabinet-sales:earnings.staff.payoutsOf')} {formatMonth(overview.period, languageTag(worldLanguage(world)))}: {eur(overview.total)}
              </h2>
              {overview.payouts.length === 0 ? (
                <p>{t('cabinet-sales:earnings.staff.none')}</p>
              ) : (
                <div className="table-scroll">
                  <table className="cabinet-table earnings-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('cabinet-sales:earnings.staff.author')}</th>
                        <th scope="col">IBAN</th>
                        <th scope="col" className="amount">{t('cabinet-sales:earnings.staff.amount')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {overview.payouts.map((p) => (
                        <tr key={p.authorId}>
                          <th scope="row">
                            {p.accountHolder} <span className="earnings-id">#{p.authorId}</span>
                          </th>
                          <td>{p.iban}</td>
                          <td className="amount">{formatPrice(p.amount, p.currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section aria-labelledby="staff-open">
              <h2 id="staff-open">{t('cabinet-sales:earnings.staff.open')}</h2>
              {overview.open.length === 0 ? (
                <p>{t('cabinet-sales:earnings.staff.none')}</p>
              ) : (
                <div className="table-scroll">
                  <table className="cabinet-table earnings-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('cabinet-sales:earnings.staff.author')}</th>
                        <th scope="col" className="amount">{t('cabinet-sales:earnings.staff.amount')}</th>
                        <th scope="col">{t('cabinet-sales:earnings.staff.missing')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {overview.open.map((o) => (
                        <tr key={o.authorId}>
                          <th scope="row">#{o.authorId}</th>
                          <td className="amount">{eur(o.balance)}</td>
                          <td>{o.missing.map((field) => t(`cabinet-sales:payout.missing.${field}`)).join(', ') || '–'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </CabinetData>
    </>
  );
}
