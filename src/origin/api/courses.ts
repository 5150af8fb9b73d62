import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { noQuerySchema } from '../../shared/schemas/common';
import { courseCreateSchema, courseIdParamSchema, courseUpdateSchema } from '../../shared/schemas/courses';
import type { Course } from '../../shared/courses';
import { deleteCourse, findOwnCourse, insertCourse, listOwnCourses, updateCourse } from '../db/courses';
import { usablePublishedInteractives } from '../db/interactives';

/**
 * Courses (docs/learning-rooms.md, "Courses"): the owner creates, edits and deletes an ordered
 * list of 2–20 interactives they may use; anyone else's course does not exist (404).
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

const notFound = () => new ApiError(404, 'course_not_found', 'This course does not exist.');
const courseId = (c: Ctx) => validParam(c.req.param('id'), courseIdParamSchema.shape.id, 'course id');

/** Every interactive of a course must be a published one of its world that the teacher may use (else 400, nothing stored). */
async function checkUsable(c: Ctx, userId: number, world: string, ids: number[]): Promise<void> {
  const usable = await usablePublishedInteractives(c.env.DB, userId, world, ids);
  const missing = ids.filter((id) => !usable.has(id));
  if (missing.length > 0) {
    throw new ApiError(400, 'interactive_not_usable', 'Some interactives are not published interactives of this world that you may use.', { interactiveIds: missing });
  }
}

async function ownCourse(c: Ctx, userId: number): Promise<Course> {
  const course = await findOwnCourse(c.env.DB, courseId(c), userId);
  if (!course) throw notFound();
  return course;
}

export const courses = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/courses', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { items: await listOwnCourses(c.env.DB, userId, requestWorld(c)) } });
  })
  .post('/v3/courses', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const body = await validJson(c, courseCreateSchema);
    await checkUsable(c, userId, body.world, body.interactiveIds);
    const id = await insertCourse(c.env.DB, { ...body, ownerId: userId }, new Date());
    return c.json({ data: await findOwnCourse(c.env.DB, id, userId) }, 201);
  })
  .get('/v3/courses/:id', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await ownCourse(c, userId) });
  })
  .put('/v3/courses/:id', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const course = await ownCourse(c, userId);
    const body = await validJson(c, courseUpdateSchema);
    await checkUsable(c, userId, course.world, body.interactiveIds);
    await updateCourse(c.env.DB, course.id, userId, body, new Date());
    return c.json({ data: await findOwnCourse(c.env.DB, course.id, userId) });
  })
  .delete('/v3/courses/:id', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const id = courseId(c);
    if (!(await deleteCourse(c.env.DB, id, userId))) throw notFound();
    return c.json({ data: { deleted: id } });
  });
