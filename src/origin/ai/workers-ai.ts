import { z } from 'zod';
import type { Question } from '../../shared/interactive';
import { AI_QUIZ_QUESTIONS_MAX } from '../../shared/ai-tools';
import { gradeName } from '../../shared/grades';
import { ProviderUnavailable, type AiAnswer, type AiProvider, type DescriptionInput, type QuizInput, type WorksheetInput } from './provider';

/**
 * Workers AI through the origin's `AI` binding (decision 025): Mistral Small 3.1 24B instruct,
 * asked for JSON. Its answer is raw output like the local provider's; the caller validates it.
 */

/** The part of the AI binding this provider uses. */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

const WORKERS_AI_MODEL = '@cf/mistralai/mistral-small-3.1-24b-instruct';
/** Neurons per million tokens (USD 0.35 / 0.56 per M at USD 0.011 per 1,000 neurons; decision 025). */
const NEURONS_PER_M_INPUT = 31_818;
const NEURONS_PER_M_OUTPUT = 50_909;
/** The model reads at most this much of a material (about 6,000 tokens). */
const TEXT_MAX_CHARS = 24_000;

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', en: 'English', es: 'Spanish', fr: 'French', gr: 'Greek', it: 'Italian' };
const languageName = (language: string) => LANGUAGE_NAMES[language] ?? 'the language of the text';

const answerShape = z.object({
  response: z.union([z.string(), z.record(z.string(), z.unknown())]),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).partial().optional(),
});

/** Neurons of one request from the tokens the model reports (estimated from characters without). */
function neuronsOf(usage: { prompt_tokens?: number | undefined; completion_tokens?: number | undefined } | undefined, promptChars: number, answerChars: number): number {
  const input = usage?.prompt_tokens ?? Math.ceil(promptChars / 4);
  const output = usage?.completion_tokens ?? Math.ceil(answerChars / 4);
  return Math.ceil((input * NEURONS_PER_M_INPUT + output * NEURONS_PER_M_OUTPUT) / 1_000_000);
}

/** The model's simpler quiz shape, turned into the builder's questions. */
const modelQuizSchema = z.object({
  title: z.string(),
  questions: z
    .array(
      z.object({
        type: z.enum(['single', 'multiple', 'true_false', 'blanks']),
        prompt: z.string(),
        options: z.array(z.string()).optional(),
        correct: z.array(z.number().int()).optional(),
        true: z.boolean().optional(),
        text: z.string().optional(),
        answers: z.array(z.string()).optional(),
      }),
    )
    .max(AI_QUIZ_QUESTIONS_MAX),
});

/** Builder content from the model's quiz, or the raw output when it is not even that shape (the caller refuses it). */
export function quizFromModel(raw: unknown, note: string): unknown {
  const parsed = modelQuizSchema.safeParse(raw);
  if (!parsed.success) return raw;
  const questions: Question[] = parsed.data.questions.map((q, n): Question => {
    const id = `q${n + 1}`;
    const options = (q.options ?? []).map((text, i) => ({ id: `o${i + 1}`, text }));
    const correct = (q.correct ?? []).map((i) => `o${i + 1}`);
    if (q.type === 'true_false') return { id, kind: 'true_false', prompt: q.prompt, points: 1, correct: q.true ?? true };
    if (q.type === 'blanks') {
      let index = 0;
      const answers = q.answers ?? [];
      const text = (q.text ?? '').replace(/_{3,}/g, () => `[[b${++index}]]`);
      return {
        id,
        kind: 'blanks',
        prompt: q.prompt,
        points: 1,
        text,
        blanks: Array.from({ length: index }, (_, i) => ({ id: `b${i + 1}`, accepted: answers[i] ? [answers[i]] : [], caseSensitive: false, accentSensitive: false })),
      };
    }
    if (q.type === 'multiple') return { id, kind: 'multiple', prompt: q.prompt, points: 1, options, correct };
    return { id, kind: 'single', prompt: q.prompt, points: 1, options, correct: correct[0] ?? '' };
  });
  return { title: parsed.data.title, description: note, feedback: 'each', questions };
}

export function workersAiProvider(ai: AiBinding): AiProvider {
  async function ask(system: string, user: string, maxTokens: number): Promise<{ output: unknown; costNeurons: number }> {
    let raw: unknown;
    try {
      raw = await ai.run(WORKERS_AI_MODEL, {
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        max_tokens: maxTokens,
        temperature: 0.3,
      });
    } catch (error) {
      throw new ProviderUnavailable(error instanceof Error ? error.message : 'Workers AI failed');
    }
    const shape = answerShape.safeParse(raw);
    if (!shape.success) return { output: raw, costNeurons: neuronsOf(undefined, system.length + user.length, 0) };
    const { response, usage } = shape.data;
    let output: unknown = response;
    if (typeof response === 'string') {
      try {
        output = JSON.parse(response.replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch {
        output = response;
      }
    }
    return { output, costNeurons: neuronsOf(usage, system.length + user.length, typeof response === 'string' ? response.length : JSON.stringify(response).length) };
  }
  const done = (output: unknown, costNeurons: number): AiAnswer => ({ output, provider: 'workers-ai', model: WORKERS_AI_MODEL, costNeurons });

  return {
    name: 'workers-ai',
    model: WORKERS_AI_MODEL,
    async description(input: DescriptionInput) {
      const system = `You write the description of a teaching material for a marketplace of teachers, in ${languageName(input.language)}. 80 to 200 words, plain text, no headings, no prices, no promises the material does not keep. Answer JSON: {"text": "..."}.`;
      const user = [`Title: ${input.title}`, input.subject ? `Subject: ${input.subject}` : '', input.grades ? `Grades: ${input.grades.from}-${input.grades.to}` : '', 'Text of the material:', input.text.slice(0, TEXT_MAX_CHARS)].filter(Boolean).join('\n');
      const { output, costNeurons } = await ask(system, user, 600);
      return done(output, costNeurons);
    },
    async quiz(input: QuizInput) {
      const system = `You make a quiz for students from a teaching material, in ${languageName(input.language)}, about its content only. Exactly ${input.questions} questions, mixed types. Answer JSON: {"title": "...", "questions": [ {"type": "single" | "multiple", "prompt": "...", "options": ["...", "..."], "correct": [index of each right option, from 0]} | {"type": "true_false", "prompt": "a statement", "true": true | false} | {"type": "blanks", "prompt": "instruction", "text": "a sentence with ___ for each gap", "answers": ["the word of each gap"]} ]}.`;
      const user = `Title: ${input.title}\nText:\n${input.text.slice(0, TEXT_MAX_CHARS)}`;
      const { output, costNeurons } = await ask(system, user, 2000);
      return done(quizFromModel(output, ''), costNeurons);
    },
    async worksheet(input: WorksheetInput) {
      const level = gradeName(input.world, input.grade) ?? `grade ${input.grade}`;
      const system = `You write a worksheet for students in ${languageName(input.language)}. Three to six sections, each with a heading and a body of plain text (numbered tasks, lines of underscores where students write). Answer JSON: {"title": "...", "sections": [{"heading": "...", "body": "..."}]}.`;
      const user = `Topic: ${input.topic}\nSubject: ${input.subject}\nLevel: ${level}`;
      const { output, costNeurons } = await ask(system, user, 1500);
      return done(output, costNeurons);
    },
  };
}
