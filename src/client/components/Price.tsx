import { formatPrice } from '../../shared/money';
import { usePage } from './page-context';

/** A material's price: free, regular, or on sale with the old price struck through. */
export function Price({ price, sale, currency }: { price: number; sale: number | null; currency: string }) {
  const { t } = usePage();
  if (price === 0) return <span className="price price-free">{t('common:price.free')}</span>;
  if (sale !== null) {
    return (
      <span className="price price-sale">
        <span className="visually-hidden">{t('common:price.salePrefix')}</span>
        <strong>{formatPrice(sale, currency)}</strong> <del>{formatPrice(price, currency)}</del>
      </span>
    );
  }
  return <span className="price">{formatPrice(price, currency)}</span>;
}
