/**
 * The AI tools as data: kinds, daily limits, worksheets and what the calls answer. Plain
 * TypeScript (no zod): islands import it. The rules are in docs/ai-tools.md.
 */

/** What a generation makes: a material description draft, a quiz (an interactive draft), a worksheet. */
export const AI_KINDS = ['description', 'quiz', 'worksheet'] as const;
export type AiKind = (typeof AI_KINDS)[number];

/**
 * Generations a signed-in user may start per kind and UTC day (docs/ai-tools.md, "Limits"). A
 * generation that fails (the provider's answer is refused) does not count.
 */
export const AI_DAILY_LIMITS: Readonly<Record<AiKind, number>> = { description: 20, quiz: 10, worksheet: 10 };

/** `local`: drafted from the material's own text on Kreide; `workers-ai`: a language model on Cloudflare. */
export const AI_PROVIDERS = ['local', 'workers-ai'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The tool pages `/{w}/ai-tools/:id`. */
export const AI_TOOL_IDS = ['description', 'quiz', 'worksheet'] as const;
export type AiToolId = (typeof AI_TOOL_IDS)[number];

// ---- Limits of what a provider answers and what the author edits ----

export const AI_TOPIC_MAX = 120;
export const AI_SUBJECT_MAX = 80;
export const WORKSHEET_TITLE_MAX = 200;
export const WORKSHEET_SECTIONS_MAX = 20;
export const WORKSHEET_HEADING_MAX = 200;
export const WORKSHEET_BODY_MAX = 4000;
/** Questions of a generated quiz. */
export const AI_QUIZ_QUESTIONS_MIN = 3;
export const AI_QUIZ_QUESTIONS_MAX = 20;
export const AI_QUIZ_QUESTIONS_DEFAULT = 8;

export interface WorksheetSection {
  heading: string;
  /** Plain text; lines are kept. */
  body: string;
}
export interface WorksheetContent {
  title: string;
  sections: WorksheetSection[];
}

export interface AiUsage {
  kind: AiKind;
  limit: number;
  used: number;
  remaining: number;
}

export interface AiDocumentSummary {
  id: number;
  title: string;
  topic: string;
  grade: number;
  subject: string;
  provider: AiProviderName;
  updatedAt: string;
}
export interface AiDocumentView extends AiDocumentSummary {
  world: string;
  content: WorksheetContent;
  createdAt: string;
}

/** A material the caller may make a quiz from: their own or one they (or their school) bought. */
export interface AiQuizMaterial {
  id: number;
  title: string;
  own: boolean;
  /** The material has text extracted from its files; otherwise its title and description are used. */
  hasText: boolean;
}
