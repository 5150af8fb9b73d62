import { describe, expect, it } from 'vitest';
import { ratingSummary } from '../../../src/origin/domain/community/rating-summary';
import { normaliseTags, tagSlug } from '../../../src/origin/domain/community/tags';
import { buildThreads, mayDeleteComment, toCommentItem } from '../../../src/origin/domain/community/comments';
import { rateRefusal } from '../../../src/origin/domain/community/feedback';

describe('rating summary', () => {
  it('is empty without ratings', () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('counts per star and averages to one decimal', () => {
    const summary = ratingSummary([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 1, count: 3 },
    ]);
    expect(summary.count).toBe(6);
    expect(summary.average).toBe(2.8);
    expect(summary.histogram).toEqual({ 1: 3, 2: 0, 3: 0, 4: 1, 5: 2 });
  });

  it('ignores rows outside 1–5 stars', () => {
    expect(ratingSummary([{ stars: 0, count: 4 }, { stars: 6, count: 1 }, { stars: 3, count: 1 }])).toMatchObject({ average: 3, count: 1 });
  });
});

describe('tag slugs', () => {
  it('folds case and diacritics and joins words with hyphens', () => {
    expect(tagSlug('Brüche')).toBe('bruche');
    expect(tagSlug('  Klasse 6 / Gymnasium ')).toBe('klasse-6-gymnasium');
    expect(tagSlug('Fußball')).toBe('fussball');
    expect(tagSlug('Éducation civique')).toBe('education-civique');
    expect(tagSlug('Κλάσματα')).toBe('κλασματα');
    expect(tagSlug('--!!--')).toBe('');
  });

  it('keeps the first spelling of each slug and reports bad names by position', () => {
    const { tags, problems } = normaliseTags(['Brüche', 'BRÜCHE', 'x', 'Geometrie  Klasse 5', '##', 'y'.repeat(31)]);
    expect(tags).toEqual([
      { slug: 'bruche', name: 'Brüche' },
      { slug: 'geometrie-klasse-5', name: 'Geometrie Klasse 5' },
    ]);
    expect(problems).toEqual([
      { index: 2, reason: 'too_short' },
      { index: 4, reason: 'no_letters' },
      { index: 5, reason: 'too_long' },
    ]);
  });
});

describe('comment threads', () => {
  const row = (id: number, parent: number | null, at: string, user = 1, deleted: string | null = null) =>
    toCommentItem({ id, parent_id: parent, body: `c${id}`, created_at: at, deleted_at: deleted, user_id: user, author_name: 'A' }, 9);

  it('puts replies under their parents oldest first and drops orphans', () => {
    const threads = buildThreads(
      [row(3, null, '2026-01-03'), row(1, null, '2026-01-01')],
      [row(5, 1, '2026-01-05'), row(4, 1, '2026-01-04'), row(6, 99, '2026-01-06')],
    );
    expect(threads.map((t) => t.id)).toEqual([3, 1]);
    expect(threads[1]?.replies.map((r) => r.id)).toEqual([4, 5]);
    expect(threads[0]?.replies).toEqual([]);
  });

  it('hides the text and author of deleted comments and marks the material author', () => {
    expect(row(1, null, '2026-01-01', 1, '2026-01-02')).toMatchObject({ deleted: true, body: '', author: null, byMaterialAuthor: false });
    expect(row(2, null, '2026-01-01', 9)).toMatchObject({ deleted: false, author: { id: 9, publicName: 'A' }, byMaterialAuthor: true });
  });

  it('lets the comment author or the material author delete', () => {
    expect(mayDeleteComment(1, 1, 9)).toBe(true);
    expect(mayDeleteComment(9, 1, 9)).toBe(true);
    expect(mayDeleteComment(2, 1, 9)).toBe(false);
  });
});

describe('who may rate', () => {
  it('buyers and anyone for free materials, never the author', () => {
    expect(rateRefusal(null, { authorId: 9, price: 0, bought: false })).toBe('sign_in');
    expect(rateRefusal(9, { authorId: 9, price: 0, bought: false })).toBe('own_material');
    expect(rateRefusal(1, { authorId: 9, price: 500, bought: false })).toBe('not_buyer');
    expect(rateRefusal(1, { authorId: 9, price: 500, bought: true })).toBeNull();
    expect(rateRefusal(1, { authorId: 9, price: 0, bought: false })).toBeNull();
  });
});
