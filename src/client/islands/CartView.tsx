import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Cart } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { hasCartIdentity, pageCartClient } from '../commerce/cart-client';
import { bundledItemIds, cartTotalsLines } from '../commerce/totals';
import { ItemPrice, TotalsList, VoucherCodeField } from '../components/commerce-kit';
import { fillHref } from '../href-template';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';
import { useCartSync } from '../hooks/useCartSync';
import { fieldChecked } from '../dom';
import { Icon } from '../components/Icon';
import { createPageApiClient } from '../api/page-client';

export interface CartViewProps {
  /** `/de/material/__id__/__slug__`: each item links to its material page. */
  materialHrefTemplate: string | null;
  paymentHref: string | null;
  searchHref: string | null;
}

/** The shopping cart: items, voucher, credits, totals and the way on to payment. */
export default function CartView({ materialHrefTemplate, paymentHref, searchHref }: CartViewProps) {
  const { t, world } = useIslandEnv();
  useCartSync();
  const cart = useAfterHydration(useAtomValue(cartAtom), null);
  const status = useAfterHydration(useAtomValue(cartStatusAtom), 'loading');
  const hydrated = useAfterHydration(true, false);
  const setCart = useSetAtom(cartAtom);
  const setStatus = useSetAtom(cartStatusAtom);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = async (call: () => Promise<Cart>) => {
    setBusy(true);
    setFailed(false);
    try {
      setCart(await call());
      setStatus('ready');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const empty = (
    <div className="empty-state cart-empty">
      <p>{t('cart:empty.text')}</p>
      {searchHref ? (
        <a className="button" href={searchHref}>
          {t('cart:empty.search')}
        </a>
      ) : null}
    </div>
  );

  if (!cart) {
    if (hydrated && status === 'idle' && !hasCartIdentity()) return empty;
    if (status === 'error') {
      return (
        <p className="form-status form-status-error" role="alert">
          {t('cart:loadError')}
        </p>
      );
    }
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('cart:loading')}
      </p>
    );
  }
  if (cart.cartItems.length === 0) return empty;

  const client = pageCartClient(world);
  const bundled = bundledItemIds(cart);
  const pending = cart.pendingOrder;
  // The hosted payment page: our own path (demo) or the provider's https page.
  const payUrl = pending?.payUrl && /^(\/(?!\/)|https:\/\/)/.test(pending.payUrl) ? pending.payUrl : null;
  const cancelPending = async (orderId: string) => {
    setBusy(true);
    setFailed(false);
    try {
      await createPageApiClient(world).post(`v3/orders/${encodeURIComponent(orderId)}/cancel`, {});
      setCart(await client.view());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cart-view" aria-busy={busy || undefined}>
      {pending ? (
        <div className="notice cart-pending" role="status">
          <p>{t('cart:pendingOrder.text', { id: pending.id })}</p>
          <p className="cart-pending-actions">
            {payUrl ? (
              <a className="button button-primary" href={payUrl}>
                {t('cart:pendingOrder.pay')}
              </a>
            ) : null}
            <button type="button" className="button" disabled={busy} onClick={() => void cancelPending(pending.id)}>
              {t('cart:pendingOrder.cancel')}
            </button>
          </p>
        </div>
      ) : null}
      <ul className="cart-items" aria-label={t('cart:itemsLabel')}>
        {cart.cartItems.map(({ material, finalPrice, voucherCoverage }) => {
          const href = fillHref(materialHrefTemplate, material.id, material.slug);
          const unit = material.sale ?? material.price;
          return (
            <li key={material.id} className="cart-item">
              <img className="cart-item-cover" src={material.imgUrl} alt="" width={64} height={90} loading="lazy" />
              <div className="cart-item-text">
                <p className="cart-item-title">{href ? <a href={href}>{material.title}</a> : material.title}</p>
                <p className="cart-item-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
                {bundled.has(material.id) ? <p className="cart-item-note">{t('cart:inBundle')}</p> : null}
                {voucherCoverage && voucherCoverage !== 'in_bundle' && cart.voucher ? (
                  <p className={`cart-item-note cart-item-voucher cart-item-voucher-${voucherCoverage === 'covered' ? 'yes' : 'no'}`}>
                    {t(`cart:voucherCoverage.${voucherCoverage}`, { code: cart.voucher.code })}
                  </p>
                ) : null}
              </div>
              <p className="cart-item-price">
                <ItemPrice t={t} price={material.price} sale={material.sale} currency={cart.currency} />
                {finalPrice !== unit && material.price > 0 ? (
                  <span className="cart-item-final">{t('cart:afterVoucher', { price: formatPrice(finalPrice, cart.currency) })}</span>
                ) : null}
              </p>
              <button
                type="button"
                className="icon-button cart-item-remove"
                disabled={busy}
                aria-label={t('cart:remove', { title: material.title })}
                title={t('cart:remove', { title: material.title })}
                onClick={() => void change(() => client.remove(material.id))}
              >
                <Icon name="close" />
              </button>
            </li>
          );
        })}
      </ul>
      <section className="cart-summary" aria-label={t('cart:totals.label')}>
        <VoucherForm cart={cart} busy={busy} onApply={(code) => change(() => client.applyVoucher(code))} onRemove={() => change(() => client.removeVoucher())} />
        {cart.availableCredits > 0 ? (
          <div className="field field-checkbox cart-credits">
            <input
              id="cart-use-credits"
              type="checkbox"
              checked={cart.useCredits}
              disabled={busy}
              aria-describedby="cart-credits-effect"
              onChange={(event) => {
                const use = fieldChecked(event.target);
                void change(() => client.useCredits(use));
              }}
            />
            <label htmlFor="cart-use-credits">{t('cart:credits.use', { amount: formatPrice(cart.availableCredits, cart.currency) })}</label>
            <p id="cart-credits-effect" className="cart-credits-effect" aria-live="polite">
              {cart.useCredits
                ? t('cart:credits.applied', { used: formatPrice(cart.usedCredits, cart.currency), left: formatPrice(cart.availableCredits - cart.usedCredits, cart.currency) })
                : t('cart:credits.notApplied')}
            </p>
          </div>
        ) : null}
        <TotalsList
          lines={cartTotalsLines(cart)}
          currency={cart.currency}
          label={t('cart:totals.label')}
          labels={(line) => (line.kind === 'voucher' && cart.voucher ? t('cart:totals.voucherCode', { code: cart.voucher.code }) : t(`cart:totals.${line.kind}`))}
        />
        {cart.visitorPrice ? (
          <p className="cart-visitor-price">{t('cart:totals.visitorEstimate', { amount: formatPrice(cart.visitorPrice.finalPrice, cart.visitorPrice.currency), currency: cart.currency })}</p>
        ) : null}
        <p className="form-status form-status-error" role="alert">
          {failed ? t('common:form.genericError') : ''}
        </p>
        {paymentHref ? (
          <a className="button button-primary cart-to-payment" href={paymentHref}>
            {t('cart:toPayment')}
          </a>
        ) : null}
      </section>
    </div>
  );
}

function VoucherForm({ cart, busy, onApply, onRemove }: { cart: Cart; busy: boolean; onApply: (code: string) => Promise<void>; onRemove: () => Promise<void> }) {
  const { t } = useIslandEnv();
  const [code, setCode] = useState('');
  if (cart.voucher) {
    return (
      <p className="cart-voucher">
        {t('cart:voucher.applied', { code: cart.voucher.code })}{' '}
        <button type="button" className="link-button" disabled={busy} onClick={() => void onRemove()}>
          {t('cart:voucher.remove')}
        </button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) void onApply(trimmed);
  };
  return (
    <form className="cart-voucher" onSubmit={submit} noValidate>
      <VoucherCodeField
        id="cart-voucher-code"
        label={t('cart:voucher.label')}
        code={code}
        onCode={setCode}
        error={cart.voucherError ? t(`cart:voucherError.${cart.voucherError}`) : null}
        busy={busy}
        buttonLabel={t('cart:voucher.apply')}
      />
    </form>
  );
}
