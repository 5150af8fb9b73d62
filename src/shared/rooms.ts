import type { Answer, PlayableQuestion, Score } from './interactive';

/**
 * Learning rooms as data (docs/learning-rooms.md): what the room's sockets and calls send. Plain
 * TypeScript (no zod): the islands import it.
 */

/** Room codes: six characters without the easily confused 0/O, 1/I/L. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;
export const ROOM_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** A student's nickname: 1–24 characters after trimming, unique in the room (case-insensitive). */
export { NICKNAME_MAX } from './interactive';

/** A room's data is deleted this many days after it closed (docs/learning-rooms.md, "Retention"). */
export const ROOM_RETENTION_DAYS = 30;
/** A room left open closes itself after this many hours. */
export const ROOM_AUTO_CLOSE_HOURS = 24;

/** Stands for the room code in a link template the edge passes to an island. */
export const CODE_PLACEHOLDER = '__code__';

/** The key a student's phone keeps for a room (necessary storage: it is how they rejoin). */
export const roomStorageKey = (code: string) => `kreide_room_${code}`;

export type RoomState = 'open' | 'locked' | 'closed';

/**
 * One interactive of a course room, in the course's order (docs/learning-rooms.md, "Courses"):
 * its questions are the room's questions with ids `<n>.<question id>` (n from 1).
 */
export interface RoomPart {
  interactiveId: number;
  title: string;
  feedback: 'each' | 'end';
  questionIds: string[];
}

export interface RoomQuestionSummary {
  id: string;
  kind: PlayableQuestion['kind'];
  prompt: string;
  points: number;
}

/** What the teacher sees of a student: never the student's key. */
export interface RoomStudentView {
  id: string;
  nickname: string;
  joinedAt: string;
  online: boolean;
  /** Question id → the score of the stored answer. */
  scores: Record<string, Score>;
}

export interface RoomTeacherSnapshot {
  code: string;
  world: string;
  title: string;
  state: RoomState;
  revealed: boolean;
  openedAt: string;
  questions: RoomQuestionSummary[];
  /** A course room's interactives; absent for a room of one interactive. */
  parts?: RoomPart[];
  students: RoomStudentView[];
}

export interface RoomStudentSnapshot {
  code: string;
  title: string;
  state: RoomState;
  revealed: boolean;
  feedback: 'each' | 'end';
  nickname: string;
  questions: PlayableQuestion[];
  /** A course room's interactives, played one after another; absent for a room of one interactive. */
  parts?: RoomPart[];
  /** The student's own stored answers; scores only when the room gives feedback now (each question, or revealed). */
  answers: Record<string, { answer: Answer; score: Score | null }>;
  /** Question id → the solution, once the teacher revealed them. */
  solutions: Record<string, Answer> | null;
}

/** Why an answer was not stored. */
export type AnswerRefusal = 'locked' | 'closed' | 'unknown_question' | 'invalid_answer';

export type TeacherMessage =
  | { type: 'hello'; room: RoomTeacherSnapshot }
  | { type: 'student'; student: RoomStudentView }
  | { type: 'presence'; studentId: string; online: boolean }
  | { type: 'answer'; studentId: string; questionId: string; score: Score; at: string }
  | { type: 'state'; state: RoomState; revealed: boolean }
  | { type: 'pong' };

export type StudentMessage =
  | { type: 'hello'; room: RoomStudentSnapshot }
  | { type: 'answered'; questionId: string; score: Score | null; repeated: boolean }
  | { type: 'refused'; questionId: string; reason: AnswerRefusal }
  | { type: 'state'; state: RoomState; revealed: boolean }
  | { type: 'reveal'; solutions: Record<string, Answer>; scores: Record<string, Score> }
  | { type: 'pong' };


/** What anyone may know of a room by its code (the join page). */
export interface RoomPublicView {
  code: string;
  world: string;
  title: string;
  state: RoomState;
}

/** A room in the teacher's list. */
export interface RoomListItem {
  code: string;
  world: string;
  title: string;
  interactiveId: number;
  /** The course the room plays, if it was opened on one. */
  courseId: number | null;
  state: RoomState;
  revealed: boolean;
  students: number;
  answers: number;
  createdAt: string;
  closedAt: string | null;
  deleteAfter: string | null;
}

export interface RoomResults {
  room: RoomListItem;
  questions: RoomQuestionSummary[];
  parts?: RoomPart[];
  students: (RoomStudentView & { points: number; max: number; answers: Record<string, Answer> })[];
}
