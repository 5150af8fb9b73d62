import { useState, type FormEvent } from 'react';
import type { Earnings, PayoutDetailsAnswer, PayoutDetailsInput, PayoutFieldName } from '../../shared/schemas/seller-earnings';
import { formatPrice } from '../../shared/money';
import { isoDay } from '../../shared/format';
import { worldLanguage } from '../../shared/worlds';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { createPageApiClient } from '../api/page-client';
import { formatDay, signedPrice } from '../commerce/cabinet-format';
import { useIslandEnv } from '../island-env';
import { fieldChecked, fieldValue } from '../dom';
import { useNumber } from '../seller/earnings-kit';

export interface AuthorFeesProps {
  signInHref: string | null;
  /** Account settings: bank details (IBAN, BIC). */
  bankDetailsHref: string | null;
}

/**
 * The author's fees: royalty tier and what the next needs, balance and payout threshold, monthly
 * credit notes as PDF, the royalty ledger, and the payout details with what is still missing
 * (docs/seller-earnings.md).
 */
export default function AuthorFees({ signInHref, bankDetailsHref }: AuthorFeesProps) {
  const [version, setVersion] = useState(0);
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <>
          <CabinetData<Earnings> path="v3/seller/earnings" query={{ v: version }}>
            {(earnings) => <EarningsView earnings={earnings} />}
          </CabinetData>
          <CabinetData<PayoutDetailsAnswer> path="v3/seller/payout-details">
            {(answer) => <PayoutDetailsForm answer={answer} bankDetailsHref={bankDetailsHref} onSaved={() => setVersion((v) => v + 1)} />}
          </CabinetData>
        </>
      )}
    </SignedInGate>
  );
}

function EarningsView({ earnings }: { earnings: Earnings }) {
  const { t, world } = useIslandEnv();
  const n = useNumber();
  const money = (minor: number, currency = earnings.currency) => formatPrice(minor, currency);
  const rate = (bp: number) => n(bp / 100);
  const language = worldLanguage(world);
  return (
    <>
      {earnings.missing.length > 0 ? <MissingList missing={earnings.missing} /> : null}
      <section aria-labelledby="fees-tier">
        <h2 id="fees-tier">{t('cabinet-sales:earnings.tierHeading')}</h2>
        <p className="earnings-big">{rate(earnings.tier.rateBp)} %</p>
        <p>{t('cabinet-sales:earnings.tierNow', { rate: rate(earnings.tier.rateBp), count: n(earnings.tier.activeMaterials) })}</p>
        <p>
          {earnings.tier.next
            ? t('cabinet-sales:earnings.tierNext', { needed: n(earnings.tier.next.materialsNeeded), min: n(earnings.tier.next.minActiveMaterials), rate: rate(earnings.tier.next.rateBp) })
            : t('cabinet-sales:earnings.tierTop')}
        </p>
        <p className="field-hint">{t('cabinet-sales:earnings.tierRule')}</p>
      </section>
      <section aria-labelledby="fees-balance">
        <h2 id="fees-balance">{t('cabinet-sales:earnings.balanceHeading')}</h2>
        <p className="earnings-big">{money(earnings.balance)}</p>
        <p>{t('cabinet-sales:earnings.balance', { amount: money(earnings.balance) })}</p>
        <p>{t('cabinet-sales:earnings.pending', { amount: money(earnings.pending) })}</p>
        <p className="field-hint">{t('cabinet-sales:earnings.threshold', { amount: money(earnings.threshold) })}</p>
        {earnings.payouts.length > 0 ? (
          <ul>
            {earnings.payouts.map((p) => (
              <li key={`${p.period}-${p.currency}`}>{t('cabinet-sales:earnings.paidOn', { period: p.period, amount: money(p.amount, p.currency) })}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="fees-notes">
        <h2 id="fees-notes">{t('cabinet-sales:earnings.creditNotes')}</h2>
        {earnings.creditNotes.length === 0 ? (
          <p>{t('cabinet-sales:earnings.noCreditNotes')}</p>
        ) : (
          <div className="table-scroll">
            <table className="cabinet-table earnings-table">
              <caption className="visually-hidden">{t('cabinet-sales:earnings.creditNotes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cabinet-sales:earnings.period')}</th>
                  <th scope="col">{t('cabinet-sales:earnings.number')}</th>
                  <th scope="col" className="amount">{t('cabinet-sales:earnings.royalty')}</th>
                  <th scope="col" className="amount">{t('cabinet-sales:earnings.vat')}</th>
                  <th scope="col" className="amount">{t('cabinet-sales:earnings.total')}</th>
                </tr>
              </thead>
              <tbody>
                {earnings.creditNotes.map((note) => (
                  <tr key={note.id}>
                    <th scope="row">{note.period}</th>
                    <td>
                      <a href={`/api/v3/seller/credit-notes/${note.id}/pdf?lang=${language}&world=${world}`} download={`${note.number}.pdf`}>
                        {note.number} ({t('cabinet-sales:earnings.pdf.download')})
                      </a>
                    </td>
                    <td className="amount">{money(note.royalty, note.currency)}</td>
                    <td className="amount">{money(note.vatAmount, note.currency)}</td>
                    <td className="amount">{money(note.total, note.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="fees-ledger">
        <h2 id="fees-ledger">{t('cabinet-sales:earnings.ledger')}</h2>
        {earnings.ledger.length === 0 ? (
          <p>{t('cabinet-sales:earnings.noLedger')}</p>
        ) : (
          <div className="table-scroll">
            <table className="cabinet-table earnings-table">
              <caption className="visually-hidden">{t('cabinet-sales:earnings.ledger')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cabinet-sales:earnings.date')}</th>
                  <th scope="col">{t('cabinet-sales:earnings.kind')}</th>
                  <th scope="col">{t('cabinet-sales:sales.columns.material')}</th>
                  <th scope="col" className="amount">{t('cabinet-sales:sales.columns.net')}</th>
                  <th scope="col" className="amount">{t('cabinet-sales:earnings.rate')}</th>
                  <th scope="col" className="amount">{t('cabinet-sales:earnings.royalty')}</th>
                </tr>
              </thead>
              <tbody>
                {earnings.ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={isoDay(entry.createdAt)}>{formatDay(entry.createdAt, world)}</time>
                    </td>
                    <td>{t(`cabinet-sales:earnings.kinds.${entry.kind}`)}</td>
                    <td>
                      {entry.title} <span className="earnings-id">#{entry.materialId}</span>
                    </td>
                    <td className="amount">{signedPrice(entry.net, entry.currency)}</td>
                    <td className="amount">{rate(entry.rateBp)} %</td>
                    <td className="amount">{signedPrice(entry.amount, entry.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function MissingList({ missing }: { missing: PayoutFieldName[] }) {
  const { t } = useIslandEnv();
  return (
    <div className="notice notice-warning" role="status">
      <p>{t('cabinet-sales:payout.missingTitle')}</p>
      <ul>
        {missing.map((field) => (
          <li key={field}>{t(`cabinet-sales:payout.missing.${field}`)}</li>
        ))}
      </ul>
      <p>
        <a href="#payout-details">{t('cabinet-sales:payout.heading')}</a>
      </p>
    </div>
  );
}

const EMPTY: PayoutDetailsInput = {
  entity_type: 'individual',
  legal_name: '',
  street: '',
  postal_code: '',
  city: '',
  country: '',
  tax_number: '',
  vat_id: '',
  small_business: false,
  birth_date: null,
};

type TextField = 'legal_name' | 'street' | 'postal_code' | 'city' | 'country' | 'tax_number' | 'vat_id';
const TEXT_FIELDS: { name: TextField; label: string; autoComplete?: string; maxLength: number }[] = [
  { name: 'legal_name', label: 'legalName', autoComplete: 'name', maxLength: 140 },
  { name: 'street', label: 'street', autoComplete: 'street-address', maxLength: 140 },
  { name: 'postal_code', label: 'postalCode', autoComplete: 'postal-code', maxLength: 16 },
  { name: 'city', label: 'city', autoComplete: 'address-level2', maxLength: 80 },
  { name: 'country', label: 'country', autoComplete: 'country', maxLength: 2 },
  { name: 'tax_number', label: 'taxNumber', maxLength: 40 },
  { name: 'vat_id', label: 'vatId', maxLength: 20 },
];

function PayoutDetailsForm({ answer, bankDetailsHref, onSaved }: { answer: PayoutDetailsAnswer; bankDetailsHref: string | null; onSaved: () => void }) {
  const { t, world } = useIslandEnv();
  const [form, setForm] = useState<PayoutDetailsInput>(answer.details ?? EMPTY);
  const [state, setState] = useState<PayoutDetailsAnswer>(answer);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'invalid' | 'failed'>('idle');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    setProblems({});
    try {
      const body = { ...form, country: form.country.toUpperCase(), birth_date: form.entity_type === 'individual' ? form.birth_date || null : null };
      const saved = await createPageApiClient(world).request<PayoutDetailsAnswer>('v3/seller/payout-details', { method: 'PUT', body });
      setState(saved);
      setStatus('saved');
      onSaved();
    } catch (error) {
      const details = (error as { details?: unknown }).details;
      if (details && typeof details === 'object') {
        setProblems(details as Record<string, string>);
        setStatus('invalid');
      } else setStatus('failed');
    }
  };

  return (
    <section aria-labelledby="payout-details" className="payout-details">
      <h2 id="payout-details">{t('cabinet-sales:payout.heading')}</h2>
      <p>{t('cabinet-sales:payout.intro')}</p>
      {state.complete ? <p className="notice">{t('cabinet-sales:payout.complete')}</p> : <MissingList missing={state.missing} />}
      <p>
        {state.bank ? `${t('cabinet-sales:payout.bankOnFile', { iban: state.bank.ibanMasked, holder: state.bank.accountHolder })} · ` : null}
        {bankDetailsHref ? <a href={bankDetailsHref}>{t('cabinet-sales:payout.bankLink')}</a> : null}
      </p>
      <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend>{t('cabinet-sales:payout.entityType')}</legend>
          {(['individual', 'company'] as const).map((type) => (
            <label key={type} className="choice">
              <input type="radio" name="entity_type" value={type} checked={form.entity_type === type} onChange={() => setForm({ ...form, entity_type: type })} />{' '}
              {t(`cabinet-sales:payout.${type}`)}
            </label>
          ))}
        </fieldset>
        {TEXT_FIELDS.map((field) => (
          <label key={field.name}>
            {t(`cabinet-sales:payout.${field.label}`)}
            <input
              name={field.name}
              value={form[field.name]}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              aria-invalid={problems[field.name] ? true : undefined}
              onChange={(e) => setForm({ ...form, [field.name]: fieldValue(e.target) })}
            />
            {problems[field.name] ? <span className="field-error">{problems[field.name]}</span> : null}
          </label>
        ))}
        <label className="choice">
          <input type="checkbox" checked={form.small_business} onChange={(e) => setForm({ ...form, small_business: fieldChecked(e.target) })} /> {t('cabinet-sales:payout.smallBusiness')}
        </label>
        {form.entity_type === 'individual' ? (
          <label>
            {t('cabinet-sales:payout.birthDate')}
            <input
              type="date"
              name="birth_date"
              value={form.birth_date ?? ''}
              autoComplete="bday"
              aria-invalid={problems.birth_date ? true : undefined}
              onChange={(e) => setForm({ ...form, birth_date: fieldValue(e.target) })}
            />
            {problems.birth_date ? <span className="field-error">{problems.birth_date}</span> : null}
          </label>
        ) : null}
        <button type="submit" className="button button-primary" disabled={status === 'saving'}>
          {t('cabinet-sales:payout.save')}
        </button>
        <p className="form-status" role="status" aria-live="polite">
          {status === 'saved' ? t('cabinet-sales:payout.saved') : status === 'invalid' ? t('cabinet-sales:payout.invalid') : status === 'failed' ? t('common:form.genericError') : ''}
        </p>
      </form>
    </section>
  );
}
