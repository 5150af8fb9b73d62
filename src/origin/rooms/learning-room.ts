import { DurableObject } from 'cloudflare:workers';
import type { OriginEnv } from '../env';
import type { Answer, InteractiveContent, Question, Score } from '../../shared/interactive';
import { playable } from '../../shared/interactive';
import { scoreAnswer, solution } from '../domain/interactive/scoring';
import { SOCKET_PING, SOCKET_PONG } from '../../shared/notifications';
import {
  ROOM_AUTO_CLOSE_HOURS,
  ROOM_RETENTION_DAYS,
  type AnswerRefusal,
  type RoomPart,
  type RoomPublicView,
  type RoomQuestionSummary,
  type RoomState,
  type RoomStudentSnapshot,
  type RoomStudentView,
  type RoomTeacherSnapshot,
  type StudentMessage,
  type TeacherMessage,
} from '../../shared/rooms';
import { studentClientMessageSchema } from '../../shared/schemas/rooms';
import { deleteRoomRow, updateRoomRow } from '../db/rooms';

/** Headers the origin's socket call sets after its checks; nobody else reaches the object. */
export const ROOM_SOCKET_HEADERS = { role: 'x-kreide-room-role', key: 'x-kreide-room-key' } as const;

/** At most this many students join one room (a class, or a few classes at once). */
const ROOM_MAX_STUDENTS = 200;

/** The room as the teacher opened it: the interactive is a snapshot of its published version. */
interface RoomMeta {
  code: string;
  world: string;
  teacherId: number;
  interactiveId: number;
  content: InteractiveContent;
  /** A course room's interactives (their questions are `content.questions`, ids `<n>.<id>`); absent for one interactive. */
  parts?: RoomPart[];
  state: RoomState;
  revealed: boolean;
  openedAt: string;
  closedAt: string | null;
  deleteAfter: string | null;
}

interface StudentRecord {
  id: string;
  nickname: string;
  joinedAt: string;
}

interface StoredAnswer {
  answer: Answer;
  score: Score;
  at: string;
}

/** What each socket carries through hibernation: its role and, for a student, who. */
type SocketFacts = { role: 'teacher' } | { role: 'student'; studentId: string };

export type JoinResult = { ok: true; key: string; studentId: string; nickname: string } | { ok: false; reason: 'unknown' | 'closed' | 'nickname_taken' | 'full' };
export type AnswerResult = { ok: true; score: Score | null; repeated: boolean } | { ok: false; reason: AnswerRefusal | 'unknown_student' | 'unknown' };
export type ActionResult = { ok: true; state: RoomState; revealed: boolean } | { ok: false; reason: 'unknown' | 'closed' };

export interface RoomDump {
  meta: { code: string; world: string; title: string; state: RoomState; revealed: boolean; openedAt: string; closedAt: string | null; deleteAfter: string | null };
  questions: RoomQuestionSummary[];
  parts?: RoomPart[];
  students: (RoomStudentView & { answers: Record<string, Answer> })[];
}

const META = 'meta';
const studentKey = (id: string) => `s:${id}`;
const keyKey = (hash: string) => `k:${hash}`;
const nickKey = (nickname: string) => `n:${nickname.toLocaleLowerCase('und')}`;
const answerKey = (studentId: string, questionId: string) => `a:${studentId}:${questionId}`;
const studentTag = (id: string) => `s:${id}`;

const DAY_MS = 86_400_000;

/**
 * One per room, named by its code (docs/learning-rooms.md): the snapshot of the interactive, the
 * students (nickname and the hash of their key), their answers and scores. Everything is in the
 * object's storage, nothing only in memory, so hibernation and restarts lose nothing; sockets
 * carry their role and student in their attachment. An alarm closes a forgotten room after a day
 * and deletes the room's data (storage and its D1 row) once the retention period after closing ended.
 */
export class LearningRoom extends DurableObject<OriginEnv> {
  constructor(ctx: DurableObjectState, env: OriginEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(SOCKET_PING, SOCKET_PONG));
  }

  /** Starts the room; a second call for the same code changes nothing. */
  async open(init: { code: string; world: string; teacherId: number; interactiveId: number; content: InteractiveContent; parts?: RoomPart[]; now: string }): Promise<void> {
    if (await this.meta()) return;
    const { now, ...room } = init;
    const meta: RoomMeta = { ...room, state: 'open', revealed: false, openedAt: now, closedAt: null, deleteAfter: null };
    await this.ctx.storage.put(META, meta);
    await this.ctx.storage.setAlarm(Date.parse(init.now) + ROOM_AUTO_CLOSE_HOURS * 3_600_000);
  }

  async view(): Promise<RoomPublicView | null> {
    const meta = await this.meta();
    return meta ? { code: meta.code, world: meta.world, title: meta.content.title, state: meta.state } : null;
  }

  async join(rawNickname: string, now: string): Promise<JoinResult> {
    const meta = await this.meta();
    if (!meta) return { ok: false, reason: 'unknown' };
    // Late joins are welcome while the room is open or locked; a closed room takes nobody.
    if (meta.state === 'closed') return { ok: false, reason: 'closed' };
    const key = randomText(24);
    const hash = await sha256(key);
    const id = randomText(9);
    // From here to the writes there is storage I/O only, so no other join interleaves (input gates).
    if (await this.ctx.storage.get(nickKey(rawNickname))) return { ok: false, reason: 'nickname_taken' };
    const count = (await this.ctx.storage.get<number>('count')) ?? 0;
    if (count >= ROOM_MAX_STUDENTS) return { ok: false, reason: 'full' };
    const student: StudentRecord = { id, nickname: rawNickname, joinedAt: now };
    await this.ctx.storage.put({ [studentKey(id)]: student, [keyKey(hash)]: id, [nickKey(rawNickname)]: id, count: count + 1 });
    this.toTeachers({ type: 'student', student: { ...student, online: false, scores: {} } });
    return { ok: true, key, studentId: id, nickname: rawNickname };
  }

  /** Stores a student's answer once per question; a repeated answer changes nothing and returns the stored score. */
  async answer(key: string, questionId: string, answer: Answer, now: string): Promise<AnswerResult> {
    const hash = await sha256(key);
    const meta = await this.meta();
    if (!meta) return { ok: false, reason: 'unknown' };
    const studentId = await this.ctx.storage.get<string>(keyKey(hash));
    if (!studentId) return { ok: false, reason: 'unknown_student' };
    return this.store(meta, studentId, questionId, answer, now);
  }

  /** The student's own view: their questions (without solutions), their answers, and what they may see of scores. */
  async studentView(key: string): Promise<RoomStudentSnapshot | null> {
    const hash = await sha256(key);
    const meta = await this.meta();
    const studentId = meta ? await this.ctx.storage.get<string>(keyKey(hash)) : undefined;
    if (!meta || !studentId) return null;
    return this.studentSnapshot(meta, studentId);
  }

  /** The teacher's actions; the D1 row follows the object's state. */
  async act(action: 'lock' | 'unlock' | 'reveal' | 'close', now: string): Promise<ActionResult> {
    const meta = await this.meta();
    if (!meta) return { ok: false, reason: 'unknown' };
    if (meta.state === 'closed') return action === 'close' ? { ok: true, state: 'closed', revealed: meta.revealed } : { ok: false, reason: 'closed' };
    if (action === 'lock') meta.state = 'locked';
    else if (action === 'unlock') meta.state = 'open';
    else if (action === 'reveal') meta.revealed = true;
    else await this.close(meta, now);
    await this.ctx.storage.put(META, meta);
    const counts = await this.counts();
    await updateRoomRow(this.env.DB, meta.code, { state: meta.state, revealed: meta.revealed, closedAt: meta.closedAt, deleteAfter: meta.deleteAfter, ...counts });
    this.broadcastState(meta);
    if (action === 'reveal') await this.sendReveal(meta);
    return { ok: true, state: meta.state, revealed: meta.revealed };
  }

  /** How many students joined and answers were stored: the teacher's list of rooms, while a room is open. */
  async summary(): Promise<{ students: number; answers: number }> {
    return this.counts();
  }

  /** Every student with their answers and scores: the teacher's results and CSV. */
  async dump(): Promise<RoomDump | null> {
    const meta = await this.meta();
    if (!meta) return null;
    const students = await this.students();
    const answers = await this.ctx.storage.list<StoredAnswer>({ prefix: 'a:' });
    const byStudent = new Map(students.map((s) => [s.id, { ...s, online: this.online(s.id), scores: {} as Record<string, Score>, answers: {} as Record<string, Answer> }]));
    for (const [name, stored] of answers) {
      const [, studentId = '', questionId = ''] = name.split(':');
      const entry = byStudent.get(studentId);
      if (!entry) continue;
      entry.scores[questionId] = stored.score;
      entry.answers[questionId] = stored.answer;
    }
    return {
      meta: { code: meta.code, world: meta.world, title: meta.content.title, state: meta.state, revealed: meta.revealed, openedAt: meta.openedAt, closedAt: meta.closedAt, deleteAfter: meta.deleteAfter },
      questions: summaries(meta.content.questions),
      ...(meta.parts ? { parts: meta.parts } : {}),
      students: [...byStudent.values()],
    };
  }

  /** A socket the origin's socket call let through (api/rooms.ts): the teacher's, or a student's with their key. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const meta = await this.meta();
    if (!meta) return json(404, 'room_not_found', 'There is no room with this code.');
    const role = request.headers.get(ROOM_SOCKET_HEADERS.role);
    let facts: SocketFacts;
    if (role === 'teacher') facts = { role: 'teacher' };
    else if (role === 'student') {
      const studentId = await this.ctx.storage.get<string>(keyKey(await sha256(request.headers.get(ROOM_SOCKET_HEADERS.key) ?? '')));
      if (!studentId) return json(404, 'student_not_found', 'This key does not belong to a student of the room. Join again.');
      facts = { role: 'student', studentId };
    } else return json(400, 'invalid_role', 'The role is teacher or student.');

    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, facts.role === 'teacher' ? ['teacher'] : ['student', studentTag(facts.studentId)]);
    server.serializeAttachment(facts);
    if (facts.role === 'teacher') send(server, { type: 'hello', room: await this.teacherSnapshot(meta) });
    else {
      send(server, { type: 'hello', room: await this.studentSnapshot(meta, facts.studentId) });
      this.toTeachers({ type: 'presence', studentId: facts.studentId, online: true });
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const facts = ws.deserializeAttachment() as SocketFacts | null;
    if (!facts || typeof message !== 'string' || message.length > 16_384) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const result = studentClientMessageSchema.safeParse(parsed);
    if (!result.success) {
      const questionId = typeof (parsed as { questionId?: unknown } | null)?.questionId === 'string' ? (parsed as { questionId: string }).questionId : '';
      if (facts.role === 'student' && questionId) send(ws, { type: 'refused', questionId, reason: 'invalid_answer' });
      return;
    }
    if (result.data.type === 'ping') {
      send(ws, { type: 'pong' });
      return;
    }
    // Only a student's socket answers, and only for that student.
    if (facts.role !== 'student') return;
    const meta = await this.meta();
    if (!meta) return;
    const { questionId, answer } = result.data;
    const stored = await this.store(meta, facts.studentId, questionId, answer as Answer, new Date().toISOString());
    if (stored.ok) send(ws, { type: 'answered', questionId, score: stored.score, repeated: stored.repeated });
    else send(ws, { type: 'refused', questionId, reason: stored.reason === 'unknown' || stored.reason === 'unknown_student' ? 'closed' : stored.reason });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.leave(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.leave(ws);
  }

  /** Closes a room left open; deletes a closed room's data once its retention ended. */
  override async alarm(): Promise<void> {
    const meta = await this.meta();
    if (!meta) return;
    const now = new Date();
    if (meta.state !== 'closed') {
      await this.act('close', now.toISOString());
      return;
    }
    if (meta.deleteAfter && Date.parse(meta.deleteAfter) <= now.getTime()) await this.purge();
    else if (meta.deleteAfter) await this.ctx.storage.setAlarm(Date.parse(meta.deleteAfter));
  }

  /** Deletes everything of the room: its storage and its D1 row (the retention clean-up). */
  async purge(): Promise<void> {
    const code = (await this.meta())?.code;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(1000, 'room_deleted');
      } catch {
        // Already closed.
      }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    if (code) await deleteRoomRow(this.env.DB, code);
  }

  private async close(meta: RoomMeta, now: string): Promise<void> {
    meta.state = 'closed';
    meta.closedAt = now;
    meta.deleteAfter = new Date(Date.parse(now) + ROOM_RETENTION_DAYS * DAY_MS).toISOString();
    await this.ctx.storage.setAlarm(Date.parse(meta.deleteAfter));
  }

  private async store(meta: RoomMeta, studentId: string, questionId: string, answer: Answer, now: string): Promise<AnswerResult> {
    const question = meta.content.questions.find((q) => q.id === questionId);
    if (!question) return { ok: false, reason: 'unknown_question' };
    const name = answerKey(studentId, questionId);
    // Storage reads and the write only, without other awaits: a second answer for the same question cannot slip in between.
    const earlier = await this.ctx.storage.get<StoredAnswer>(name);
    if (earlier) return { ok: true, score: visibleScore(meta, questionId, earlier.score), repeated: true };
    if (meta.state === 'closed') return { ok: false, reason: 'closed' };
    if (meta.state === 'locked') return { ok: false, reason: 'locked' };
    const score = scoreAnswer(question, answer);
    await this.ctx.storage.put(name, { answer, score, at: now } satisfies StoredAnswer);
    this.toTeachers({ type: 'answer', studentId, questionId, score, at: now });
    return { ok: true, score: visibleScore(meta, questionId, score), repeated: false };
  }

  private async meta(): Promise<RoomMeta | undefined> {
    return this.ctx.storage.get<RoomMeta>(META);
  }

  private async students(): Promise<StudentRecord[]> {
    const rows = await this.ctx.storage.list<StudentRecord>({ prefix: 's:' });
    return [...rows.values()].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.nickname.localeCompare(b.nickname));
  }

  private async counts(): Promise<{ students: number; answers: number }> {
    const answers = await this.ctx.storage.list({ prefix: 'a:' });
    return { students: (await this.ctx.storage.get<number>('count')) ?? 0, answers: answers.size };
  }

  private async teacherSnapshot(meta: RoomMeta): Promise<RoomTeacherSnapshot> {
    const dump = await this.dump();
    return {
      code: meta.code,
      world: meta.world,
      title: meta.content.title,
      state: meta.state,
      revealed: meta.revealed,
      openedAt: meta.openedAt,
      questions: summaries(meta.content.questions),
      ...(meta.parts ? { parts: meta.parts } : {}),
      students: (dump?.students ?? []).map(({ answers: _answers, ...student }) => student),
    };
  }

  private async studentSnapshot(meta: RoomMeta, studentId: string): Promise<RoomStudentSnapshot> {
    const student = await this.ctx.storage.get<StudentRecord>(studentKey(studentId));
    const stored = await this.ctx.storage.list<StoredAnswer>({ prefix: `a:${studentId}:` });
    const answers: RoomStudentSnapshot['answers'] = {};
    for (const [name, entry] of stored) {
      const questionId = name.slice(`a:${studentId}:`.length);
      answers[questionId] = { answer: entry.answer, score: visibleScore(meta, questionId, entry.score) };
    }
    return {
      code: meta.code,
      title: meta.content.title,
      state: meta.state,
      revealed: meta.revealed,
      feedback: meta.content.feedback,
      nickname: student?.nickname ?? '',
      questions: meta.content.questions.map((q) => playable(q, `${meta.code}:${studentId}`)),
      ...(meta.parts ? { parts: meta.parts } : {}),
      answers,
      solutions: meta.revealed ? solutions(meta.content.questions) : null,
    };
  }

  private async sendReveal(meta: RoomMeta): Promise<void> {
    const all = solutions(meta.content.questions);
    for (const ws of this.ctx.getWebSockets('student')) {
      const facts = ws.deserializeAttachment() as SocketFacts | null;
      if (facts?.role !== 'student') continue;
      const stored = await this.ctx.storage.list<StoredAnswer>({ prefix: `a:${facts.studentId}:` });
      const scores: Record<string, Score> = {};
      for (const [name, entry] of stored) scores[name.slice(`a:${facts.studentId}:`.length)] = entry.score;
      send(ws, { type: 'reveal', solutions: all, scores });
    }
  }

  private broadcastState(meta: RoomMeta): void {
    for (const ws of this.ctx.getWebSockets()) send(ws, { type: 'state', state: meta.state, revealed: meta.revealed });
  }

  private toTeachers(message: TeacherMessage): void {
    for (const ws of this.ctx.getWebSockets('teacher')) send(ws, message);
  }

  private online(studentId: string, except?: WebSocket): boolean {
    return this.ctx.getWebSockets(studentTag(studentId)).some((ws) => ws !== except && ws.readyState === WebSocket.OPEN);
  }

  private leave(ws: WebSocket): void {
    const facts = ws.deserializeAttachment() as SocketFacts | null;
    if (facts?.role === 'student' && !this.online(facts.studentId, ws)) this.toTeachers({ type: 'presence', studentId: facts.studentId, online: false });
  }
}

/**
 * Scores reach the student at once when the interactive gives feedback per question, otherwise
 * once revealed or closed; in a course room each question follows its own interactive's feedback.
 */
function visibleScore(meta: RoomMeta, questionId: string, score: Score): Score | null {
  const feedback = meta.parts?.find((part) => part.questionIds.includes(questionId))?.feedback ?? meta.content.feedback;
  return feedback === 'each' || meta.revealed || meta.state === 'closed' ? score : null;
}

function summaries(questions: Question[]): RoomQuestionSummary[] {
  return questions.map((q) => ({ id: q.id, kind: q.kind, prompt: q.prompt, points: q.points }));
}

function solutions(questions: Question[]): Record<string, Answer> {
  return Object.fromEntries(questions.map((q) => [q.id, solution(q)]));
}

function send(ws: WebSocket, message: TeacherMessage | StudentMessage): boolean {
  try {
    ws.send(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

function json(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `bytes` random bytes as URL-safe text (4 characters per 3 bytes). */
function randomText(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let text = '';
  for (let i = 0; i < values.length; i += 3) {
    const n = ((values[i] ?? 0) << 16) | ((values[i + 1] ?? 0) << 8) | (values[i + 2] ?? 0);
    text += URL_SAFE[(n >> 18) & 63]! + URL_SAFE[(n >> 12) & 63]! + URL_SAFE[(n >> 6) & 63]! + URL_SAFE[n & 63]!;
  }
  return text.slice(0, Math.ceil((bytes * 4) / 3));
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
