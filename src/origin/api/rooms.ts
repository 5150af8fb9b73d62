import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { noQuerySchema } from '../../shared/schemas/common';
import {
  roomAnswerSchema,
  roomCodeSchema,
  roomCsvQuerySchema,
  roomJoinSchema,
  roomListQuerySchema,
  roomOpenSchema,
  roomSocketQuerySchema,
  roomStudentQuerySchema,
} from '../../shared/schemas/rooms';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, type RoomListItem, type RoomPart, type RoomResults } from '../../shared/rooms';
import type { Answer, InteractiveContent } from '../../shared/interactive';
import { isWorld, worldLanguage, type Language } from '../../shared/worlds';
import { createTranslator } from '../../shared/i18n/translator';
import { insertRoom, publishedInteractive, roomByCode, roomsOf, type Room } from '../db/rooms';
import { canUseInteractive, usablePublishedInteractives } from '../db/interactives';
import { findOwnCourse } from '../db/courses';
import { courseContent } from '../domain/interactive/course';
import { ROOM_SOCKET_HEADERS, type RoomDump } from '../rooms/learning-room';
import { toCsv, csvFormatFor, type CsvCell } from '../domain/seller/csv';

type Ctx = Context<{ Bindings: OriginEnv }>;

const roomObject = (env: OriginEnv, code: string) => env.LEARNING_ROOMS.getByName(code);

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ROOM_CODE_LENGTH * 2));
  let code = '';
  // Rejection sampling keeps every character equally likely (31 does not divide 256).
  for (const b of bytes) {
    if (b >= 248) continue;
    code += ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length];
    if (code.length === ROOM_CODE_LENGTH) break;
  }
  return code.length === ROOM_CODE_LENGTH ? code : newCode();
}

const codeOf = (c: Ctx) => validParam(c.req.param('code'), roomCodeSchema, 'room code');

const roomNotFound = () => new ApiError(404, 'room_not_found', 'There is no room with this code.');

/** The caller's own room; anyone else's, or none, is a 404 (a room's existence is not told to others). */
async function ownRoom(c: Ctx): Promise<Room> {
  const { userId } = await requireUser(c);
  const code = codeOf(c);
  const room = await roomByCode(c.env.DB, code);
  if (!room || room.teacherId !== userId) throw roomNotFound();
  return room;
}

function listItem(room: Room): RoomListItem {
  const { id: _id, teacherId: _teacherId, ...item } = room;
  return item;
}

async function dumpOf(c: Ctx, room: Room): Promise<RoomDump> {
  const dump = await roomObject(c.env, room.code).dump();
  if (!dump) throw roomNotFound();
  return dump;
}

function results(room: Room, dump: RoomDump): RoomResults {
  const max = dump.questions.reduce((sum, q) => sum + q.points, 0);
  return {
    room: { ...listItem(room), state: dump.meta.state, revealed: dump.meta.revealed, students: dump.students.length, answers: dump.students.reduce((n, s) => n + Object.keys(s.scores).length, 0) },
    questions: dump.questions,
    ...(dump.parts ? { parts: dump.parts } : {}),
    students: dump.students.map((s) => ({ ...s, points: round2(Object.values(s.scores).reduce((sum, score) => sum + score.points, 0)), max })),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function resultsCsv(data: RoomResults, language: Language): string {
  const t = createTranslator(language).t;
  const format = csvFormatFor(language);
  const number = (n: number) => String(round2(n)).replace('.', format.decimal);
  const header = [
    t('new-interactive:rooms.csv.nickname'),
    t('new-interactive:rooms.csv.joined'),
    ...data.questions.map((q, i) => `${i + 1}. ${q.prompt}`.slice(0, 120)),
    t('new-interactive:rooms.csv.points'),
    t('new-interactive:rooms.csv.max'),
  ];
  const rows: CsvCell[][] = data.students.map((s) => [
    { text: s.nickname },
    { text: s.joinedAt },
    ...data.questions.map((q) => ({ text: s.scores[q.id] ? number(s.scores[q.id]!.points) : '' })),
    { text: number(s.points) },
    { text: number(s.max) },
  ]);
  return toCsv(header, rows, format);
}

/** The teacher's lock, unlock, reveal and close; a closed room takes no other action (409). */
async function act(c: Ctx, action: 'lock' | 'unlock' | 'reveal' | 'close'): Promise<Response> {
  validQuery(c, noQuerySchema);
  const room = await ownRoom(c);
  const done = await roomObject(c.env, room.code).act(action, new Date().toISOString());
  if (!done.ok && done.reason === 'unknown') throw roomNotFound();
  if (!done.ok) throw new ApiError(409, 'room_closed', 'This room is closed.');
  return c.json({ data: { state: done.state, revealed: done.revealed } });
}

interface RoomSnapshot {
  world: string;
  interactiveId: number;
  courseId: number | null;
  content: InteractiveContent;
  parts?: RoomPart[];
}

async function interactiveSnapshot(c: Ctx, userId: number, interactiveId: number): Promise<RoomSnapshot> {
  const interactive = (await canUseInteractive(c.env.DB, userId, interactiveId)) ? await publishedInteractive(c.env.DB, interactiveId) : null;
  if (!interactive) throw new ApiError(404, 'interactive_not_found', 'There is no published interactive with this id that you may use.');
  return { world: interactive.world, interactiveId, courseId: null, content: interactive.content };
}

/**
 * A course's interactives one after another (docs/learning-rooms.md, "Courses"): the caller's own
 * course only (else 404); every interactive must still be published and usable by them — a refund
 * may have taken one away since the course was saved (409 `interactive_not_usable`).
 */
async function courseSnapshot(c: Ctx, userId: number, courseId: number): Promise<RoomSnapshot> {
  const course = await findOwnCourse(c.env.DB, courseId, userId);
  if (!course) throw new ApiError(404, 'course_not_found', 'This course does not exist.');
  const ids = course.interactives.map((item) => item.id);
  const usable = await usablePublishedInteractives(c.env.DB, userId, course.world, ids);
  const missing = ids.filter((id) => !usable.has(id));
  if (missing.length > 0 || ids.length === 0) {
    throw new ApiError(409, 'interactive_not_usable', 'Some interactives of this course are no longer published or yours to use. Edit the course.', { interactiveIds: missing });
  }
  const { content, parts } = courseContent(course.title, ids.map((id) => ({ id, content: usable.get(id)!.content })));
  return { world: course.world, interactiveId: ids[0]!, courseId: course.id, content, parts };
}

/**
 * Learning rooms (docs/learning-rooms.md): a teacher opens a room from an interactive they may
 * use, students join with the code and a nickname (no account) and answer; the room's Durable
 * Object holds students and answers. Everything about a room but its join and the student's own
 * calls is the teacher's alone: anyone else gets a 404.
 */
export const rooms = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/rooms', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const body = await validJson(c, roomOpenSchema);
    const snapshot = 'courseId' in body ? await courseSnapshot(c, userId, body.courseId) : await interactiveSnapshot(c, userId, body.interactiveId);
    const now = new Date();
    let room: Room | null = null;
    for (let attempt = 0; attempt < 5 && !room; attempt++) {
      room = await insertRoom(
        c.env.DB,
        { code: newCode(), world: snapshot.world, teacherId: userId, interactiveId: snapshot.interactiveId, courseId: snapshot.courseId, title: snapshot.content.title },
        now,
      );
    }
    if (!room) throw new Error('no free room code after 5 attempts');
    const { world: _world, courseId: _courseId, ...played } = snapshot;
    await roomObject(c.env, room.code).open({ code: room.code, world: room.world, teacherId: userId, ...played, now: now.toISOString() });
    return c.json({ data: listItem(room) }, 201);
  })
  .get('/v3/rooms/mine', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    const { limit } = validQuery(c, roomListQuerySchema);
    const rows = await roomsOf(c.env.DB, userId, world, limit);
    // A closed room's counts are in its row; an open one's are asked of its object (they change with every answer).
    const items = await Promise.all(rows.map(async (room) => (room.state === 'closed' ? listItem(room) : { ...listItem(room), ...(await roomObject(c.env, room.code).summary()) })));
    return c.json({ data: { items } });
  })
  /** What the join page needs: the room's world, title and state; unknown is a 404. */
  .get('/v3/rooms/:code', async (c) => {
    validQuery(c, noQuerySchema);
    const room = await roomObject(c.env, codeOf(c)).view();
    if (!room) throw roomNotFound();
    return c.json({ data: room });
  })
  .post('/v3/rooms/:code/join', async (c) => {
    validQuery(c, noQuerySchema);
    const code = codeOf(c);
    const { nickname } = await validJson(c, roomJoinSchema);
    const joined = await roomObject(c.env, code).join(nickname, new Date().toISOString());
    if (joined.ok) return c.json({ data: { key: joined.key, studentId: joined.studentId, nickname: joined.nickname } }, 201);
    if (joined.reason === 'unknown') throw roomNotFound();
    if (joined.reason === 'closed') throw new ApiError(410, 'room_closed', 'This room is closed.');
    if (joined.reason === 'full') throw new ApiError(409, 'room_full', 'This room is full.');
    throw new ApiError(409, 'nickname_taken', 'Someone in this room already has this nickname. Choose another one.');
  })
  /** The student's own view (their key): questions without solutions, their own answers. */
  .get('/v3/rooms/:code/me', async (c) => {
    const code = codeOf(c);
    const { key } = validQuery(c, roomStudentQuerySchema);
    const view = await roomObject(c.env, code).studentView(key);
    if (!view) throw new ApiError(404, 'student_not_found', 'This key does not belong to a student of the room.');
    return c.json({ data: view });
  })
  .post('/v3/rooms/:code/answer', async (c) => {
    validQuery(c, noQuerySchema);
    const code = codeOf(c);
    const { key, questionId, answer } = await validJson(c, roomAnswerSchema);
    const stored = await roomObject(c.env, code).answer(key, questionId, answer as Answer, new Date().toISOString());
    if (stored.ok) return c.json({ data: { score: stored.score, repeated: stored.repeated } });
    if (stored.reason === 'unknown') throw roomNotFound();
    if (stored.reason === 'unknown_student') throw new ApiError(404, 'student_not_found', 'This key does not belong to a student of the room.');
    if (stored.reason === 'closed') throw new ApiError(410, 'room_closed', 'This room is closed.');
    if (stored.reason === 'locked') throw new ApiError(409, 'room_locked', 'The teacher has locked the room for now.');
    if (stored.reason === 'unknown_question') throw new ApiError(400, 'unknown_question', 'The room has no question with this id.');
    throw new ApiError(400, 'invalid_answer', 'The answer is not valid.');
  })
  .post('/v3/rooms/:code/lock', (c) => act(c, 'lock'))
  .post('/v3/rooms/:code/unlock', (c) => act(c, 'unlock'))
  .post('/v3/rooms/:code/reveal', (c) => act(c, 'reveal'))
  .post('/v3/rooms/:code/close', (c) => act(c, 'close'))
  .get('/v3/rooms/:code/results', async (c) => {
    validQuery(c, noQuerySchema);
    const room = await ownRoom(c);
    return c.json({ data: results(room, await dumpOf(c, room)) });
  })
  .get('/v3/rooms/:code/results.csv', async (c) => {
    const room = await ownRoom(c);
    const { lang } = validQuery(c, roomCsvQuerySchema);
    const language = lang ?? (isWorld(room.world) ? worldLanguage(room.world) : 'en');
    const body = resultsCsv(results(room, await dumpOf(c, room)), language);
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="kreide-room-${room.code}-${room.createdAt.slice(0, 10)}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })
  /** The room's live socket: the teacher (their session, their room) or a student (their key). */
  .get('/v3/rooms/:code/socket', async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'upgrade_required', 'Open this call as a WebSocket.');
    const query = validQuery(c, roomSocketQuerySchema);
    const headers = new Headers({ upgrade: 'websocket' });
    let code: string;
    if (query.role === 'teacher') {
      code = (await ownRoom(c)).code;
      headers.set(ROOM_SOCKET_HEADERS.role, 'teacher');
    } else {
      code = codeOf(c);
      headers.set(ROOM_SOCKET_HEADERS.role, 'student');
      headers.set(ROOM_SOCKET_HEADERS.key, query.key);
    }
    return roomObject(c.env, code).fetch('https://rooms.internal/socket', { headers });
  });
