import type { Question } from '../../shared/interactive';
import type { WorksheetContent } from '../../shared/ai-tools';
import { DESCRIPTION_MAX } from '../../shared/seller-materials';
import { gradeName } from '../../shared/grades';
import { NotEnoughText, type AiAnswer, type AiProvider, type DescriptionInput, type QuizInput, type WorksheetInput } from './provider';
import { ANSWER_LINE, fill, phrasesFor } from './phrases';
import { findTerm, fold, sentencesOf, summary, termsOf, wordsOf, type Term } from './text';

/**
 * The local provider (docs/ai-tools.md, "The local provider"): no network and no model. It
 * drafts from the material's own text — an extractive summary, and cloze, choice, true/false and
 * ordering questions built from its sentences and key terms — and worksheets from templates and
 * the topic's words. Deterministic: the same input gives the same draft.
 */

const LOCAL_MODEL = 'extractive-v1';

const answer = (output: unknown): AiAnswer => ({ output, provider: 'local', model: LOCAL_MODEL, costNeurons: 0 });

/** The sentence with the word at `index` (of `length` characters) replaced. */
function replaceAt(sentence: string, index: number, length: number, by: string): string {
  return sentence.slice(0, index) + by + sentence.slice(index + length);
}

/** Key terms of the text that occur in some sentence, most frequent first. */
function keyTerms(sentences: readonly string[], language: string, max: number): Term[] {
  return termsOf(sentences, language).slice(0, max);
}

function descriptionOf(input: DescriptionInput): { text: string } {
  const sentences = sentencesOf(input.text, input.language);
  if (sentences.length === 0) throw new NotEnoughText();
  const phrases = phrasesFor(input.language);
  const lead = summary(sentences, input.language, 3);
  const terms = keyTerms(sentences, input.language, 5).map((term) => term.text);
  const parts = [lead.join(' ')];
  if (terms.length >= 2) parts.push(fill(phrases.keyTerms, { terms: terms.join(', ') }));
  return { text: parts.join('\n\n').slice(0, DESCRIPTION_MAX) };
}

type Kind = 'blanks' | 'single' | 'true_false' | 'ordering';
const ROTATION: readonly Kind[] = ['blanks', 'single', 'true_false', 'blanks', 'ordering', 'single', 'true_false'];

/** A sentence with one of the key terms in it, and that term's place. */
interface Anchor {
  sentence: string;
  sentenceIndex: number;
  term: Term;
  at: { text: string; index: number };
}

function anchorsOf(sentences: readonly string[], terms: readonly Term[], language: string): Anchor[] {
  const anchors: Anchor[] = [];
  const asked = new Set<string>();
  sentences.forEach((sentence, sentenceIndex) => {
    // The sentence's most frequent key term not asked for yet (else its most frequent one).
    const present = terms.flatMap((term) => {
      const at = findTerm(sentence, term.key, language);
      return at ? [{ term, at }] : [];
    });
    const pick = present.find((p) => !asked.has(p.term.key)) ?? present[0];
    if (!pick) return;
    asked.add(pick.term.key);
    anchors.push({ sentence, sentenceIndex, ...pick });
  });
  return anchors;
}

/** Three other key terms as distractors, none equal to the answer. */
function distractors(terms: readonly Term[], except: Term, count: number, offset: number): Term[] {
  const others = terms.filter((term) => term.key !== except.key);
  const out: Term[] = [];
  for (let i = 0; i < others.length && out.length < count; i++) out.push(others[(i + offset) % others.length] as Term);
  return out;
}

function quizOf(input: QuizInput) {
  const { language } = input;
  const phrases = phrasesFor(language);
  const sentences = sentencesOf(input.text, language);
  const terms = keyTerms(sentences, language, 40);
  const anchors = anchorsOf(sentences, terms, language);
  if (anchors.length === 0) throw new NotEnoughText();
  const questions: Question[] = [];
  const used = new Set<number>();
  let orderingDone = false;
  let anchorAt = 0;
  for (let turn = 0; questions.length < input.questions && turn < input.questions * 3; turn++) {
    const kind = ROTATION[turn % ROTATION.length] as Kind;
    const id = `q${questions.length + 1}`;
    if (kind === 'ordering') {
      if (orderingDone || sentences.length < 3) continue;
      const start = Math.floor((sentences.length - 3) / 2);
      const items = sentences.slice(start, start + 3).map((text, i) => ({ id: `i${i + 1}`, text }));
      if (new Set(items.map((item) => fold(item.text, language))).size < items.length) continue;
      questions.push({ id, kind: 'ordering', prompt: phrases.ordering, points: 1, items });
      orderingDone = true;
      continue;
    }
    // The next anchor sentence not used yet.
    let anchor: Anchor | undefined;
    while (anchorAt < anchors.length && !anchor) {
      const candidate = anchors[anchorAt++] as Anchor;
      if (!used.has(candidate.sentenceIndex)) anchor = candidate;
    }
    if (!anchor) break;
    used.add(anchor.sentenceIndex);
    const { sentence, term, at } = anchor;
    if (kind === 'blanks') {
      questions.push({
        id,
        kind: 'blanks',
        prompt: phrases.blanks,
        points: 1,
        text: replaceAt(sentence, at.index, at.text.length, '[[b1]]'),
        blanks: [{ id: 'b1', accepted: [at.text], caseSensitive: false, accentSensitive: false }],
      });
    } else if (kind === 'single') {
      const wrong = distractors(terms, term, 3, questions.length);
      if (wrong.length === 0) {
        anchorAt--;
        used.delete(anchor.sentenceIndex);
        continue;
      }
      const options = [term, ...wrong].map((option, i) => ({ id: `o${i + 1}`, text: option.text }));
      // The right option moves through the places so it is not always first.
      const shift = questions.length % options.length;
      const rotated = [...options.slice(options.length - shift), ...options.slice(0, options.length - shift)];
      questions.push({ id, kind: 'single', prompt: fill(phrases.single, { sentence: replaceAt(sentence, at.index, at.text.length, '___') }), points: 1, options: rotated, correct: 'o1' });
    } else {
      // Every second true/false statement swaps the key term for another one: false.
      const swap = distractors(terms, term, 1, questions.length)[0];
      const makeFalse = swap !== undefined && questions.filter((q) => q.kind === 'true_false').length % 2 === 1;
      const statement = makeFalse && swap ? replaceAt(sentence, at.index, at.text.length, swap.text) : sentence;
      questions.push({ id, kind: 'true_false', prompt: fill(phrases.trueFalse, { sentence: statement }), points: 1, correct: !makeFalse });
    }
  }
  if (questions.length === 0) throw new NotEnoughText();
  return { title: fill(phrases.quizTitle, { title: input.title }).slice(0, 200), description: phrases.quizNote, feedback: 'each' as const, questions };
}

function worksheetOf(input: WorksheetInput): WorksheetContent {
  const phrases = phrasesFor(input.language);
  const vars = { topic: input.topic, subject: input.subject };
  const level = gradeName(input.world, input.grade) ?? String(input.grade);
  const topicTerms = wordsOf(input.topic, input.language)
    .map((word) => word.text)
    .filter((word) => [...word].length >= 4);
  const termLines = [...new Set(topicTerms)].map((term) => `${fill(phrases.termLine, { term })}${ANSWER_LINE}`);
  while (termLines.length < 4) termLines.push(`${ANSWER_LINE}: ${ANSWER_LINE}`);
  const tasks = input.grade <= 4 ? phrases.tasksYoung : input.grade <= 8 ? phrases.tasksMiddle : phrases.tasksOlder;
  const numbered = (lines: readonly string[], withLine: boolean) =>
    lines.map((line, i) => `${i + 1}. ${fill(line, vars)}${withLine ? `\n${ANSWER_LINE}` : ''}`).join('\n');
  return {
    title: `${input.topic} · ${input.subject} · ${level}`.slice(0, 200),
    sections: [
      { heading: fill(phrases.warmUp, vars), body: numbered(phrases.warmUpLines, true) },
      { heading: phrases.terms, body: termLines.join('\n') },
      { heading: phrases.tasks, body: numbered(tasks, true) },
      { heading: phrases.review, body: phrases.reviewLines.map((line) => `${line} ${ANSWER_LINE}`).join('\n') },
    ],
  };
}

export const localProvider: AiProvider = {
  name: 'local',
  model: LOCAL_MODEL,
  description: async (input) => answer(descriptionOf(input)),
  quiz: async (input) => answer(quizOf(input)),
  worksheet: async (input) => answer(worksheetOf(input)),
};
