import { ApiError } from '../api/api-error';
import type { AiUsage } from '../../shared/ai-tools';

/** The AI tools' errors in the user's words (docs/ai-tools.md, "Errors"). */
const KNOWN = new Set(['ai_limit_reached', 'ai_output_invalid', 'not_enough_text', 'ai_unavailable', 'no_right_to_use', 'not_found']);

export function aiErrorText(error: unknown, t: (key: string, vars?: Record<string, string | number>) => string): string {
  const code = error instanceof ApiError ? error.serverError?.code : undefined;
  return t(`ai-tools:error.${code && KNOWN.has(code) ? code : 'generic'}`);
}

/** "3 of 10 left today". */
export function remainingText(usage: AiUsage, t: (key: string, vars?: Record<string, string | number>) => string): string {
  return t('ai-tools:usage.remaining', { remaining: usage.remaining, limit: usage.limit });
}
