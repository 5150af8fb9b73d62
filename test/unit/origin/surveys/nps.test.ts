import { describe, expect, it } from 'vitest';
import { npsGroup, npsResult, responseRate, surveyLinkState } from '../../../../src/origin/domain/surveys/nps';

describe('NPS', () => {
  it('puts 9–10 in promoters, 7–8 in passives, 0–6 in detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('is per cent promoters minus per cent detractors', () => {
    // 5 promoters, 3 passives, 2 detractors of 10: 50 % − 20 % = 30.
    const result = npsResult([
      { score: 10, count: 2 },
      { score: 9, count: 3 },
      { score: 8, count: 1 },
      { score: 7, count: 2 },
      { score: 6, count: 1 },
      { score: 0, count: 1 },
    ]);
    expect(result).toMatchObject({ score: 30, count: 10, promoters: 5, passives: 3, detractors: 2 });
    expect(result.distribution).toEqual([1, 0, 0, 0, 0, 0, 1, 2, 1, 3, 2]);
  });

  it('ranges from −100 to 100 and is null without answers', () => {
    expect(npsResult([{ score: 3, count: 4 }]).score).toBe(-100);
    expect(npsResult([{ score: 10, count: 1 }]).score).toBe(100);
    expect(npsResult([{ score: 8, count: 7 }]).score).toBe(0);
    expect(npsResult([]).score).toBeNull();
  });

  it('rounds to a whole number and ignores rows outside 0–10', () => {
    // 1 promoter, 2 passives of 3: 33.3 → 33.
    expect(npsResult([{ score: 9, count: 1 }, { score: 7, count: 2 }, { score: 11, count: 5 }, { score: -1, count: 5 }]).score).toBe(33);
  });

  it('response rate is answers per sent link', () => {
    expect(responseRate(1, 3)).toBe(33);
    expect(responseRate(0, 0)).toBeNull();
    expect(responseRate(5, 4)).toBe(100);
  });

  it('a spent link stays answered after its expiry; an unspent one expires', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(surveyLinkState({ used_at: null, expires_at: '2026-03-02T00:00:00Z' }, now)).toBe('open');
    expect(surveyLinkState({ used_at: null, expires_at: '2026-02-28T00:00:00Z' }, now)).toBe('expired');
    expect(surveyLinkState({ used_at: '2026-01-01T00:00:00Z', expires_at: '2026-02-28T00:00:00Z' }, now)).toBe('answered');
  });
});
