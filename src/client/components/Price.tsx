import { formatPrice } from '../../shared/money';
import { usePage } from './page-context';
import type { Translate } from '../i18n/translate';
import { escapeHtml } from './static-html';

/** A material's price on a server-rendered page. */
export function Price({ price, sale, currency }: { price: number; sale: number | null; currency: string }) {
  const { t } = usePage();
  return <PriceText t={t} price={price} sale={sale} currency={currency} />;
}

/** A material's price: free, regular, or on sale with the old price struck through (pages and islands). */
export function PriceText({ t, price, sale, currency }: { t: Translate; price: number; sale: number | null; currency: string }) {
  if (price === 0) return <span className="price price-free">{t('common:price.free')}</span>;
  if (sale !== null && sale < price) {
    return (
      <span className="price price-sale">
        <span className="visually-hidden">{t('common:price.salePrefix')}</span>
        <strong>{formatPrice(sale, currency)}</strong> <del>{formatPrice(price, currency)}</del>
      </span>
    );
  }
  return <span className="price">{formatPrice(price, currency)}</span>;
}

/** `PriceText` as markup, for cards written as strings (static-html.ts); a test holds both to the same HTML. */
export function priceHtml(t: Translate, price: number, sale: number | null, currency: string): string {
  if (price === 0) return `<span class="price price-free">${escapeHtml(t('common:price.free'))}</span>`;
  if (sale !== null && sale < price) {
    return (
      `<span class="price price-sale"><span class="visually-hidden">${escapeHtml(t('common:price.salePrefix'))}</span>` +
      `<strong>${escapeHtml(formatPrice(sale, currency))}</strong> <del>${escapeHtml(formatPrice(price, currency))}</del></span>`
    );
  }
  return `<span class="price">${escapeHtml(formatPrice(price, currency))}</span>`;
}
