import type { RateRefusal } from '../../../shared/schemas/community';

export interface RatingFacts {
  authorId: number;
  price: number;
  bought: boolean;
}

/**
 * Who may rate a material: not its author; a buyer (a sale of it to them), or anyone signed in
 * when the material is free.
 */
export function rateRefusal(callerId: number | null, facts: RatingFacts): RateRefusal {
  if (callerId === null) return 'sign_in';
  if (callerId === facts.authorId) return 'own_material';
  if (facts.price === 0 || facts.bought) return null;
  return 'not_buyer';
}
