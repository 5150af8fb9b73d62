/**
 * Timed sales (docs/seller-materials.md, "Sales"): from start to end the material's sale price is
 * a fixed price or a whole percent off; a scheduled job applies and clears it.
 */
import { checkSalePrice } from './prices';

const SALE_MAX_DAYS = 31;
const DAY_MS = 86_400_000;

export type SaleProblem = 'ends_before_start' | 'too_long' | 'ended' | 'not_below_price' | 'below_minimum' | 'free_material' | 'overlaps';

export interface SaleWindow {
  startsAt: string;
  endsAt: string;
}

/** The sale price a sale gives a material of `price`: percent off rounded to whole minor units. */
export function salePriceOf(sale: { salePrice: number | null; percent: number | null }, price: number): number {
  if (sale.salePrice !== null) return sale.salePrice;
  return Math.round((price * (100 - (sale.percent ?? 0))) / 100);
}

export function saleStatus(window: SaleWindow, now: Date): 'scheduled' | 'running' | 'ended' {
  const t = now.getTime();
  if (t < Date.parse(window.startsAt)) return 'scheduled';
  if (t < Date.parse(window.endsAt)) return 'running';
  return 'ended';
}

/** Is a new sale allowed? `others` are the material's sales that have not ended. */
export function checkSale(
  sale: SaleWindow & { salePrice: number | null; percent: number | null },
  material: { price: number; currency: string },
  others: readonly SaleWindow[],
  now: Date,
): SaleProblem | null {
  const start = Date.parse(sale.startsAt);
  const end = Date.parse(sale.endsAt);
  if (end <= start) return 'ends_before_start';
  if (end - start > SALE_MAX_DAYS * DAY_MS) return 'too_long';
  if (end <= now.getTime()) return 'ended';
  if (material.price === 0) return 'free_material';
  const priceProblem = checkSalePrice(salePriceOf(sale, material.price), material.price, material.currency);
  if (priceProblem) return priceProblem;
  if (others.some((o) => Date.parse(o.startsAt) < end && start < Date.parse(o.endsAt))) return 'overlaps';
  return null;
}
