/**
 * The commerce error codes the islands recognize, without importing the zod schemas (their
 * runtime would weigh on the material page). A unit test keeps them equal to the contract.
 */

import type { CartRefusal } from '../../shared/schemas/commerce';
import { isApiError } from '../api/api-error';

export const CART_REFUSAL_CODES: readonly CartRefusal[] = ['already_bought', 'own_material', 'in_bundle_in_cart', 'other_world', 'not_for_sale'];

/** The refusal of a failed `v1/cart/add`, or null when it failed for another reason. */
export function cartRefusalOf(error: unknown): CartRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const code = error.serverError?.code ?? '';
  return (CART_REFUSAL_CODES as readonly string[]).includes(code) ? (code as CartRefusal) : null;
}
