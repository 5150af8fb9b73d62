import type { AiProviderName } from '../../shared/ai-tools';

/**
 * One interface, two providers (docs/ai-tools.md): `local` drafts from the material's own text
 * with no network and no model; `workers-ai` asks a language model through the AI binding. A
 * provider answers raw output; the caller validates it with the schemas of src/shared/schemas/ai.ts
 * before anything is shown or saved.
 */

export interface DescriptionInput {
  /** Catalogue language of the material's text (`de`, `gr`, …). */
  language: string;
  world: string;
  title: string;
  /** The extracted text of the material's files, else its current description. */
  text: string;
  subject: string | null;
  grades: { from: number; to: number } | null;
}

export interface QuizInput {
  language: string;
  title: string;
  text: string;
  questions: number;
}

export interface WorksheetInput {
  language: string;
  world: string;
  topic: string;
  grade: number;
  subject: string;
}

export interface AiAnswer {
  /** Unchecked: the caller parses it with the kind's schema. */
  output: unknown;
  provider: AiProviderName;
  model: string;
  /** Workers AI neurons the request cost (0 for the local provider). */
  costNeurons: number;
}

export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  description(input: DescriptionInput): Promise<AiAnswer>;
  quiz(input: QuizInput): Promise<AiAnswer>;
  worksheet(input: WorksheetInput): Promise<AiAnswer>;
}

/** The input is too thin to draft from (the local provider needs sentences); a 422 `not_enough_text`. */
export class NotEnoughText extends Error {
  constructor() {
    super('not enough text');
    this.name = 'NotEnoughText';
  }
}

/** The provider could not answer at all (network, quota); a 503 `ai_unavailable`. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
