/**
 * The interactive as data: questions, answers, what a student's player receives, and the limits
 * the builder and the API share. Plain TypeScript (no zod): islands import it. The rules are in
 * docs/interactives.md.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'true_false', 'blanks', 'matching', 'ordering', 'short', 'image'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** An uploaded image: its R2 key below the interactive media prefix, and its alt text. */
export interface Media {
  key: string;
  alt: string;
}
interface Base {
  id: string;
  prompt: string;
  media?: Media;
  /** 1..10, default 1 */
  points: number;
}
export interface Option {
  id: string;
  text: string;
  media?: Media;
}
export type Question =
  | (Base & { kind: 'single'; options: Option[]; correct: string })
  | (Base & { kind: 'multiple'; options: Option[]; correct: string[] })
  | (Base & { kind: 'true_false'; correct: boolean })
  | (Base & { kind: 'blanks'; /** gaps written as [[blankId]] */ text: string; blanks: Blank[] })
  | (Base & { kind: 'matching'; pairs: { id: string; left: string; right: string }[] })
  | (Base & { kind: 'ordering'; /** in the correct order */ items: { id: string; text: string }[] })
  | (Base & { kind: 'short'; accepted: string[]; caseSensitive: boolean; accentSensitive: boolean })
  /** A draft's image option may wait for its upload; publishing asks every option's image (`contentProblems`). */
  | (Base & { kind: 'image'; options: Option[]; correct: string });
export interface Blank {
  id: string;
  accepted: string[];
  caseSensitive: boolean;
  accentSensitive: boolean;
}
/**
 * A student's answer. Matching and ordering name the ids of the playable question (`lefts`,
 * `rights`, `items` of {@link PlayableQuestion}), never the pair or item ids of the stored question.
 */
export type Answer =
  | { kind: 'single' | 'image'; choice: string }
  | { kind: 'multiple'; choices: string[] }
  | { kind: 'true_false'; value: boolean }
  | { kind: 'blanks'; values: Record<string, string> }
  /** playable left id → playable right id */
  | { kind: 'matching'; pairs: Record<string, string> }
  | { kind: 'ordering'; order: string[] }
  | { kind: 'short'; value: string };
/** Feedback after each question, or at the end. */
export type Feedback = 'each' | 'end';
export const FEEDBACKS = ['each', 'end'] as const satisfies readonly Feedback[];
export interface InteractiveContent {
  title: string;
  description: string;
  feedback: Feedback;
  questions: Question[];
}
export interface Score {
  points: number;
  max: number;
  /** points === max */
  correct: boolean;
}

// ---- Limits (the zod schemas in src/shared/schemas/interactive.ts use the same numbers) ----

export const INTERACTIVE_QUESTIONS_MAX = 100;
/** Options of a choice or image question, pairs of a matching, items of an ordering. */
export const INTERACTIVE_OPTIONS_MAX = 12;
export const INTERACTIVE_BLANKS_MAX = 30;
/** Accepted variants of one blank or short answer. */
export const INTERACTIVE_ACCEPTED_MAX = 20;
/** Prompts, option texts, blank texts, answers typed by a student. */
export const INTERACTIVE_TEXT_MAX = 2000;
export const INTERACTIVE_TITLE_MAX = 200;
export const INTERACTIVE_POINTS_MIN = 1;
export const INTERACTIVE_POINTS_MAX = 10;
export const INTERACTIVE_POINTS_DEFAULT = 1;
/** Ids of questions, options, pairs, items and blanks: what the builder makes up. */
export const INTERACTIVE_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** R2 keys of interactive media start with this prefix. */
export const INTERACTIVE_MEDIA_PREFIX = 'interactive/';
/** A student's nickname in a learning room. */
export const NICKNAME_MAX = 24;

/** The gaps of a blanks text, in order: `[[b1]]` → 'b1'. */
function blankIdsInText(text: string): string[] {
  return [...text.matchAll(/\[\[([A-Za-z0-9_-]{1,40})\]\]/g)].map((match) => match[1] ?? '');
}

// ---- What a student's player receives ----

interface PlayableBase {
  id: string;
  prompt: string;
  media?: Media;
  points: number;
}
/** One side of a matching, or one item of an ordering, under its play id. */
export interface PlayItem {
  id: string;
  text: string;
}
/**
 * A question as a student's player receives it: every solution removed (no `correct`, no
 * `accepted`). Matching and ordering carry play ids (see {@link playId}) instead of the stored
 * pair and item ids, so that neither an id shared by a left and its right nor ids numbered in the
 * correct order give the solution away; the rights of a matching and the items of an ordering are
 * shuffled by the seed and never come in the solved order.
 */
export type PlayableQuestion =
  | (PlayableBase & { kind: 'single'; options: Option[] })
  | (PlayableBase & { kind: 'multiple'; options: Option[] })
  | (PlayableBase & { kind: 'true_false' })
  | (PlayableBase & { kind: 'blanks'; text: string; blanks: { id: string; caseSensitive: boolean; accentSensitive: boolean }[] })
  | (PlayableBase & { kind: 'matching'; lefts: PlayItem[]; rights: PlayItem[] })
  | (PlayableBase & { kind: 'ordering'; items: PlayItem[] })
  | (PlayableBase & { kind: 'short'; caseSensitive: boolean; accentSensitive: boolean })
  | (PlayableBase & { kind: 'image'; options: (Option & { media: Media })[] });

export interface PlayableInteractive {
  title: string;
  description: string;
  feedback: Feedback;
  questions: PlayableQuestion[];
}

/** cyrb53: a small, fast 53-bit string hash (not a cryptographic one). */
function hash53(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The play id of a matching side (`l`, `r`) or an ordering item (`o`): derived from the
 * question id and the stored id, different per side. Published versions get random stored ids
 * (docs/interactives.md, "Publishing"), so a play id cannot be traced back to its pair.
 */
export function playId(questionId: string, itemId: string, side: 'l' | 'r' | 'o'): string {
  return `${side}${hash53(`${questionId}\u0000${itemId}\u0000${side}`).toString(36)}`;
}

/** mulberry32: a deterministic pseudo-random sequence from a 32-bit seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffled by the seed; a list of two or more never comes back in its given order. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = randomFrom(hash53(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  if (out.length > 1 && out.every((item, index) => item === items[index])) out.push(out.shift() as T);
  return out;
}

/** The question a student's player receives (see {@link PlayableQuestion}); the same seed gives the same order. */
export function playable(question: Question, seed: string | number): PlayableQuestion {
  const base: PlayableBase = { id: question.id, prompt: question.prompt, points: question.points };
  if (question.media) base.media = question.media;
  const shuffleSeed = `${seed}\u0000${question.id}`;
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return { ...base, kind: question.kind, options: question.options.map((option) => ({ ...option })) };
    case 'image':
      // Published versions have every image (publishing asks for them); a draft preview shows only the uploaded ones.
      return { ...base, kind: 'image', options: question.options.flatMap((option) => (option.media ? [{ ...option, media: option.media }] : [])) };
    case 'true_false':
      return { ...base, kind: 'true_false' };
    case 'blanks':
      return {
        ...base,
        kind: 'blanks',
        text: question.text,
        blanks: question.blanks.map(({ id, caseSensitive, accentSensitive }) => ({ id, caseSensitive, accentSensitive })),
      };
    case 'matching':
      return {
        ...base,
        kind: 'matching',
        lefts: question.pairs.map((pair) => ({ id: playId(question.id, pair.id, 'l'), text: pair.left })),
        rights: shuffled(
          question.pairs.map((pair) => ({ id: playId(question.id, pair.id, 'r'), text: pair.right })),
          shuffleSeed,
        ),
      };
    case 'ordering':
      return {
        ...base,
        kind: 'ordering',
        items: shuffled(
          question.items.map((item) => ({ id: playId(question.id, item.id, 'o'), text: item.text })),
          shuffleSeed,
        ),
      };
    case 'short':
      return { ...base, kind: 'short', caseSensitive: question.caseSensitive, accentSensitive: question.accentSensitive };
  }
}

export function playableContent(content: InteractiveContent, seed: string | number): PlayableInteractive {
  return {
    title: content.title,
    description: content.description,
    feedback: content.feedback,
    questions: content.questions.map((question) => playable(question, seed)),
  };
}

// ---- Completeness: what publishing asks of every question ----

export type QuestionProblem =
  | 'prompt'
  | 'options'
  | 'option_text'
  | 'correct'
  | 'blanks'
  | 'blank_accepted'
  | 'pairs'
  | 'pair_text'
  | 'items'
  | 'item_text'
  | 'accepted'
  | 'media'
  | 'duplicate_text';

/** What keeps a question from being published (empty list: complete). docs/interactives.md, "Publishing". */
export function questionProblems(question: Question): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const blank = (text: string) => text.trim() === '';
  if (blank(question.prompt) && question.kind !== 'blanks') problems.push('prompt');
  switch (question.kind) {
    case 'single':
    case 'multiple':
    case 'image': {
      const ids = new Set(question.options.map((option) => option.id));
      if (question.options.length < 2) problems.push('options');
      if (question.kind === 'image') {
        if (question.options.some((option) => !option.media?.key || blank(option.media.alt))) problems.push('media');
      } else if (question.options.some((option) => blank(option.text) && !option.media)) problems.push('option_text');
      if (question.kind === 'multiple') {
        if (question.correct.length === 0 || question.correct.some((id) => !ids.has(id))) problems.push('correct');
      } else if (!ids.has(question.correct)) problems.push('correct');
      break;
    }
    case 'true_false':
      break;
    case 'blanks': {
      const inText = blankIdsInText(question.text);
      const defined = new Set(question.blanks.map((b) => b.id));
      if (
        inText.length === 0 ||
        new Set(inText).size !== inText.length ||
        inText.length !== defined.size ||
        inText.some((id) => !defined.has(id))
      ) {
        problems.push('blanks');
      }
      if (question.blanks.some((b) => b.accepted.filter((text) => !blank(text)).length === 0)) problems.push('blank_accepted');
      break;
    }
    case 'matching':
      if (question.pairs.length < 2) problems.push('pairs');
      if (question.pairs.some((pair) => blank(pair.left) || blank(pair.right))) problems.push('pair_text');
      // Two equal rights could not be told apart by the student.
      if (new Set(question.pairs.map((pair) => pair.right.trim())).size !== question.pairs.length) problems.push('duplicate_text');
      break;
    case 'ordering':
      if (question.items.length < 2) problems.push('items');
      if (question.items.some((item) => blank(item.text))) problems.push('item_text');
      if (new Set(question.items.map((item) => item.text.trim())).size !== question.items.length) problems.push('duplicate_text');
      break;
    case 'short':
      if (question.accepted.filter((text) => !blank(text)).length === 0) problems.push('accepted');
      break;
  }
  if (question.media && (!question.media.key || blank(question.media.alt)) && !problems.includes('media')) problems.push('media');
  return problems;
}

/** Every incomplete question with its problems; an interactive without questions or title is incomplete too. */
export function contentProblems(content: InteractiveContent): { questionId: string | null; problems: (QuestionProblem | 'title' | 'questions')[] }[] {
  const out: { questionId: string | null; problems: (QuestionProblem | 'title' | 'questions')[] }[] = [];
  const whole: ('title' | 'questions')[] = [];
  if (content.title.trim() === '') whole.push('title');
  if (content.questions.length === 0) whole.push('questions');
  if (whole.length) out.push({ questionId: null, problems: whole });
  for (const question of content.questions) {
    const problems = questionProblems(question);
    if (problems.length) out.push({ questionId: question.id, problems });
  }
  return out;
}

// ---- What the calls of /v3/interactives answer (docs/interactives.md, "Calls") ----

export type InteractiveState = 'draft' | 'published';

/** One line of "my interactives". */
/** A published interactive the teacher may open a room or build a course with (`GET v3/interactives/usable`). */
export interface UsableInteractive {
  id: number;
  world: string;
  title: string;
  description: string;
  questionCount: number;
  /** The teacher's own (else: through a bought material). */
  own: boolean;
}

export interface InteractiveSummary {
  id: number;
  world: string;
  title: string;
  description: string;
  state: InteractiveState;
  questionCount: number;
  publishedAt: string | null;
  updatedAt: string;
  /** The draft was changed after the last publishing. */
  hasUnpublishedChanges: boolean;
  /** A material of the owner that carries it, if any. */
  materialId: number | null;
}

/** The owner's draft, as the builder edits it. */
export interface InteractiveDraftView {
  id: number;
  world: string;
  state: InteractiveState;
  content: InteractiveContent;
  publishedAt: string | null;
  updatedAt: string;
  hasUnpublishedChanges: boolean;
}

/** What the player loads: the published version (or the owner's draft for the preview), without solutions. */
export interface InteractivePlayView {
  id: number;
  world: string;
  version: 'published' | 'draft';
  content: PlayableInteractive;
}

/**
 * Whether the caller may play a published interactive and use it in learning rooms
 * (`GET v3/interactives/:id/access`): the material page's "Play" and "Open in a learning room", or
 * its locked teaser.
 */
export interface InteractiveAccess {
  canUse: boolean;
  signedIn: boolean;
  questionCount: number;
}

/** The answer of the check call: the score and the answer that scores full points. */
export interface InteractiveCheckResult {
  questionId: string;
  score: Score;
  solution: Answer;
}
