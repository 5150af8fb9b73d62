import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { idParamSchema } from '../../../shared/schemas/materials';
import {
  npsAnswerSchema,
  npsResultsQuerySchema,
  ratingAnswerSchema,
  recommendationCreateSchema,
  recommendationMineQuerySchema,
  recommendationTokenSchema,
  surveyLinkSchema,
  surveySendSchema,
} from '../../../shared/schemas/surveys';

/** Surveys from e-mail links, their staff results, and colleague recommendations (docs/surveys.md). */
export const surveyCalls: CallGroup = {
  tag: 'Surveys and recommendations',
  description: 'The NPS survey and rating requests answered from an e-mail link without sign-in (once per link), their results for staff, and recommendation links teachers share with colleagues.',
  calls: {
    'POST /v3/surveys/link': {
      summary: 'What a survey link shows: open or already answered, and for a rating link its material. Never spends the link.',
      description: 'Unknown, forged or of the other kind: 404 `invalid_link`; past its expiry: 410 `link_expired`. A rating link whose material was deleted or unpublished answers `material: null`.',
      access: 'public',
      body: surveyLinkSchema,
    },
    'POST /v3/surveys/nps/answer': {
      summary: 'Answers the NPS question (0–10, optional comment) and spends the link.',
      description: 'A bad score is a 400 and spends nothing; a second answer is a 409 `already_answered` and stores nothing.',
      access: 'public',
      body: npsAnswerSchema,
      status: 201,
    },
    'POST /v3/surveys/rating/answer': {
      summary: 'Rates the link\'s material (1–5 stars, optional text) for the buyer the link was sent to, and spends the link.',
      description: 'Follows the feedback rules: one rating per buyer and material, an earlier rating is edited. A second answer with the same link is a 409.',
      access: 'public',
      body: ratingAnswerSchema,
      status: 201,
    },
    'GET /v3/staff/surveys/results': {
      summary: 'NPS (promoters minus detractors), the 0–10 distribution, count, response rate, latest comments, and rating-link answers; by world and period.',
      access: 'staff',
      query: npsResultsQuerySchema,
    },
    'POST /v3/staff/surveys/send': {
      summary: 'Sends NPS mails (buyers not asked in 90 days) or rating requests (purchases not yet rated) through the outbox; answers how many.',
      access: 'staff',
      body: surveySendSchema,
    },
    'POST /v3/recommendations': {
      summary: 'Creates a recommendation link for 1–20 published materials of the world, with an optional note.',
      description: 'A material that is not published in this world: 400 `material_not_available` with the ids.',
      access: 'user',
      body: recommendationCreateSchema,
      status: 201,
    },
    'GET /v3/recommendations/mine': { summary: 'The caller\'s recommendations of the world, newest first; optionally only those holding one material.', access: 'user', query: recommendationMineQuerySchema },
    'POST /v3/recommendations/:id/revoke': { summary: 'Withdraws the caller\'s recommendation; its link answers 410 from then on.', access: 'user', params: { id: idParamSchema } },
    'GET /v3/recommendations/by-token/:token': {
      summary: 'A recommendation by its link: who recommends, the note, and the materials still published.',
      description: 'Unknown: 404; withdrawn: 410.',
      access: 'public',
      params: { token: recommendationTokenSchema },
      query: noQuerySchema,
    },
  },
};
