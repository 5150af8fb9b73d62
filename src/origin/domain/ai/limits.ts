import { AI_DAILY_LIMITS, AI_KINDS, type AiKind, type AiUsage } from '../../../shared/ai-tools';

/** The daily limits of the AI tools (docs/ai-tools.md, "Limits"): per user, kind and UTC day. */

/** Midnight UTC of the day `now` is in: the limits count from here. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function usageOf(kind: AiKind, used: number): AiUsage {
  const limit = AI_DAILY_LIMITS[kind];
  return { kind, limit, used, remaining: Math.max(0, limit - used) };
}

export function allUsage(counts: ReadonlyMap<AiKind, number>): AiUsage[] {
  return AI_KINDS.map((kind) => usageOf(kind, counts.get(kind) ?? 0));
}
