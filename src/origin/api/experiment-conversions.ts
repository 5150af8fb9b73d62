import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import type { ConversionKind } from '../../shared/schemas/experiments';
import { insertConversions } from '../db/experiments';
import { experimentAssignments, experimentVisitorId } from '../http/experiments';

/**
 * Records a conversion (add to cart, purchase, sign-up) for the visitor's experiments, in the
 * variants they were exposed to (docs/experiments.md, "Conversions"). One line where it happens:
 * `await recordConversion(c, 'add_to_cart')`. Nothing without the edge's experiment facts (no
 * statistics consent) or without an exposure; a failure here never fails the call it rides on.
 */
export async function recordConversion(c: Context<{ Bindings: OriginEnv }>, kind: ConversionKind, orderId = 0): Promise<void> {
  const visitorId = experimentVisitorId(c);
  if (!visitorId) return;
  try {
    await insertConversions(c.env.DB, visitorId, experimentAssignments(c), kind, orderId, new Date());
  } catch (error) {
    console.error('experiment conversion not recorded', kind, error);
  }
}
