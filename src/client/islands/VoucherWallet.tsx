import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import type { VoucherUses } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';
import { isAuthPending, signedInUser } from '../atoms/auth';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { pageCartClient } from '../commerce/cart-client';
import { orderConfirmationHref, redeemOutcome, voucherValueText, type RedeemOutcome } from '../commerce/voucher-wallet';
import { useIslandEnv } from '../island-env';
import { CheckingSession } from '../components/SignedInGate';
import { useAuthState } from '../hooks/useAfterHydration';
import { CabinetData, CabinetPager } from '../components/cabinet-kit';
import { formatDay, listPager } from '../commerce/cabinet-format';
import { isoDay } from '../../shared/format';
import { VoucherCodeField } from '../components/commerce-kit';

export interface VoucherWalletProps {
  signInHref: string | null;
  cartHref: string | null;
  /** The order confirmation screen; each used voucher links to its order there (`?order=`). */
  orderHref: string | null;
  /** The list page to show (`?page=` of the screen). */
  page: number;
  /** The screen's own path, for the page links. */
  basePath: string;
}

/**
 * The vouchers screen: a form that puts a code into the visitor's cart (anonymous visitors too)
 * and, for signed-in users, the vouchers they have used (`GET v1/vouchers`).
 */
export default function VoucherWallet({ signInHref, cartHref, orderHref, page, basePath }: VoucherWalletProps) {
  const { t } = useIslandEnv();
  return (
    <div className="voucher-wallet">
      <RedeemForm cartHref={cartHref} />
      <section className="voucher-uses" aria-labelledby="voucher-uses-heading">
        <h2 id="voucher-uses-heading">{t('cart:vouchers.usedHeading')}</h2>
        <UsedVouchers signInHref={signInHref} orderHref={orderHref} page={page} basePath={basePath} />
      </section>
    </div>
  );
}

type Shown = RedeemOutcome | { kind: 'failed' } | null;

function RedeemForm({ cartHref }: { cartHref: string | null }) {
  const { t, world } = useIslandEnv();
  const setCart = useSetAtom(cartAtom);
  const setStatus = useSetAtom(cartStatusAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      const cart = await pageCartClient(world).applyVoucher(trimmed);
      setCart(cart);
      setStatus('ready');
      setShown(redeemOutcome(cart));
    } catch {
      setShown({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="voucher-redeem" aria-labelledby="voucher-redeem-heading">
      <h2 id="voucher-redeem-heading">{t('cart:vouchers.redeemHeading')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
        <VoucherCodeField
          id="voucher-redeem-code"
          label={t('cart:vouchers.codeLabel')}
          code={code}
          onCode={(value) => {
            setCode(value);
            if (shown) setShown(null);
          }}
          error={shown?.kind === 'refused' ? t(`cart:voucherError.${shown.error}`) : shown?.kind === 'failed' ? t('common:form.genericError') : null}
          busy={busy}
          buttonLabel={busy ? t('cart:vouchers.redeeming') : t('cart:vouchers.redeem')}
          hint={t('cart:vouchers.redeemHint')}
        />
      </form>
      <div className="voucher-redeem-status" role="status" aria-live="polite">
        {shown?.kind === 'applied' ? (
          <p className="notice notice-success">
            {t('cart:vouchers.applied', { code: shown.code })}{' '}
            {cartHref ? <a href={cartHref}>{t('cart:vouchers.toCart')}</a> : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function UsedVouchers({ signInHref, orderHref, page, basePath }: Omit<VoucherWalletProps, 'cartHref'>) {
  const { t } = useIslandEnv();
  const auth = useAuthState();
  const user = signedInUser(auth);
  if (user) {
    return (
      <CabinetData<VoucherUses> path="v1/vouchers" query={{ page }}>
        {(answer) => <VoucherUseTable answer={answer} orderHref={orderHref} basePath={basePath} />}
      </CabinetData>
    );
  }
  if (isAuthPending(auth)) return <CheckingSession />;
  return (
    <div className="notice voucher-sign-in">
      <p>{t('cart:vouchers.signInHint')}</p>
      {signInHref ? (
        <a className="button" href={signInHref}>
          {t('cart:vouchers.signIn')}
        </a>
      ) : null}
    </div>
  );
}

function VoucherUseTable({ answer, orderHref, basePath }: { answer: VoucherUses; orderHref: string | null; basePath: string }) {
  const { t, world } = useIslandEnv();
  if (answer.items.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('cart:vouchers.empty')}</p>
      </div>
    );
  }
  const percent = (value: number) => t('cart:vouchers.percent', { value });
  return (
    <>
      <div className="table-scroll">
        <table className="cabinet-table">
          <caption className="visually-hidden">{t('cart:vouchers.usedHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cart:vouchers.columns.code')}</th>
              <th scope="col" className="amount">
                {t('cart:vouchers.columns.discount')}
              </th>
              <th scope="col">{t('cart:vouchers.columns.order')}</th>
              <th scope="col">{t('cart:vouchers.columns.date')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.items.map((use) => {
              const href = orderConfirmationHref(orderHref, use.orderId);
              return (
                <tr key={use.orderId}>
                  <td>
                    <code>{use.code}</code> <span className="voucher-value">({voucherValueText(use, percent)})</span>
                  </td>
                  <td className="amount">{formatPrice(use.discount, use.currency)}</td>
                  <td>
                    {href ? (
                      <a href={href}>
                        <code>{use.orderId}</code>
                      </a>
                    ) : (
                      <code>{use.orderId}</code>
                    )}{' '}
                    <span className="voucher-order-status">{t(`cart:vouchers.status.${use.orderStatus}`)}</span>
                  </td>
                  <td>
                    <time dateTime={isoDay(use.orderedAt)}>{formatDay(use.orderedAt, world)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CabinetPager pager={listPager(answer, basePath)} label={t('cart:vouchers.pagination')} />
    </>
  );
}
