import { playId, type Answer, type Question, type Score } from '../../../shared/interactive';

/**
 * Scoring of one answer to one question and the solution reveal shows. The rules in our words:
 * docs/interactives.md, "Scoring". Pure; never throws: an answer of another kind, or one that
 * names ids the question does not have, scores 0.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

function score(question: Question, share: number): Score {
  const max = question.points;
  const points = round2(Math.min(1, Math.max(0, share)) * max);
  return { points, max, correct: points === max };
}

const zero = (question: Question): Score => score(question, 0);

const APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/g;

/**
 * A typed answer as it is compared: trimmed, inner spaces collapsed, typographic apostrophes as
 * `'`; without accents (NFD with the marks removed, Greek tonos and dialytika too) unless
 * `accentSensitive`; case-folded (upper then lower case: ß = SS, ς = σ) unless `caseSensitive`.
 */
export function normaliseTyped(text: string, rules: { caseSensitive: boolean; accentSensitive: boolean }): string {
  let out = text.normalize('NFC').trim().replace(/\s+/gu, ' ').replace(APOSTROPHES, "'");
  if (!rules.accentSensitive) out = out.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (!rules.caseSensitive) out = out.toUpperCase().toLowerCase();
  return out;
}

function typedMatches(value: string, accepted: readonly string[], rules: { caseSensitive: boolean; accentSensitive: boolean }): boolean {
  const typed = normaliseTyped(value, rules);
  if (typed === '') return false;
  return accepted.some((variant) => normaliseTyped(variant, rules) === typed);
}

export function scoreAnswer(question: Question, answer: Answer): Score {
  if (!answer || typeof answer !== 'object' || answer.kind !== question.kind) return zero(question);
  switch (question.kind) {
    case 'single':
    case 'image': {
      if (answer.kind !== 'single' && answer.kind !== 'image') return zero(question);
      if (!question.options.some((option) => option.id === answer.choice)) return zero(question);
      return score(question, answer.choice === question.correct ? 1 : 0);
    }
    case 'multiple': {
      if (answer.kind !== 'multiple' || !Array.isArray(answer.choices)) return zero(question);
      const optionIds = new Set(question.options.map((option) => option.id));
      const picks = new Set(answer.choices);
      if ([...picks].some((id) => !optionIds.has(id)) || question.correct.length === 0) return zero(question);
      const correct = new Set(question.correct);
      let right = 0;
      let wrong = 0;
      for (const id of picks) {
        if (correct.has(id)) right++;
        else wrong++;
      }
      return score(question, Math.max(0, right - wrong) / correct.size);
    }
    case 'true_false':
      if (answer.kind !== 'true_false') return zero(question);
      return score(question, answer.value === question.correct ? 1 : 0);
    case 'blanks': {
      if (answer.kind !== 'blanks' || !answer.values || typeof answer.values !== 'object') return zero(question);
      const blanks = new Map(question.blanks.map((blank) => [blank.id, blank]));
      const entries = Object.entries(answer.values);
      if (blanks.size === 0 || entries.some(([id, value]) => !blanks.has(id) || typeof value !== 'string')) return zero(question);
      let right = 0;
      for (const [id, value] of entries) {
        const blank = blanks.get(id);
        if (blank && typedMatches(value, blank.accepted, blank)) right++;
      }
      return score(question, right / blanks.size);
    }
    case 'matching': {
      if (answer.kind !== 'matching' || !answer.pairs || typeof answer.pairs !== 'object') return zero(question);
      const lefts = new Map(question.pairs.map((pair) => [playId(question.id, pair.id, 'l'), pair.id]));
      const rights = new Map(question.pairs.map((pair) => [playId(question.id, pair.id, 'r'), pair.id]));
      const entries = Object.entries(answer.pairs);
      if (lefts.size === 0 || entries.some(([left, right]) => !lefts.has(left) || typeof right !== 'string' || !rights.has(right))) {
        return zero(question);
      }
      const right = entries.filter(([left, chosen]) => lefts.get(left) === rights.get(chosen)).length;
      return score(question, right / lefts.size);
    }
    case 'ordering': {
      if (answer.kind !== 'ordering' || !Array.isArray(answer.order)) return zero(question);
      const expected = question.items.map((item) => playId(question.id, item.id, 'o'));
      const known = new Set(expected);
      // Each item exactly once, or nothing counts.
      if (
        expected.length === 0 ||
        answer.order.length !== expected.length ||
        new Set(answer.order).size !== expected.length ||
        answer.order.some((id) => !known.has(id))
      ) {
        return zero(question);
      }
      const inPlace = answer.order.filter((id, index) => id === expected[index]).length;
      return score(question, inPlace / expected.length);
    }
    case 'short':
      if (answer.kind !== 'short' || typeof answer.value !== 'string') return zero(question);
      return score(question, typedMatches(answer.value, question.accepted, question) ? 1 : 0);
  }
}

/** The answer that scores full points, in the ids of the playable question: what reveal shows. */
export function solution(question: Question): Answer {
  switch (question.kind) {
    case 'single':
    case 'image':
      return { kind: question.kind, choice: question.correct };
    case 'multiple':
      return { kind: 'multiple', choices: [...question.correct] };
    case 'true_false':
      return { kind: 'true_false', value: question.correct };
    case 'blanks':
      return {
        kind: 'blanks',
        values: Object.fromEntries(question.blanks.map((blank) => [blank.id, blank.accepted.find((text) => text.trim() !== '') ?? ''])),
      };
    case 'matching':
      return {
        kind: 'matching',
        pairs: Object.fromEntries(question.pairs.map((pair) => [playId(question.id, pair.id, 'l'), playId(question.id, pair.id, 'r')])),
      };
    case 'ordering':
      return { kind: 'ordering', order: question.items.map((item) => playId(question.id, item.id, 'o')) };
    case 'short':
      return { kind: 'short', value: question.accepted.find((text) => text.trim() !== '') ?? '' };
  }
}
