import type { Score } from './interactive';
import type { RoomPart } from './rooms';

/** How far one student got in one interactive of a course room. */
export interface PartProgress {
  answered: number;
  total: number;
  points: number;
  max: number;
}

export interface CourseProgress {
  students: { id: string; parts: PartProgress[] }[];
  /** Per interactive: how many students answered all its questions (the class's progress). */
  finished: number[];
}

/**
 * Progress across a course room (docs/learning-rooms.md, "Courses"): per student and interactive
 * the questions answered and the points, and per interactive how many of the class finished it.
 * Plain TypeScript: the teacher's live page computes it from the live scores.
 */
export function courseProgress(parts: RoomPart[], questions: { id: string; points: number }[], students: { id: string; scores: Record<string, Score> }[]): CourseProgress {
  const pointsOf = new Map(questions.map((q) => [q.id, q.points]));
  const rows = students.map((student) => ({
    id: student.id,
    parts: parts.map((part) => {
      let answered = 0;
      let points = 0;
      let max = 0;
      for (const id of part.questionIds) {
        max += pointsOf.get(id) ?? 0;
        const score = student.scores[id];
        if (!score) continue;
        answered += 1;
        points += score.points;
      }
      return { answered, total: part.questionIds.length, points: Math.round(points * 100) / 100, max };
    }),
  }));
  return { students: rows, finished: parts.map((_, index) => rows.filter((row) => row.parts[index]!.answered === row.parts[index]!.total).length) };
}
