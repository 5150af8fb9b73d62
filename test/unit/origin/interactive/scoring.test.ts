import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseTyped, scoreAnswer, solution } from '../../../../src/origin/domain/interactive/scoring';
import { contentProblems, playable, playId, questionProblems, type Answer, type Question } from '../../../../src/shared/interactive';
import { answerSchema, interactiveContentSchema } from '../../../../src/shared/schemas/interactive';
import { nicknameSchema } from '../../../../src/shared/schemas/rooms';

const media = (name: string) => ({ key: `interactive/7/${name}.png`, alt: name });

const single: Question = {
  id: 'q1',
  kind: 'single',
  prompt: 'Hauptstadt von Frankreich?',
  points: 2,
  options: [
    { id: 'a', text: 'Lyon' },
    { id: 'b', text: 'Paris' },
    { id: 'c', text: 'Nizza' },
  ],
  correct: 'b',
};
const multiple: Question = {
  id: 'q2',
  kind: 'multiple',
  prompt: 'Primzahlen?',
  points: 3,
  options: [
    { id: 'a', text: '2' },
    { id: 'b', text: '3' },
    { id: 'c', text: '4' },
    { id: 'd', text: '5' },
    { id: 'e', text: '9' },
  ],
  correct: ['a', 'b', 'd'],
};
const trueFalse: Question = { id: 'q3', kind: 'true_false', prompt: 'Die Erde ist rund.', points: 1, correct: true };
const blanks: Question = {
  id: 'q4',
  kind: 'blanks',
  prompt: '',
  points: 4,
  text: 'Der [[b1]] fließt durch [[b2]].',
  blanks: [
    { id: 'b1', accepted: ['Rhein'], caseSensitive: false, accentSensitive: false },
    { id: 'b2', accepted: ['Köln', 'Koeln'], caseSensitive: true, accentSensitive: true },
  ],
};
const matching: Question = {
  id: 'q5',
  kind: 'matching',
  prompt: 'Ordne zu.',
  points: 4,
  pairs: [
    { id: 'p1', left: 'Hund', right: 'dog' },
    { id: 'p2', left: 'Katze', right: 'cat' },
    { id: 'p3', left: 'Maus', right: 'mouse' },
    { id: 'p4', left: 'Pferd', right: 'horse' },
  ],
};
const ordering: Question = {
  id: 'q6',
  kind: 'ordering',
  prompt: 'Ordne der Größe nach.',
  points: 3,
  items: [
    { id: 'i1', text: 'Maus' },
    { id: 'i2', text: 'Katze' },
    { id: 'i3', text: 'Pferd' },
  ],
};
const short: Question = { id: 'q7', kind: 'short', prompt: 'Ελληνική λέξη για «δρόμος»?', points: 1, accepted: ['οδός'], caseSensitive: false, accentSensitive: false };
const image: Question = {
  id: 'q8',
  kind: 'image',
  prompt: 'Welches Bild zeigt einen Apfel?',
  points: 1,
  options: [
    { id: 'x', text: '', media: media('apple') },
    { id: 'y', text: '', media: media('pear') },
  ],
  correct: 'x',
};
const ALL: Question[] = [single, multiple, trueFalse, blanks, matching, ordering, short, image];

const l = (q: Question, pair: string) => playId(q.id, pair, 'l');
const r = (q: Question, pair: string) => playId(q.id, pair, 'r');
const o = (q: Question, item: string) => playId(q.id, item, 'o');

describe('scoreAnswer', () => {
  it('single and image: all or nothing', () => {
    expect(scoreAnswer(single, { kind: 'single', choice: 'b' })).toEqual({ points: 2, max: 2, correct: true });
    expect(scoreAnswer(single, { kind: 'single', choice: 'a' })).toEqual({ points: 0, max: 2, correct: false });
    expect(scoreAnswer(image, { kind: 'image', choice: 'x' })).toEqual({ points: 1, max: 1, correct: true });
    expect(scoreAnswer(image, { kind: 'image', choice: 'y' }).points).toBe(0);
  });

  it('true/false: all or nothing', () => {
    expect(scoreAnswer(trueFalse, { kind: 'true_false', value: true }).correct).toBe(true);
    expect(scoreAnswer(trueFalse, { kind: 'true_false', value: false })).toEqual({ points: 0, max: 1, correct: false });
  });

  it('multiple: (right picks − wrong picks) / correct options × points, never below 0', () => {
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'b', 'd'] })).toEqual({ points: 3, max: 3, correct: true });
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'b'] })).toEqual({ points: 2, max: 3, correct: false });
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'b', 'c'] }).points).toBe(1);
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'c', 'e'] }).points).toBe(0);
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'b', 'c', 'd', 'e'] }).points).toBe(1);
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: [] }).points).toBe(0);
  });

  it('multiple: fractional points are rounded to 2 decimals', () => {
    const q: Question = { ...multiple, points: 1 } as Question;
    expect(scoreAnswer(q, { kind: 'multiple', choices: ['a'] }).points).toBe(0.33);
    expect(scoreAnswer(q, { kind: 'multiple', choices: ['a', 'b'] }).points).toBe(0.67);
  });

  it('multiple: a choice named twice counts once', () => {
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'a', 'a'] }).points).toBe(1);
  });

  it('blanks: share of blanks right × points, each blank with its own rules', () => {
    expect(scoreAnswer(blanks, { kind: 'blanks', values: { b1: 'Rhein', b2: 'Köln' } })).toEqual({ points: 4, max: 4, correct: true });
    expect(scoreAnswer(blanks, { kind: 'blanks', values: { b1: '  rhein ', b2: 'Koeln' } }).points).toBe(4);
    // b2 is case and accent sensitive.
    expect(scoreAnswer(blanks, { kind: 'blanks', values: { b1: 'Rhein', b2: 'köln' } }).points).toBe(2);
    expect(scoreAnswer(blanks, { kind: 'blanks', values: { b1: 'Rhein', b2: 'Koln' } }).points).toBe(2);
    expect(scoreAnswer(blanks, { kind: 'blanks', values: { b2: 'Köln' } }).points).toBe(2);
    expect(scoreAnswer(blanks, { kind: 'blanks', values: {} }).points).toBe(0);
  });

  it('matching: share of pairs right × points', () => {
    const all = { [l(matching, 'p1')]: r(matching, 'p1'), [l(matching, 'p2')]: r(matching, 'p2'), [l(matching, 'p3')]: r(matching, 'p3'), [l(matching, 'p4')]: r(matching, 'p4') };
    expect(scoreAnswer(matching, { kind: 'matching', pairs: all })).toEqual({ points: 4, max: 4, correct: true });
    const swapped = { ...all, [l(matching, 'p1')]: r(matching, 'p2'), [l(matching, 'p2')]: r(matching, 'p1') };
    expect(scoreAnswer(matching, { kind: 'matching', pairs: swapped }).points).toBe(2);
    expect(scoreAnswer(matching, { kind: 'matching', pairs: { [l(matching, 'p3')]: r(matching, 'p3') } }).points).toBe(1);
    // The same right for every left: only one can be right.
    const same = Object.fromEntries(['p1', 'p2', 'p3', 'p4'].map((p) => [l(matching, p), r(matching, 'p1')]));
    expect(scoreAnswer(matching, { kind: 'matching', pairs: same }).points).toBe(1);
  });

  it('matching: stored pair ids are not play ids and score 0', () => {
    expect(scoreAnswer(matching, { kind: 'matching', pairs: { p1: 'p1', p2: 'p2', p3: 'p3', p4: 'p4' } }).points).toBe(0);
  });

  it('ordering: share of items in their correct position × points', () => {
    expect(scoreAnswer(ordering, { kind: 'ordering', order: [o(ordering, 'i1'), o(ordering, 'i2'), o(ordering, 'i3')] }).points).toBe(3);
    expect(scoreAnswer(ordering, { kind: 'ordering', order: [o(ordering, 'i1'), o(ordering, 'i3'), o(ordering, 'i2')] }).points).toBe(1);
    expect(scoreAnswer(ordering, { kind: 'ordering', order: [o(ordering, 'i3'), o(ordering, 'i1'), o(ordering, 'i2')] }).points).toBe(0);
  });

  it('ordering: an order that leaves out or repeats items scores 0', () => {
    expect(scoreAnswer(ordering, { kind: 'ordering', order: [o(ordering, 'i1'), o(ordering, 'i2')] }).points).toBe(0);
    expect(scoreAnswer(ordering, { kind: 'ordering', order: [o(ordering, 'i1'), o(ordering, 'i1'), o(ordering, 'i3')] }).points).toBe(0);
  });

  it('short: trims, collapses spaces, ignores case and accents (Greek tonos too) unless asked', () => {
    expect(scoreAnswer(short, { kind: 'short', value: 'οδός' }).correct).toBe(true);
    expect(scoreAnswer(short, { kind: 'short', value: 'οδος' }).correct).toBe(true);
    expect(scoreAnswer(short, { kind: 'short', value: '  ΟΔΟΣ ' }).correct).toBe(true);
    expect(scoreAnswer(short, { kind: 'short', value: 'ΟΔΌΣ' }).correct).toBe(true);
    expect(scoreAnswer(short, { kind: 'short', value: 'δρόμος' }).correct).toBe(false);
    const strict: Question = { ...short, caseSensitive: true, accentSensitive: true } as Question;
    expect(scoreAnswer(strict, { kind: 'short', value: 'οδός' }).correct).toBe(true);
    expect(scoreAnswer(strict, { kind: 'short', value: 'οδος' }).correct).toBe(false);
    expect(scoreAnswer(strict, { kind: 'short', value: 'Οδός' }).correct).toBe(false);
    const accentOnly: Question = { ...short, caseSensitive: false, accentSensitive: true } as Question;
    expect(scoreAnswer(accentOnly, { kind: 'short', value: 'ΟΔΌΣ' }).correct).toBe(true);
    expect(scoreAnswer(accentOnly, { kind: 'short', value: 'ΟΔΟΣ' }).correct).toBe(false);
  });

  it('short: an empty answer never matches, even an empty accepted variant', () => {
    const q: Question = { ...short, accepted: ['', 'x'] } as Question;
    expect(scoreAnswer(q, { kind: 'short', value: '   ' }).points).toBe(0);
  });

  it('an answer of another kind scores 0', () => {
    expect(scoreAnswer(single, { kind: 'image', choice: 'b' }).points).toBe(0);
    expect(scoreAnswer(image, { kind: 'single', choice: 'x' }).points).toBe(0);
    expect(scoreAnswer(multiple, { kind: 'single', choice: 'a' }).points).toBe(0);
    expect(scoreAnswer(trueFalse, { kind: 'short', value: 'true' }).points).toBe(0);
    expect(scoreAnswer(short, { kind: 'blanks', values: { b1: 'οδός' } }).points).toBe(0);
  });

  it('an answer naming unknown ids scores 0', () => {
    expect(scoreAnswer(single, { kind: 'single', choice: 'zz' }).points).toBe(0);
    expect(scoreAnswer(multiple, { kind: 'multiple', choices: ['a', 'b', 'd', 'zz'] }).points).toBe(0);
    expect(scoreAnswer(blanks, { kind: 'blanks', values: { b1: 'Rhein', b2: 'Köln', b9: 'x' } }).points).toBe(0);
    expect(scoreAnswer(matching, { kind: 'matching', pairs: { [l(matching, 'p1')]: r(matching, 'p1'), zz: r(matching, 'p2') } }).points).toBe(0);
    expect(scoreAnswer(matching, { kind: 'matching', pairs: { [l(matching, 'p1')]: 'zz' } }).points).toBe(0);
    expect(scoreAnswer(ordering, { kind: 'ordering', order: [o(ordering, 'i1'), o(ordering, 'i2'), 'zz'] }).points).toBe(0);
  });

  it('never throws on malformed answers', () => {
    const junk = [null, undefined, 1, 'x', {}, { kind: 'multiple' }, { kind: 'blanks', values: null }, { kind: 'ordering', order: 'abc' }, { kind: 'matching', pairs: 5 }];
    for (const question of ALL) {
      for (const answer of junk) {
        expect(scoreAnswer(question, answer as unknown as Answer).points).toBe(0);
      }
    }
  });
});

describe('normaliseTyped', () => {
  const loose = { caseSensitive: false, accentSensitive: false };
  it('folds case and accents: German, French, Spanish, Italian, Greek', () => {
    expect(normaliseTyped('  Straße   ist  ', loose)).toBe(normaliseTyped('STRASSE IST', loose));
    expect(normaliseTyped('Éléphant', loose)).toBe('elephant');
    expect(normaliseTyped('Niño', loose)).toBe('nino');
    expect(normaliseTyped('perché', loose)).toBe('perche');
    expect(normaliseTyped('Αθήνα', loose)).toBe('αθηνα');
    expect(normaliseTyped('Ϊ ϋ ΐ', loose)).toBe('ι υ ι');
    expect(normaliseTyped('l’eau', loose)).toBe("l'eau");
  });
  it('keeps what the rules ask to keep', () => {
    expect(normaliseTyped('Éléphant', { caseSensitive: true, accentSensitive: false })).toBe('Elephant');
    expect(normaliseTyped('Éléphant', { caseSensitive: false, accentSensitive: true })).toBe('éléphant');
    // Composed and decomposed forms of the same letter are the same answer.
    expect(normaliseTyped('e\u0301', { caseSensitive: true, accentSensitive: true })).toBe('é');
  });
});

describe('solution', () => {
  it('scores full points for every question type', () => {
    for (const question of ALL) {
      expect(scoreAnswer(question, solution(question))).toEqual({ points: question.points, max: question.points, correct: true });
    }
  });
  it('names the playable ids', () => {
    expect(solution(ordering)).toEqual({ kind: 'ordering', order: [o(ordering, 'i1'), o(ordering, 'i2'), o(ordering, 'i3')] });
    expect(solution(short)).toEqual({ kind: 'short', value: 'οδός' });
  });
});

describe('playable', () => {
  it('removes every solution', () => {
    for (const question of ALL) {
      const json = JSON.stringify(playable(question, 'seed'));
      expect(json).not.toContain('"correct"');
      expect(json).not.toContain('"accepted"');
    }
    expect(JSON.stringify(playable(short, 1))).not.toContain('οδός');
    expect(JSON.stringify(playable(blanks, 1))).not.toContain('Rhein');
  });

  it('gives matching sides and ordering items play ids, not the stored ids', () => {
    const m = playable(matching, 's');
    if (m.kind !== 'matching') throw new Error('kind');
    const leftIds = new Set(m.lefts.map((item) => item.id));
    expect(m.rights.some((item) => leftIds.has(item.id))).toBe(false);
    expect(m.lefts.map((item) => item.id)).not.toContain('p1');
    const p = playable(ordering, 's');
    if (p.kind !== 'ordering') throw new Error('kind');
    expect(p.items.map((item) => item.id)).not.toContain('i1');
  });

  it('shuffles by the seed: the same seed gives the same order', () => {
    expect(playable(matching, 'room-A')).toEqual(playable(matching, 'room-A'));
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => JSON.stringify(playable(matching, seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps options, prompt and media', () => {
    expect(playable(image, 1)).toEqual({ id: 'q8', kind: 'image', prompt: image.prompt, points: 1, options: (image as { options: unknown }).options });
  });
});

describe('playable (properties)', () => {
  const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 2, maxLength: 12 });
  const orderingArb = ids.map(
    (list): Question => ({ id: 'q', kind: 'ordering', prompt: 'p', points: 3, items: list.map((id, n) => ({ id, text: `item ${n}` })) }),
  );
  const matchingArb = ids.map(
    (list): Question => ({ id: 'q', kind: 'matching', prompt: 'p', points: 5, pairs: list.map((id, n) => ({ id, left: `L${n}`, right: `R${n}` })) }),
  );

  it('a shuffled playable never is the solution: ordering items and matching rights never come solved', () => {
    fc.assert(
      fc.property(orderingArb, fc.string(), (question, seed) => {
        const play = playable(question, seed);
        if (play.kind !== 'ordering') return false;
        const order = play.items.map((item) => item.id);
        return scoreAnswer(question, { kind: 'ordering', order }).correct === false;
      }),
    );
    fc.assert(
      fc.property(matchingArb, fc.string(), (question, seed) => {
        const play = playable(question, seed);
        if (play.kind !== 'matching') return false;
        // Reading lefts and rights side by side must not be the solution.
        const pairs = Object.fromEntries(play.lefts.map((left, index) => [left.id, play.rights[index]?.id ?? '']));
        const sideBySide = scoreAnswer(question, { kind: 'matching', pairs }).correct;
        const leftIds = new Set(play.lefts.map((left) => left.id));
        return !sideBySide && !play.rights.some((right) => leftIds.has(right.id));
      }),
    );
  });

  it('the solution always scores the maximum and the shuffled items are the same set', () => {
    fc.assert(
      fc.property(fc.oneof(orderingArb, matchingArb), fc.integer(), (question, seed) => {
        const play = playable(question, seed);
        const full = solution(question);
        const sameItems =
          play.kind === 'ordering' && full.kind === 'ordering'
            ? [...play.items.map((item) => item.id)].sort().join() === [...full.order].sort().join()
            : play.kind === 'matching' && full.kind === 'matching'
              ? [...play.rights.map((item) => item.id)].sort().join() === Object.values(full.pairs).sort().join()
              : false;
        return sameItems && scoreAnswer(question, full).points === question.points;
      }),
    );
  });

  it('multiple: points stay within 0..max for any picks', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c', 'd', 'e']), (choices) => {
        const s = scoreAnswer(multiple, { kind: 'multiple', choices });
        return s.points >= 0 && s.points <= s.max && s.correct === (s.points === s.max);
      }),
    );
  });
});

describe('completeness', () => {
  it('every demo question is complete', () => {
    for (const question of ALL) expect(questionProblems(question)).toEqual([]);
  });
  it('names what is missing', () => {
    expect(questionProblems({ ...single, correct: 'zz' } as Question)).toEqual(['correct']);
    expect(questionProblems({ ...single, options: [{ id: 'b', text: 'Paris' }] } as Question)).toEqual(['options']);
    expect(questionProblems({ ...multiple, correct: [] } as Question)).toEqual(['correct']);
    expect(questionProblems({ ...blanks, text: 'Der [[b1]] fließt.' } as Question)).toEqual(['blanks']);
    expect(questionProblems({ ...short, accepted: ['  '] } as Question)).toEqual(['accepted']);
    expect(questionProblems({ ...matching, pairs: [{ id: 'a', left: 'x', right: '' }, { id: 'b', left: 'y', right: 'z' }] } as Question)).toContain('pair_text');
    expect(questionProblems({ ...ordering, prompt: ' ' } as Question)).toEqual(['prompt']);
    expect(contentProblems({ title: '', description: '', feedback: 'each', questions: [] })).toEqual([{ questionId: null, problems: ['title', 'questions'] }]);
  });
});

describe('schemas', () => {
  it('take every question type', () => {
    const parsed = interactiveContentSchema.safeParse({ title: 'Quiz', description: '', feedback: 'end', questions: ALL });
    expect(parsed.success).toBe(true);
  });
  it('refuse duplicate ids, unknown fields, too many questions and media outside the prefix', () => {
    const content = { title: 'Quiz', description: '', feedback: 'end', questions: ALL };
    expect(interactiveContentSchema.safeParse({ ...content, questions: [single, single] }).success).toBe(false);
    expect(interactiveContentSchema.safeParse({ ...content, extra: 1 }).success).toBe(false);
    expect(interactiveContentSchema.safeParse({ ...content, questions: Array.from({ length: 101 }, (_, n) => ({ ...trueFalse, id: `q${n}` })) }).success).toBe(false);
    expect(interactiveContentSchema.safeParse({ ...content, questions: [{ ...image, options: [{ id: 'x', text: '', media: { key: 'materials/1/a.png', alt: 'a' } }] }] }).success).toBe(false);
    expect(interactiveContentSchema.safeParse({ ...content, questions: [{ ...image, options: [{ id: 'x', text: '', media: { key: 'interactive/../x', alt: 'a' } }] }] }).success).toBe(false);
    expect(interactiveContentSchema.safeParse({ ...content, questions: [{ ...single, points: 11 }] }).success).toBe(false);
  });
  it('answers and nicknames', () => {
    expect(answerSchema.safeParse({ kind: 'short', value: 'x' }).success).toBe(true);
    expect(answerSchema.safeParse({ kind: 'short', value: 1 }).success).toBe(false);
    expect(answerSchema.safeParse({ kind: 'shout', value: 'x' }).success).toBe(false);
    expect(nicknameSchema.safeParse('  Ana ').data).toBe('Ana');
    expect(nicknameSchema.safeParse('').success).toBe(false);
    expect(nicknameSchema.safeParse('x'.repeat(25)).success).toBe(false);
    expect(nicknameSchema.safeParse('a\u0000b').success).toBe(false);
  });
});
