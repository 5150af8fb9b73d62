import type { Score } from '../../shared/interactive';
import type { AnswerRefusal } from '../../shared/rooms';
import type { World } from '../../shared/worlds';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import type { AnswerSink } from '../interactive/answer-sink';

/**
 * A learning room's answer sink for the shared player (docs/learning-rooms.md, "Answers"):
 * `POST v3/rooms/:code/answer` with the student's key. The room stores the answer once and answers
 * its score, or `null` while it keeps scores back (feedback at the end, before reveal).
 */
export function roomSink(world: World, code: string, key: string): AnswerSink {
  const api = createPageApiClient(world);
  return {
    submit: async (questionId, answer) => {
      const { score } = await api.post<{ score: Score | null }>(`v3/rooms/${encodeURIComponent(code)}/answer`, { key, questionId, answer });
      return score;
    },
  };
}

/** Why the room refused an answer, from the call's error (lock 409, close 410, anything else). */
export function refusalOf(error: unknown): AnswerRefusal {
  if (isApiError(error) && error.status === 409) return 'locked';
  if (isApiError(error) && error.status === 410) return 'closed';
  return 'invalid_answer';
}
