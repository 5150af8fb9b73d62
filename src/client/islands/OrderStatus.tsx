import { useEffect, useState } from 'react';
import type { Order } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';
import { formatDate } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { isApiError } from '../api/api-error';
import { createPageApiClient } from '../api/page-client';
import { pollOrder } from '../commerce/checkout';
import { orderTotalsLines, vatPercent } from '../commerce/totals';
import { TotalsList } from '../components/commerce-kit';
import { fillHref } from '../href-template';
import { useIslandEnv } from '../island-env';

export interface OrderStatusProps {
  /** `?order=` of the address; null when missing or malformed. */
  orderId: string | null;
  /** `confirmation`: the thank-you page; `invoice`: the invoice purchase success page. */
  variant: 'confirmation' | 'invoice';
  cartHref: string | null;
  boughtHref: string | null;
  materialHrefTemplate: string | null;
}

type View = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'order'; order: Order; settled: boolean };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An order as its buyer follows it: asks again every 1.5 s (20 times at most) while it is pending. */
export default function OrderStatus({ orderId, variant, cartHref, boughtHref, materialHrefTemplate }: OrderStatusProps) {
  const { t, world } = useIslandEnv();
  const [view, setView] = useState<View>(orderId ? { kind: 'loading' } : { kind: 'missing' });

  useEffect(() => {
    if (!orderId) return undefined;
    let stopped = false;
    const api = createPageApiClient(world);
    pollOrder({
      load: async () => (await api.get<{ order: Order }>(`v3/orders/${encodeURIComponent(orderId)}`)).order,
      onOrder: (order) => setView({ kind: 'order', order, settled: order.status !== 'pending' }),
      wait,
      stopped: () => stopped,
    }).then(
      (order) => {
        if (!stopped && order) setView({ kind: 'order', order, settled: true });
      },
      (error: unknown) => {
        if (stopped) return;
        setView(isApiError(error) && (error.status === 404 || error.status === 403) ? { kind: 'missing' } : { kind: 'error' });
      },
    );
    return () => {
      stopped = true;
    };
  }, [orderId, world]);

  if (view.kind === 'loading') {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('thank-you-page:loading')}
      </p>
    );
  }
  if (view.kind === 'missing' || view.kind === 'error') {
    return (
      <div className="notice" role="alert">
        <p>{t(view.kind === 'missing' ? 'thank-you-page:missing' : 'thank-you-page:loadError')}</p>
        {cartHref ? <a href={cartHref}>{t('thank-you-page:backToCart')}</a> : null}
      </div>
    );
  }

  const { order } = view;
  return (
    <div className={`order-status order-${order.status}`} data-order-status={order.status}>
      <OrderHeadline order={order} variant={variant} settled={view.settled} cartHref={cartHref} boughtHref={boughtHref} />
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">{t('thank-you-page:items', { id: order.id })}</h2>
        <ul className="order-items">
          {order.items.map((item) => {
            const href = fillHref(materialHrefTemplate, item.materialId, item.slug);
            return (
              <li key={item.materialId}>
                {href ? <a href={href}>{item.title}</a> : item.title} <span className="price">{formatPrice(item.finalPrice, order.currency)}</span>
              </li>
            );
          })}
        </ul>
        <TotalsList
          lines={orderTotalsLines(order)}
          currency={order.currency}
          label={t('thank-you-page:totals.label')}
          labels={(line) => (line.kind === 'vat' ? t('thank-you-page:totals.vat', { rate: vatPercent(order.vatRate) }) : t(`thank-you-page:totals.${line.kind}`))}
        />
        {order.vatScheme === 'reverse_charge' ? <p className="order-vat-note">{t('thank-you-page:vatScheme.reverseCharge')}</p> : null}
        {order.vatScheme === 'outside_eu' ? <p className="order-vat-note">{t('thank-you-page:vatScheme.outsideEu')}</p> : null}
        {order.withdrawalConsentAt ? (
          <p className="order-withdrawal-note">{t('thank-you-page:withdrawalConsent', { date: formatDate(order.withdrawalConsentAt, languageTag(worldLanguage(world))) })}</p>
        ) : null}
        {order.invoice ? (
          <p>
            <a href={`/api/v3/invoices/${order.invoice.id}/pdf`} download>
              {t('thank-you-page:invoice', { number: order.invoice.number })}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function OrderHeadline({ order, variant, settled, cartHref, boughtHref }: { order: Order; variant: OrderStatusProps['variant']; settled: boolean; cartHref: string | null; boughtHref: string | null }) {
  const { t } = useIslandEnv();
  const bought = boughtHref ? (
    <a className="button button-primary" href={boughtHref}>
      {t('thank-you-page:toBought')}
    </a>
  ) : null;
  if (order.status === 'paid' || (variant === 'invoice' && order.paymentMethod === 'invoice' && order.status !== 'failed' && order.status !== 'cancelled')) {
    return (
      <div className="notice notice-success" role="status">
        <p className="order-headline">{t(variant === 'invoice' ? 'thank-you-page:invoiceSuccess.heading' : 'thank-you-page:paid.heading')}</p>
        <p>{t(variant === 'invoice' ? 'thank-you-page:invoiceSuccess.text' : 'thank-you-page:paid.text')}</p>
        {bought}
      </div>
    );
  }
  if (order.status === 'pending') {
    return (
      <div className="notice" role="status" aria-live="polite">
        <p className="order-headline">{t(settled ? 'thank-you-page:pending.stillWaiting' : 'thank-you-page:pending.heading')}</p>
      </div>
    );
  }
  const key = order.status === 'refunded' ? 'refunded' : order.status === 'cancelled' ? 'cancelled' : 'failed';
  return (
    <div className="notice notice-error" role="alert">
      <p className="order-headline">{t(`thank-you-page:${key}.heading`)}</p>
      <p>{t(`thank-you-page:${key}.text`)}</p>
      {key !== 'refunded' && cartHref ? (
        <a className="button" href={cartHref}>
          {t('thank-you-page:backToCart')}
        </a>
      ) : null}
    </div>
  );
}
