import { describe, expect, it } from 'vitest';
import { allUsage, dayStart, usageOf } from '../../../../src/origin/domain/ai/limits';
import { AI_DAILY_LIMITS } from '../../../../src/shared/ai-tools';

describe('AI limits', () => {
  it('count from midnight UTC', () => {
    expect(dayStart(new Date('2026-11-25T23:59:59.999Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(dayStart(new Date('2026-11-26T00:00:00.000Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('never show a negative remainder', () => {
    expect(usageOf('quiz', 3)).toEqual({ kind: 'quiz', limit: AI_DAILY_LIMITS.quiz, used: 3, remaining: AI_DAILY_LIMITS.quiz - 3 });
    expect(usageOf('quiz', 99).remaining).toBe(0);
    expect(allUsage(new Map([['worksheet', 2]])).map((u) => [u.kind, u.used])).toEqual([['description', 0], ['quiz', 0], ['worksheet', 2]]);
  });
});
