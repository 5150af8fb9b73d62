import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import {
  interactiveCheckSchema,
  interactiveCreateSchema,
  interactiveDiscoverQuerySchema,
  interactiveDraftSchema,
  interactiveIdParamSchema,
  interactivePlayQuerySchema,
  interactiveUsableQuerySchema,
} from '../../../shared/schemas/interactive';

const params = { id: interactiveIdParamSchema.shape.id };

/** Interactives: building, publishing, playing and checking answers (docs/interactives.md). */
export const interactiveCalls: CallGroup = {
  tag: 'Interactives',
  description:
    'Question sets built by teachers and authors: the owner edits a draft and publishes it; whoever has the right to use a published interactive (owner, buyers of a material that carries it, anyone for a free one) plays it without solutions and checks answers.',
  calls: {
    'POST /v3/interactives': {
      summary: 'Creates an interactive in a world with a first draft; answers its id.',
      description: 'The draft may be incomplete; shape, limits (100 questions, 12 options, 2,000 characters a text) and unique ids are checked (400).',
      access: 'user',
      body: interactiveCreateSchema,
      status: 201,
    },
    'GET /v3/interactives/mine': { summary: "The caller's interactives of the world, latest change first.", access: 'user', query: noQuerySchema },
    'GET /v3/interactives/usable': {
      summary: "The published interactives of the world the caller may open a room or build a course with: their own, then those of a material they or their school bought; 100 a page; `q` keeps those whose title or description holds it.",
      description: 'Free interactives of other authors are usable too but not listed (they open from their own screen).',
      access: 'user',
      query: interactiveUsableQuerySchema,
    },
    'GET /v3/interactives/discover': {
      summary: 'Published interactives of the world sold as standalone interactive by a live material, newest first, 24 a page; `q` matches title and description.',
      access: 'public',
      query: interactiveDiscoverQuerySchema,
    },
    'GET /v3/interactives/:id/draft': { summary: 'The owner\'s draft as the builder edits it.', description: 'Anyone else: 404.', access: 'user', params, query: noQuerySchema },
    'PUT /v3/interactives/:id/draft': {
      summary: 'Replaces the owner\'s draft; a published version stays as it is until the next publishing.',
      description: 'Anyone else: 404; a bad draft is a 400 and changes nothing.',
      access: 'user',
      params,
      body: interactiveDraftSchema,
    },
    'POST /v3/interactives/:id/publish': {
      summary: 'Publishes the draft: players, rooms and materials use this version from now on.',
      description: 'Every question must be complete (a prompt, two options and a correct one, accepted answers, …): otherwise 400 `incomplete` with the problems per question. Anyone else: 404.',
      access: 'user',
      params,
    },
    'GET /v3/interactives/:id/access': {
      summary: 'Whether the caller may play the published interactive and use it in learning rooms (owner, buyer, their school, anyone while a carrying material is free), whether they are signed in, and its number of questions.',
      description: 'Never the questions; not published or unknown: 404. Private, never cached.',
      access: 'public',
      params,
      query: noQuerySchema,
    },
    'GET /v3/interactives/:id/play': {
      summary: 'The published version for playing, without solutions (matching rights and ordering items shuffled, play ids); `draft=1` the owner\'s draft for the preview.',
      description: 'Without the right to use: 401 signed out, 403 `no_right_to_use` signed in. Not published (or someone else\'s draft): 404.',
      access: 'public',
      params,
      query: interactivePlayQuerySchema,
    },
    'POST /v3/interactives/:id/check': {
      summary: 'Scores one answer to one question of the published version (or, `draft: true`, the owner\'s draft) and answers the solution.',
      description: 'The same right to use as the play call; an unknown question is a 404, an answer of another kind or with unknown ids scores 0.',
      access: 'public',
      params,
      body: interactiveCheckSchema,
    },
  },
};
