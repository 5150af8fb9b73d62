/** Rules about how materials are presented (docs/product-rules.md, "Formats"). */

import { NEW_MATERIAL_DAYS, PREVIEW_IMAGE_MAX_HEIGHT } from './constants';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/**
 * A material is new while it is younger than NEW_MATERIAL_DAYS. A creation date that cannot be
 * read is not new; one in the future (clock skew) is.
 */
export function isNewMaterial(createdAt: Date | string, now: Date): boolean {
  const created = createdAt instanceof Date ? createdAt.getTime() : Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < NEW_MATERIAL_DAYS * MS_PER_DAY;
}

/** The image height, in whole pixels from 1 to PREVIEW_IMAGE_MAX_HEIGHT, a preview URL asks for. */
export function previewImageHeight(requested: number): number {
  if (Number.isNaN(requested)) return PREVIEW_IMAGE_MAX_HEIGHT;
  return Math.min(PREVIEW_IMAGE_MAX_HEIGHT, Math.max(1, Math.round(requested)));
}

/**
 * How much a sale price takes off, in whole percent of the regular price (the card's sale badge):
 * 450 → 300 is 33. No sale, a sale not below the price, or a free material is 0; a real sale shows
 * at least 1.
 */
export function salePercent(price: number, sale: number | null): number {
  if (sale === null || !(price > 0) || !(sale >= 0) || sale >= price) return 0;
  return Math.max(1, Math.round((1 - sale / price) * 100));
}
