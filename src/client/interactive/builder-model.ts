import { INTERACTIVE_POINTS_DEFAULT, type InteractiveContent, type Question, type QuestionKind } from '../../shared/interactive';

/** A fresh id for a question, option, pair, item or gap (letters and digits, within the id pattern). */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return prefix + [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('').slice(0, 8);
}

const option = (text = '') => ({ id: newId('o'), text });

/** A new question of a kind, with the fields it needs already there (two options, two pairs, one gap…). */
export function newQuestion(kind: QuestionKind): Question {
  const base = { id: newId('q'), prompt: '', points: INTERACTIVE_POINTS_DEFAULT };
  switch (kind) {
    case 'single': {
      const options = [option(), option()];
      return { ...base, kind, options, correct: options[0]?.id ?? '' };
    }
    case 'multiple':
      return { ...base, kind, options: [option(), option(), option()], correct: [] };
    case 'true_false':
      return { ...base, kind, correct: true };
    case 'blanks': {
      const gap = newId('b');
      return { ...base, kind, text: `… [[${gap}]] …`, blanks: [{ id: gap, accepted: [''], caseSensitive: false, accentSensitive: false }] };
    }
    case 'matching':
      return { ...base, kind, pairs: [0, 1].map(() => ({ id: newId('p'), left: '', right: '' })) };
    case 'ordering':
      return { ...base, kind, items: [0, 1, 2].map(() => ({ id: newId('i'), text: '' })) };
    case 'short':
      return { ...base, kind, accepted: [''], caseSensitive: false, accentSensitive: false };
    case 'image': {
      const options = [0, 1].map(() => ({ ...option(), media: { key: '', alt: '' } }));
      return { ...base, kind, options, correct: options[0]?.id ?? '' };
    }
  }
}

export const emptyContent = (): InteractiveContent => ({ title: '', description: '', feedback: 'each', questions: [] });

/** The list with the entry at `from` moved to `to` (unchanged when `to` is outside it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The gaps of a blanks question kept in step with its text: a gap written in the text gets its
 * entry (accepted answers empty), an entry whose gap left the text goes.
 */
export function syncBlanks(question: Extract<Question, { kind: 'blanks' }>, text: string): Extract<Question, { kind: 'blanks' }> {
  const ids = [...new Set([...text.matchAll(/\[\[([A-Za-z0-9_-]{1,40})\]\]/g)].map((m) => m[1] ?? ''))];
  const known = new Map(question.blanks.map((b) => [b.id, b]));
  return { ...question, text, blanks: ids.map((id) => known.get(id) ?? { id, accepted: [''], caseSensitive: false, accentSensitive: false }) };
}

/** Accepted variants typed one per line. */
export const linesOf = (text: string): string[] => text.split('\n');
