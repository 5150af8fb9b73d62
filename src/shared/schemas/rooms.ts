import { z } from 'zod';
import { answerSchema } from './interactive';
import { NICKNAME_MAX, ROOM_CODE_PATTERN } from '../rooms';

/** Learning rooms' calls and socket messages (docs/learning-rooms.md). */

export const roomCodeSchema = z.string().regex(ROOM_CODE_PATTERN, 'six characters of the room code alphabet');

/** The key a student got at join: 32 URL-safe characters. */
const studentKeySchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** Trimmed, inner spaces collapsed, 1–24 characters, no control characters. */
export const nicknameSchema = z
  .string()
  .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1)
      .max(NICKNAME_MAX)
      .refine((value) => !/\p{C}/u.test(value), 'no control characters'),
  );

const questionIdSchema = z.string().min(1).max(64);

/** `POST v3/rooms`: open a room for an interactive the teacher may use. */
const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** `POST v3/rooms`: one interactive, or a course (docs/learning-rooms.md, "Courses"). */
export const roomOpenSchema = z.union([z.object({ interactiveId: positiveId }).strict(), z.object({ courseId: positiveId }).strict()]);

/** `POST v3/rooms/:code/join`. */
export const roomJoinSchema = z.object({ nickname: nicknameSchema }).strict();

/** `POST v3/rooms/:code/answer`: the same as the socket's answer message, with the student's key. */
export const roomAnswerSchema = z.object({ key: studentKeySchema, questionId: questionIdSchema, answer: answerSchema }).strict();

/** `GET v3/rooms/:code/me?key=`: the student's own view. */
export const roomStudentQuerySchema = z.object({ key: studentKeySchema }).strict();

/** `GET v3/rooms/:code/socket?role=teacher` or `?role=student&key=…`. */
export const roomSocketQuerySchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('teacher') }).strict(),
  z.object({ role: z.literal('student'), key: studentKeySchema }).strict(),
]);

/** `GET v3/rooms/mine`. */
export const roomListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }).strict();

/** `GET v3/rooms/:code/results.csv?lang=`: the column names' language. */
export const roomCsvQuerySchema = z.object({ lang: z.enum(['en', 'de', 'es', 'fr', 'gr', 'it']).optional() }).strict();

/** What a student may send on the socket; anything else is refused or ignored. */
export const studentClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), questionId: questionIdSchema, answer: answerSchema }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
