import type { MaterialState, PriceRecommendation } from '../../shared/schemas/seller-materials';
import type { Translate } from '../i18n/translate';
import { formatAmount, formatPrice } from '../../shared/money';
import { useIslandEnv } from '../island-env';

/** A material's state as a coloured badge (docs/seller-materials.md, "States"). */
export function StateBadge({ state }: { state: MaterialState }) {
  const { t } = useIslandEnv();
  return <span className={`state-badge state-${state}`}>{t(`seller:editor.state.${state}`)}</span>;
}

/** "12 comparable materials of 8–12 pages sell for 3,50–6,00 €", or the rule of thumb when there are few. */
export function recommendationText(r: PriceRecommendation, t: Translate): string {
  const range = `${formatAmount(r.low, r.currency)}–${formatPrice(r.high, r.currency)}`;
  if (r.basis === 'fallback') return t('seller:editor.price.fallback', { range, from: r.pages.from, to: r.pages.to });
  return t(`seller:editor.price.${r.basis}`, { count: r.comparables, range, from: r.pages.from, to: r.pages.to });
}
