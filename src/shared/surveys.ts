/** Limits of surveys and recommendations, shared by the API schemas and the islands (no zod here: islands import it). See docs/surveys.md. */
export const NPS_COMMENT_MAX = 1000;
export const RECOMMENDATION_NOTE_MAX = 500;
export const RECOMMENDATION_MATERIALS_MAX = 20;
/** Staff sends: how many mails one press of the button sends at most. */
export const SURVEY_SEND_MAX = 200;
/** The periods the staff screen filters by, in days. */
export const SURVEY_PERIODS = [30, 90, 365] as const;

/** The token's place in the recommendation screen's link template handed to islands. */
export const TOKEN_PLACEHOLDER = '__token__';

export type SurveyKind = 'nps' | 'rating';
export type SurveyLinkState = 'open' | 'answered';

/** What the screen of a survey link shows (`POST v3/surveys/link`): nothing is spent by asking. */
export interface SurveyLinkView {
  kind: SurveyKind;
  state: SurveyLinkState;
  /** The rating link's material (live, of the link's world); null for NPS, and for a rating link whose material is gone. */
  material: { id: number; title: string; slug: string; previewPath: string | null } | null;
}

export interface NpsResults {
  world: string | null;
  days: number;
  score: number | null;
  count: number;
  promoters: number;
  passives: number;
  detractors: number;
  distribution: number[];
  sent: number;
  responseRate: number | null;
  comments: { score: number; comment: string; world: string; createdAt: string }[];
  ratings: { sent: number; answered: number; responseRate: number | null };
}

export interface SurveySendResult {
  sent: number;
}

export interface Recommendation {
  id: number;
  token: string;
  world: string;
  note: string;
  materialIds: number[];
  createdAt: string;
  revokedAt: string | null;
}
