import type { Credits } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { formatDay, signedPrice } from '../commerce/cabinet-format';
import { isoDay } from '../../shared/format';

export interface CreditBalanceProps {
  signInHref: string | null;
}

/** The signed-in user's credit in the world's currency and its history (`GET v1/credits`). */
export default function CreditBalance({ signInHref }: CreditBalanceProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => <CabinetData<Credits> path="v1/credits">{(credits) => <CreditsView credits={credits} />}</CabinetData>}
    </SignedInGate>
  );
}

/** What the balance means: credit to use, credit used up, or never any credit. */
export function balanceNote(credits: Pick<Credits, 'availableCredits' | 'hadCredits'>): 'useAtCheckout' | 'usedUp' | 'neverHad' {
  if (credits.availableCredits > 0) return 'useAtCheckout';
  return credits.hadCredits ? 'usedUp' : 'neverHad';
}

function CreditsView({ credits }: { credits: Credits }) {
  const { t, world } = useIslandEnv();
  return (
    <>
      <section className="credit-balance" aria-labelledby="credit-balance-heading">
        <h2 id="credit-balance-heading">{t('cabinet-settings:credits.balance')}</h2>
        <p className="credit-amount">
          <strong>{formatPrice(credits.availableCredits, credits.currency)}</strong>
        </p>
        <p>{t(`cabinet-settings:credits.${balanceNote(credits)}`)}</p>
      </section>
      <section aria-labelledby="credit-history-heading">
        <h2 id="credit-history-heading">{t('cabinet-settings:credits.history')}</h2>
        {credits.entries.length === 0 ? (
          <div className="empty-state">
            <p>{t('cabinet-settings:credits.empty')}</p>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="cabinet-table">
              <caption className="visually-hidden">{t('cabinet-settings:credits.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cabinet-settings:credits.date')}</th>
                  <th scope="col">{t('cabinet-settings:credits.reason')}</th>
                  <th scope="col" className="amount">
                    {t('cabinet-settings:credits.amount')}
                  </th>
                  <th scope="col">{t('cabinet-settings:credits.order')}</th>
                </tr>
              </thead>
              <tbody>
                {credits.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={isoDay(entry.createdAt)}>{formatDay(entry.createdAt, world)}</time>
                    </td>
                    <td>{t(`cabinet-settings:credits.reasons.${entry.reason}`)}</td>
                    <td className="amount">{signedPrice(entry.amount, credits.currency)}</td>
                    <td>{entry.orderId ? <code>{entry.orderId}</code> : '–'}</td>
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
