import { z } from 'zod';
import type { TextRule } from '../field-rules';

/**
 * The zod check of a typed text from its rule in src/shared/field-rules.ts, the same rule the
 * form islands check in the browser. `messages` words the API's answer where it should.
 */
export function textSchema(rule: TextRule, messages: { tooShort?: string; tooLong?: string } = {}) {
  return (rule.trim ? z.string().trim() : z.string()).min(rule.min, messages.tooShort).max(rule.max, messages.tooLong);
}
