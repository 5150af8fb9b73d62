import type { Course } from '../../shared/courses';

/** Courses: a teacher's ordered list of interactives (docs/learning-rooms.md, "Courses"). */

interface CourseItemRow {
  id: number;
  world: string;
  title: string;
  updated_at: string;
  position: number | null;
  interactive_id: number | null;
  interactive_title: string | null;
  question_count: number | null;
}

const COURSE_ROWS = `SELECT c.id, c.world, c.title, c.updated_at, ci.position, ci.interactive_id, i.title AS interactive_title,
    COALESCE(json_array_length(i.published_json, '$.questions'), 0) AS question_count
  FROM courses c LEFT JOIN course_interactives ci ON ci.course_id = c.id LEFT JOIN interactives i ON i.id = ci.interactive_id`;

function toCourses(rows: CourseItemRow[]): Course[] {
  const courses = new Map<number, Course>();
  for (const row of rows) {
    let course = courses.get(row.id);
    if (!course) {
      course = { id: row.id, world: row.world, title: row.title, interactives: [], updatedAt: row.updated_at };
      courses.set(row.id, course);
    }
    if (row.interactive_id !== null) course.interactives.push({ id: row.interactive_id, title: row.interactive_title ?? '', questionCount: row.question_count ?? 0 });
  }
  return [...courses.values()];
}

/** The owner's courses of a world, latest change first (at most 200). */
export async function listOwnCourses(db: D1Database, ownerId: number, world: string): Promise<Course[]> {
  const { results } = await db
    .prepare(
      `${COURSE_ROWS} WHERE c.id IN (SELECT id FROM courses WHERE owner_id = ?1 AND world = ?2 ORDER BY updated_at DESC, id DESC LIMIT 200)
       ORDER BY c.updated_at DESC, c.id DESC, ci.position`,
    )
    .bind(ownerId, world)
    .all<CourseItemRow>();
  return toCourses(results);
}

/** The course when the user owns it; for anyone else null (the API answers 404). */
export async function findOwnCourse(db: D1Database, id: number, ownerId: number): Promise<Course | null> {
  const { results } = await db.prepare(`${COURSE_ROWS} WHERE c.id = ?1 AND c.owner_id = ?2 ORDER BY ci.position`).bind(id, ownerId).all<CourseItemRow>();
  return toCourses(results)[0] ?? null;
}

function itemInserts(db: D1Database, courseId: number, ids: number[]): D1PreparedStatement[] {
  return ids.map((interactiveId, position) => db.prepare('INSERT INTO course_interactives (course_id, position, interactive_id) VALUES (?, ?, ?)').bind(courseId, position, interactiveId));
}

export async function insertCourse(db: D1Database, input: { world: string; ownerId: number; title: string; interactiveIds: number[] }, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .prepare('INSERT INTO courses (world, owner_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(input.world, input.ownerId, input.title, at, at)
    .first<{ id: number }>();
  if (!row) throw new Error('course not inserted');
  await db.batch(itemInserts(db, row.id, input.interactiveIds));
  return row.id;
}

/** Replaces title and interactives of the owner's course in one batch (the caller checked that it is theirs). */
export async function updateCourse(db: D1Database, id: number, ownerId: number, input: { title: string; interactiveIds: number[] }, now: Date): Promise<void> {
  await db.batch([
    db.prepare('UPDATE courses SET title = ?, updated_at = ? WHERE id = ? AND owner_id = ?').bind(input.title, now.toISOString(), id, ownerId),
    db.prepare('DELETE FROM course_interactives WHERE course_id = ?').bind(id),
    ...itemInserts(db, id, input.interactiveIds),
  ]);
}

/** Deletes the owner's course; answers whether there was one. Rooms opened from it keep their snapshot. */
export async function deleteCourse(db: D1Database, id: number, ownerId: number): Promise<boolean> {
  const [, course] = await db.batch([
    db.prepare('DELETE FROM course_interactives WHERE course_id = ? AND course_id IN (SELECT id FROM courses WHERE owner_id = ?)').bind(id, ownerId),
    db.prepare('DELETE FROM courses WHERE id = ? AND owner_id = ?').bind(id, ownerId),
  ]);
  return (course?.meta.changes ?? 0) > 0;
}
