import { z } from 'zod';
import { COURSE_MAX_INTERACTIVES, COURSE_MIN_INTERACTIVES, COURSE_TITLE_MAX } from '../courses';
import { WORLDS } from '../worlds';

/** Courses (docs/learning-rooms.md, "Courses"). */

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const courseIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const courseFields = {
  title: z.string().trim().min(1).max(COURSE_TITLE_MAX),
  interactiveIds: z
    .array(idSchema)
    .min(COURSE_MIN_INTERACTIVES)
    .max(COURSE_MAX_INTERACTIVES)
    .refine((ids) => new Set(ids).size === ids.length, 'each interactive once'),
};

/** `POST v3/courses`. */
export const courseCreateSchema = z.object({ world: z.enum(WORLDS), ...courseFields }).strict();
/** `PUT v3/courses/:id`: the world stays. */
export const courseUpdateSchema = z.object(courseFields).strict();
