/**
 * The Net Promoter Score and the rules of survey links (docs/surveys.md). Pure: the API stores
 * and reads, these decide.
 */

export type NpsGroup = 'detractor' | 'passive' | 'promoter';

/** 9–10 promoters, 7–8 passives, 0–6 detractors. */
export function npsGroup(score: number): NpsGroup {
  if (score >= 9) return 'promoter';
  if (score >= 7) return 'passive';
  return 'detractor';
}

export interface NpsResult {
  /** Per cent of promoters minus per cent of detractors, rounded to a whole number; null without answers. */
  score: number | null;
  count: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** How many answers gave each score 0–10 (index = score). */
  distribution: number[];
}

/** The NPS of answers given as `{ score, count }` rows (a GROUP BY score); rows outside 0–10 are ignored. */
export function npsResult(rows: readonly { score: number; count: number }[]): NpsResult {
  const distribution = Array.from({ length: 11 }, () => 0);
  for (const row of rows) {
    if (Number.isInteger(row.score) && row.score >= 0 && row.score <= 10 && row.count > 0) distribution[row.score]! += row.count;
  }
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const promoters = distribution[9]! + distribution[10]!;
  const passives = distribution[7]! + distribution[8]!;
  const detractors = count - promoters - passives;
  const score = count === 0 ? null : Math.round(((promoters - detractors) * 100) / count);
  // -0 reads as "0" everywhere, but keep the number clean for JSON and equality checks.
  return { score: score === 0 ? 0 : score, count, promoters, passives, detractors, distribution };
}

/** Answers per sent link, as a whole per cent; null when nothing was sent. */
export function responseRate(answered: number, sent: number): number | null {
  if (sent <= 0) return null;
  return Math.round((Math.min(answered, sent) * 100) / sent);
}

/** Survey links work this long after they were sent. */
const SURVEY_LINK_DAYS = 30;
/** Nobody is asked for the NPS again within this many days. */
export const NPS_QUIET_DAYS = 90;

export type SurveyLinkState = 'open' | 'answered' | 'expired';

/** What a link can still do: an answered link stays "answered" after its expiry (the answer counts). */
export function surveyLinkState(link: { used_at: string | null; expires_at: string }, now: Date): SurveyLinkState {
  if (link.used_at !== null) return 'answered';
  return link.expires_at > now.toISOString() ? 'open' : 'expired';
}

export function surveyLinkExpiry(now: Date): string {
  return new Date(now.getTime() + SURVEY_LINK_DAYS * 86_400_000).toISOString();
}
