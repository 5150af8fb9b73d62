import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';

/** Images of interactive questions and options (docs/interactive-screens.md, "Images"). */
export const interactiveMediaCalls: CallGroup = {
  tag: 'Interactive images',
  description: 'Images for the questions and options of interactive materials: uploaded by a signed-in user, re-encoded as JPEG, served under their key.',
  calls: {
    'POST /v3/interactive-media': {
      summary: 'Uploads an image for a question or option (JPEG, PNG, WebP or GIF, checked by its bytes); answers its key below `interactive/`.',
      access: 'user',
      query: noQuerySchema,
      body: { mediaType: 'multipart/form-data', description: 'The image in the field `file`.' },
      status: 201,
    },
    'GET /v3/files/interactive/:user{[1-9][0-9]{0,15}}/:name{[a-f0-9]{24}\\.jpg}': { summary: 'An uploaded interactive image as JPEG.', access: 'public', answer: 'jpeg' },
  },
};
