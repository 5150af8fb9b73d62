import { describe, expect, it } from 'vitest';
import { mayEdit, postSlug, postSummary, withoutHeadings, writerKind } from '../../../../src/origin/domain/content/posts';

const writer = (over: Partial<Parameters<typeof writerKind>[0]> = {}) => ({ userId: 1, staff: false, seller: false, world: 'de', ...over });

describe('who writes posts (docs/blog.md)', () => {
  it('gives staff the magazine, authors their blog, and nobody else anything', () => {
    expect(writerKind(writer({ staff: true }))).toBe('magazine');
    expect(writerKind(writer({ staff: true, seller: true }))).toBe('magazine');
    expect(writerKind(writer({ seller: true }))).toBe('author');
    expect(writerKind(writer())).toBeNull();
  });

  it('lets authors change only their own posts and staff any', () => {
    expect(mayEdit(writer({ seller: true }), { author_id: 1 })).toBe(true);
    expect(mayEdit(writer({ seller: true }), { author_id: 2 })).toBe(false);
    expect(mayEdit(writer({ staff: true }), { author_id: 2 })).toBe(true);
  });
});

describe('slug and summary', () => {
  it('makes an ASCII slug, "post" when the title has no Latin letters', () => {
    expect(postSlug('Größe & Maß: Übungen')).toBe('groesse-mass-uebungen');
    expect(postSlug('Ανατροφοδότηση')).toBe('post');
  });

  it('keeps the writer’s summary and otherwise cuts the body’s text at a word', () => {
    expect(postSummary('  Eigene  ', 'egal')).toBe('Eigene');
    expect(postSummary('', 'Kurzer   Text.')).toBe('Kurzer Text.');
    const long = postSummary('', 'Wort '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(242);
    expect(long.endsWith('Wort …')).toBe(true);
  });

  it('leaves headings out of the text a summary is made from', () => {
    expect(withoutHeadings('# Titel\n\nText\n## Mehr\nNoch #kein Titel').split('\n').filter(Boolean)).toEqual(['Text', 'Noch #kein Titel']);
  });
});
