import type { Context } from 'hono';
import { isVisitorId, parseAssignments } from '../../shared/ab-cookie';
import type { OriginEnv } from '../env';
import { edgeFact } from './edge-facts';

/**
 * The visitor's A/B assignments and anonymous experiment id, as the edge wrote them; only with
 * the edge key and only for visitors who allow statistics (docs/experiments.md). A browser's
 * own copies of these headers are dropped by the edge and never believed here.
 */
export function experimentAssignments(c: Context<{ Bindings: OriginEnv }>): Map<string, string> {
  return parseAssignments(edgeFact(c, 'experiments'));
}

export function experimentVisitorId(c: Context<{ Bindings: OriginEnv }>): string | null {
  const id = edgeFact(c, 'experimentVisitor');
  return isVisitorId(id) ? id : null;
}
