import type { Answer, InteractiveCheckResult, Score } from '../../shared/interactive';
import type { World } from '../../shared/worlds';
import { createPageApiClient } from '../api/page-client';

/** What the player hears back for one answer: its score, and the right answer when it is shown. */
export type Checked = Score & { solution?: Answer };

/** An answer given and kept: its score, or `null` while the room keeps scores back (feedback at the end, before reveal). */
export interface StoredAnswer {
  answer: Answer;
  result: Checked | null;
}

/**
 * Where the player sends an answer (docs/interactive-screens.md, "Answer sinks"). Solo play and the
 * builder's preview check with the origin; a learning room sends it to the room (`roomSink`), which
 * may answer `null`: stored, scored later. A refused answer throws.
 */
export interface AnswerSink {
  submit(questionId: string, answer: Answer): Promise<Checked | null>;
}

/**
 * Solo play: `POST v3/interactives/:id/check` scores the answer against the published version, or
 * with `draft` against the owner's draft (the builder's preview).
 */
export function checkSink(world: World, interactiveId: number, version: 'published' | 'draft' = 'published'): AnswerSink {
  const api = createPageApiClient(world);
  return {
    submit: async (questionId, answer) => {
      const body = version === 'draft' ? { questionId, answer, draft: true } : { questionId, answer };
      const { score, solution } = await api.post<InteractiveCheckResult>(`v3/interactives/${interactiveId}/check`, body);
      return { ...score, solution };
    },
  };
}
