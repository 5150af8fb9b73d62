/**
 * Courses as data (docs/learning-rooms.md, "Courses"): an ordered list of interactives a teacher
 * plays in one learning room. Plain TypeScript (no zod): the islands import it.
 */

export const COURSE_MIN_INTERACTIVES = 2;
export const COURSE_MAX_INTERACTIVES = 20;
export const COURSE_TITLE_MAX = 200;

export interface CourseInteractive {
  id: number;
  title: string;
  /** Questions of its published version (0 when it is no longer published). */
  questionCount: number;
}

export interface Course {
  id: number;
  world: string;
  title: string;
  interactives: CourseInteractive[];
  updatedAt: string;
}
