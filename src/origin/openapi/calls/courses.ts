import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { courseCreateSchema, courseIdParamSchema, courseUpdateSchema } from '../../../shared/schemas/courses';

const params = { id: courseIdParamSchema.shape.id };

/** Courses: ordered lists of interactives played in one learning room (docs/learning-rooms.md, "Courses"). */
export const courseCalls: CallGroup = {
  tag: 'Courses',
  description:
    'A teacher\'s ordered list of 2–20 published interactives of one world they may use (their own or bought). A room opened on a course (`POST /v3/rooms` with `courseId`) plays them one after another. Only the owner sees a course; anyone else gets a 404.',
  calls: {
    'GET /v3/courses': { summary: "The caller's courses of the world, latest change first, with their interactives in order.", access: 'user', query: noQuerySchema },
    'POST /v3/courses': {
      summary: 'Creates a course; answers it.',
      description: 'Each interactive once, 2–20 of them, each a published interactive of the course\'s world the caller may use: otherwise 400 (`interactive_not_usable` lists the ids).',
      access: 'user',
      query: noQuerySchema,
      body: courseCreateSchema,
      status: 201,
    },
    'GET /v3/courses/:id': { summary: 'One of the caller\'s courses; anyone else\'s: 404.', access: 'user', params, query: noQuerySchema },
    'PUT /v3/courses/:id': {
      summary: 'Replaces title and interactives of the caller\'s course (the world stays); rooms already opened keep their snapshot.',
      description: 'The same rules as creating; anyone else\'s course: 404.',
      access: 'user',
      params,
      query: noQuerySchema,
      body: courseUpdateSchema,
    },
    'DELETE /v3/courses/:id': { summary: 'Deletes the caller\'s course; its rooms stay. Anyone else\'s: 404.', access: 'user', params, query: noQuerySchema },
  },
};
