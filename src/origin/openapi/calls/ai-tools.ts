import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import {
  aiDescriptionRequestSchema,
  aiDocumentCreateSchema,
  aiDocumentIdParamSchema,
  aiDocumentUpdateSchema,
  aiQuizRequestSchema,
} from '../../../shared/schemas/ai';

const params = { id: aiDocumentIdParamSchema.shape.id };
const generated =
  'Counts against the daily limit of its kind (429 `ai_limit_reached` with `details.usage`, remaining 0); the answer carries `usage` with the remaining count. A provider output that fails the schemas is a 422 `ai_output_invalid` and nothing is stored; too little text is a 422 `not_enough_text`.';

/** AI tools: description drafts, quizzes from materials and worksheets (docs/ai-tools.md). */
export const aiToolCalls: CallGroup = {
  tag: 'AI tools',
  description:
    'Drafts made by the AI provider of the deployment (`local`: extractive, from the material\'s own text; `workers-ai`: a language model on Workers AI). Signed-in accounts only, with daily limits per kind; every generation is stored with its inputs, provider and cost.',
  calls: {
    'GET /v3/ai/usage': { summary: "The provider and the caller's generations today per kind: limit, used, remaining.", access: 'user', query: noQuerySchema },
    'POST /v3/ai/description': {
      summary: "A description draft for the seller's own material, from its extracted text (else its title and description); shown in the form, never saved by this call.",
      description: `Anyone but the material's author (a seller): 404. ${generated}`,
      access: 'seller',
      body: aiDescriptionRequestSchema,
    },
    'GET /v3/ai/quiz-materials': {
      summary: 'The materials of the world the caller may make a quiz from: their own, then those they or their school bought (at most 100).',
      access: 'user',
      query: noQuerySchema,
    },
    'POST /v3/ai/quiz': {
      summary: "Makes a quiz from a material the caller may use (their own, or bought) and saves it as the caller's interactive draft; answers its id.",
      description: `Unknown (or someone else's unpublished) material: 404; a live material the caller did not buy: 403 \`no_right_to_use\`. ${generated}`,
      access: 'user',
      body: aiQuizRequestSchema,
      status: 201,
    },
    'GET /v3/ai/documents': { summary: "The caller's worksheets of the world, last changed first.", access: 'user', query: noQuerySchema },
    'POST /v3/ai/documents': {
      summary: "Generates a worksheet from topic, grade and subject and keeps it as the caller's document.",
      description: generated,
      access: 'user',
      body: aiDocumentCreateSchema,
      status: 201,
    },
    'GET /v3/ai/documents/:id': { summary: 'One of the caller\'s documents.', description: 'Anyone else: 404.', access: 'user', params, query: noQuerySchema },
    'PUT /v3/ai/documents/:id': {
      summary: 'Saves the edited title and sections of the caller\'s document.',
      description: 'Anyone else: 404; a bad document is a 400 and changes nothing.',
      access: 'user',
      params,
      body: aiDocumentUpdateSchema,
    },
    'DELETE /v3/ai/documents/:id': { summary: "Deletes one of the caller's documents.", description: 'Anyone else: 404.', access: 'user', params },
    'GET /v3/ai/documents/:id/pdf': {
      summary: "The caller's document as an A4 PDF (pdf-lib; Greek transliterated as in every PDF of Kreide).",
      description: 'Anyone else: 404.',
      access: 'user',
      params,
      query: noQuerySchema,
      answer: 'pdf',
    },
  },
};
