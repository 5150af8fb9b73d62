import type { InvoiceSummary } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData, CabinetPager } from '../components/cabinet-kit';
import { formatDay, listPager, type PagedAnswer } from '../commerce/cabinet-format';
import { isoDay } from '../../shared/format';

export interface InvoiceListProps {
  signInHref: string | null;
  /** The list page to show (`?page=` of the screen). */
  page: number;
  /** The screen's own path, for the page links. */
  basePath: string;
}

/** The PDF of an invoice or credit note; the edge forwards the session cookie with the link. */
export function invoicePdfHref(id: number): string {
  return `/api/v3/invoices/${id}/pdf`;
}

/** The signed-in user's invoices and credit notes (`GET v1/invoices`), each with its PDF. */
export default function InvoiceList({ signInHref, page, basePath }: InvoiceListProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <CabinetData<PagedAnswer<InvoiceSummary>> path="v1/invoices" query={{ page }}>
          {(answer) => <Invoices answer={answer} basePath={basePath} />}
        </CabinetData>
      )}
    </SignedInGate>
  );
}

function Invoices({ answer, basePath }: { answer: PagedAnswer<InvoiceSummary>; basePath: string }) {
  const { t, world } = useIslandEnv();
  if (answer.items.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('cabinet-settings:invoices.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <div className="table-scroll">
        <table className="cabinet-table">
          <caption className="visually-hidden">{t('cabinet-settings:invoices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cabinet-settings:invoices.number')}</th>
              <th scope="col">{t('cabinet-settings:invoices.kind')}</th>
              <th scope="col">{t('cabinet-settings:invoices.date')}</th>
              <th scope="col">{t('cabinet-settings:invoices.order')}</th>
              <th scope="col" className="amount">
                {t('cabinet-settings:invoices.amount')}
              </th>
              <th scope="col">{t('cabinet-settings:invoices.document')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.items.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.number}</td>
                <td>{t(`cabinet-settings:invoices.kinds.${invoice.kind}`)}</td>
                <td>
                  <time dateTime={isoDay(invoice.issuedAt)}>{formatDay(invoice.issuedAt, world)}</time>
                </td>
                <td>
                  <code>{invoice.orderId}</code>
                </td>
                <td className="amount">{formatPrice(invoice.gross, invoice.currency)}</td>
                <td>
                  <a href={invoicePdfHref(invoice.id)} download>
                    {t('cabinet-settings:invoices.pdf', { number: invoice.number })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CabinetPager pager={listPager(answer, basePath)} label={t('cabinet-settings:invoices.pagination')} />
    </>
  );
}
