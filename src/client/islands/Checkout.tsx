import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { CheckoutResult, PaymentMethod } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';
import { isAuthPending, signedInUser } from '../atoms/auth';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { isApiError } from '../api/api-error';
import { createPageApiClient } from '../api/page-client';
import { pageCartClient } from '../commerce/cart-client';
import { checkoutDestination, checkoutFailure, createCheckoutAttempts, type CheckoutFailure } from '../commerce/checkout';
import { cartTotalsLines } from '../commerce/totals';
import { fieldChecked, fieldValue, navigateTo } from '../dom';
import { TotalsList } from '../components/commerce-kit';
import { useIslandEnv } from '../island-env';
import { CheckingSession } from '../components/SignedInGate';
import LoginForm, { type LoginFormProps } from './LoginForm';
import { useAfterHydration, useAuthState } from '../hooks/useAfterHydration';
import { useCartSync } from '../hooks/useCartSync';

type ChoosableMethod = Extract<PaymentMethod, 'demo' | 'stripe' | 'invoice'>;

export interface CheckoutProps {
  cartHref: string | null;
  confirmationHref: string | null;
  invoiceSuccessHref: string | null;
  /** The login form shown in place for visitors, coming back here after sign-in (the anonymous cart then merges). */
  login: LoginFormProps;
}

/** The payment page: sign-in first (in place), then summary, payment method, VAT id and "Pay now". */
export default function Checkout(props: CheckoutProps) {
  const { t } = useIslandEnv();
  const auth = useAuthState();
  const user = signedInUser(auth);
  if (user) return <CheckoutForm {...props} />;
  if (isAuthPending(auth)) return <CheckingSession />;
  return (
    <section className="checkout-sign-in" aria-labelledby="checkout-sign-in-heading">
      <h2 id="checkout-sign-in-heading">{t('payment:signIn.heading')}</h2>
      <p>{t('payment:signIn.text')}</p>
      <LoginForm {...props.login} />
    </section>
  );
}

const FAILURE_TEXT: Record<CheckoutFailure, string> = {
  signIn: 'payment:error.signIn',
  cartEmpty: 'payment:error.cartEmpty',
  cartChanged: 'payment:error.cartChanged',
  invoiceNotAllowed: 'payment:error.invoiceNotAllowed',
  withdrawalConsent: 'payment:withdrawal.required',
  network: 'common:form.networkError',
  generic: 'common:form.genericError',
};

function CheckoutForm({ cartHref, confirmationHref, invoiceSuccessHref }: CheckoutProps) {
  const { t, world } = useIslandEnv();
  useCartSync();
  const cart = useAfterHydration(useAtomValue(cartAtom), null);
  const status = useAtomValue(cartStatusAtom);
  const setCart = useSetAtom(cartAtom);
  const [methods, setMethods] = useState<ChoosableMethod[] | null>(null);
  const [method, setMethod] = useState<ChoosableMethod | null>(null);
  const [vatId, setVatId] = useState('');
  // Digital content: the buyer agrees to immediate delivery and the end of the withdrawal right (docs/operations.md, "Withdrawal").
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  // One key per visit of this page: retries and double clicks reuse it.
  const attempts = useRef(createCheckoutAttempts<CheckoutResult>());

  useEffect(() => {
    let live = true;
    createPageApiClient(world)
      .get<{ methods: ChoosableMethod[] }>('v3/payments/methods')
      .then(
        (answer) => {
          if (!live) return;
          setMethods(answer.methods);
          setMethod((current) => current ?? answer.methods[0] ?? null);
        },
        () => {
          if (live) setMethods([]);
        },
      );
    return () => {
      live = false;
    };
  }, [world]);

  if (!cart) {
    return (
      <p className={`form-status${status === 'error' ? ' form-status-error' : ''}`} role={status === 'error' ? 'alert' : 'status'}>
        {status === 'error' ? t('cart:loadError') : t('cart:loading')}
      </p>
    );
  }
  if (cart.cartItems.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('payment:emptyCart')}</p>
        {cartHref ? <a href={cartHref}>{t('payment:backToCart')}</a> : null}
      </div>
    );
  }

  const nothingDue = cart.finalPrice === 0;
  const chosen: ChoosableMethod | null = method ?? methods?.[0] ?? (nothingDue ? 'demo' : null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (!nothingDue && !consent) {
      setFailure('withdrawalConsent');
      return;
    }
    setPending(true);
    setFailure(null);
    const trimmedVatId = vatId.replace(/\s+/g, '').toUpperCase();
    try {
      const result = await attempts.current.submit((idempotencyKey) =>
        pageCartClient(world).checkout({ idempotencyKey, paymentMethod: chosen, withdrawalConsent: !nothingDue && consent, ...(trimmedVatId ? { vatId: trimmedVatId } : {}) }),
      );
      const destination = checkoutDestination(result, { orderConfirmation: confirmationHref, invoicePurchaseSuccess: invoiceSuccessHref });
      if (destination) {
        navigateTo(destination);
        return;
      }
      setFailure('generic');
    } catch (error) {
      const kind = checkoutFailure(isApiError(error) ? (error.status ?? null) : null, isApiError(error) ? (error.serverError?.code ?? null) : null, isApiError(error) ? error.kind : 'generic');
      setFailure(kind);
      if (kind === 'cartChanged' || kind === 'cartEmpty') {
        pageCartClient(world)
          .view()
          .then(setCart)
          .catch(() => undefined);
      }
    }
    setPending(false);
  };

  return (
    <form className="checkout" onSubmit={(event) => void pay(event)} noValidate aria-busy={pending || undefined}>
      <section className="checkout-summary" aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading">{t('payment:summary')}</h2>
        <ul className="checkout-items">
          {cart.cartItems.map(({ material, finalPrice }) => (
            <li key={material.id} className="checkout-item">
              <img src={material.imgUrl} alt="" width={40} height={56} loading="lazy" />
              <span className="checkout-item-title">{material.title}</span> <span className="price">{formatPrice(finalPrice, cart.currency)}</span>
            </li>
          ))}
        </ul>
        <TotalsList
          lines={cartTotalsLines(cart)}
          currency={cart.currency}
          label={t('cart:totals.label')}
          labels={(line) => (line.kind === 'voucher' && cart.voucher ? t('cart:totals.voucherCode', { code: cart.voucher.code }) : t(`cart:totals.${line.kind}`))}
        />
        {cartHref ? <a href={cartHref}>{t('payment:editCart')}</a> : null}
      </section>
      <div className="checkout-main">
        {nothingDue ? (
          <p className="checkout-nothing-due">{t('payment:nothingDue')}</p>
        ) : (
          <fieldset className="checkout-methods">
            <legend>{t('payment:method.legend')}</legend>
            {methods === null ? (
              <p className="form-status" role="status">
                {t('payment:method.loading')}
              </p>
            ) : methods.length === 0 ? (
              <p className="form-status form-status-error" role="alert">
                {t('payment:method.none')}
              </p>
            ) : (
              methods.map((option) => (
                <div key={option} className="field field-radio">
                  <input
                    id={`checkout-method-${option}`}
                    type="radio"
                    name="paymentMethod"
                    value={option}
                    checked={chosen === option}
                    onChange={() => setMethod(option)}
                    aria-describedby={`checkout-method-${option}-hint`}
                  />
                  <label htmlFor={`checkout-method-${option}`}>
                    {t(`payment:method.${option}.label`)}
                    {option === 'demo' ? <span className="badge badge-demo"> {t('payment:method.demo.badge')}</span> : null}
                  </label>
                  <p className="field-hint" id={`checkout-method-${option}-hint`}>
                    {t(`payment:method.${option}.hint`)}
                  </p>
                </div>
              ))
            )}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="checkout-vat-id">{t('payment:vatId.label')}</label>
          <div className="field-control">
            <input id="checkout-vat-id" name="vatId" value={vatId} maxLength={20} autoComplete="off" onChange={(event) => setVatId(fieldValue(event.target))} aria-describedby="checkout-vat-id-hint" />
          </div>
          <p className="field-hint" id="checkout-vat-id-hint">
            {t('payment:vatId.hint')}
          </p>
        </div>
        {nothingDue ? null : (
          <div className="field field-checkbox checkout-withdrawal">
            <input
              id="checkout-withdrawal"
              type="checkbox"
              name="withdrawalConsent"
              checked={consent}
              onChange={(event) => setConsent(fieldChecked(event.target))}
              aria-invalid={failure === 'withdrawalConsent' || undefined}
              required
            />
            <label htmlFor="checkout-withdrawal">{t('payment:withdrawal.consent')}</label>
          </div>
        )}
        <p className="form-status form-status-error" role="alert">
          {failure ? t(FAILURE_TEXT[failure]) : ''}
        </p>
        <button type="submit" className="form-submit button-primary" disabled={pending || !chosen} aria-disabled={pending || !chosen || undefined}>
          {pending ? t('payment:paying') : nothingDue ? t('payment:complete') : t('payment:payNow', { amount: formatPrice(cart.finalPrice, cart.currency) })}
        </button>
      </div>
    </form>
  );
}
