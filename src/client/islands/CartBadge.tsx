import { useAtomValue } from 'jotai';
import { Icon } from '../components/Icon';
import { cartCountAtom } from '../atoms/cart';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';
import { useCartSync } from '../hooks/useCartSync';

/** The header's cart link with its item count; it loads the visitor's cart for every island of the page. */
export default function CartBadge({ href, label }: { href: string | null; /** Shown beside the icon (the simplified header). */ label?: string }) {
  const { t } = useIslandEnv();
  useCartSync();
  const count = useAfterHydration(useAtomValue(cartCountAtom), 0);
  if (!href) return null;
  return (
    <a className="icon-link" href={href} aria-label={t('header:cart.label', { count })}>
      <Icon name="cart" />
      {label ? <span className="icon-label" aria-hidden="true">{label}</span> : null}
      {count > 0 ? <span className="count">{count}</span> : null}
    </a>
  );
}
