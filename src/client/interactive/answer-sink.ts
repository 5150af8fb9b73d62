import type { Answer, InteractiveCheckResult, Score } from '../../shared/interactive';
import type { World } from '../../shared/worlds';
import { createPageApiClient } from '../api/page-client';

/** What the player hears back for one answer: its score, and the right answer when it is shown. */
export type Checked = Score & { solution?: Answer };

/**
 * Where the player sends an answer (docs/interactive-screens.md, "Answer sinks"). Solo play and the
 * builder's preview check with the origin; a learning room plugs in its socket instead.
 */
export interface AnswerSink {
  submit(questionId: string, answer: Answer): Promise<Checked>;
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
