import type { InteractiveContent } from '../../shared/interactive';
import type { RoomListItem, RoomState } from '../../shared/rooms';

/** Learning rooms' D1 rows (docs/learning-rooms.md): ownership, state, a summary, retention. */

interface RoomRow {
  id: number;
  code: string;
  world: string;
  teacher_id: number;
  interactive_id: number;
  course_id: number | null;
  title: string;
  state: RoomState;
  revealed: number;
  students: number;
  answers: number;
  created_at: string;
  closed_at: string | null;
  delete_after: string | null;
}

export interface Room extends RoomListItem {
  id: number;
  teacherId: number;
}

function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    code: row.code,
    world: row.world,
    title: row.title,
    teacherId: row.teacher_id,
    interactiveId: row.interactive_id,
    courseId: row.course_id,
    state: row.state,
    revealed: row.revealed === 1,
    students: row.students,
    answers: row.answers,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    deleteAfter: row.delete_after,
  };
}

const COLUMNS = 'id, code, world, teacher_id, interactive_id, course_id, title, state, revealed, students, answers, created_at, closed_at, delete_after';

/** Inserts a room unless its code is taken; answers null when it is (the caller draws another code). */
export async function insertRoom(
  db: D1Database,
  room: { code: string; world: string; teacherId: number; interactiveId: number; courseId: number | null; title: string },
  now: Date,
): Promise<Room | null> {
  const row = await db
    .prepare(
      `INSERT INTO learning_rooms (code, world, teacher_id, interactive_id, course_id, title, state, created_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?)
       ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
    )
    .bind(room.code, room.world, room.teacherId, room.interactiveId, room.courseId, room.title, now.toISOString())
    .first<RoomRow>();
  return row ? toRoom(row) : null;
}

export async function roomByCode(db: D1Database, code: string): Promise<Room | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM learning_rooms WHERE code = ?`).bind(code).first<RoomRow>();
  return row ? toRoom(row) : null;
}

/** The teacher's rooms of a world, newest first. */
export async function roomsOf(db: D1Database, teacherId: number, world: string, limit: number): Promise<Room[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM learning_rooms WHERE teacher_id = ? AND world = ? ORDER BY created_at DESC, id DESC LIMIT ?`)
    .bind(teacherId, world, limit)
    .all<RoomRow>();
  return results.map(toRoom);
}

/** The room's object writes its state and summary here at every teacher action and when it closes itself. */
export async function updateRoomRow(
  db: D1Database,
  code: string,
  row: { state: RoomState; revealed: boolean; closedAt: string | null; deleteAfter: string | null; students: number; answers: number },
): Promise<void> {
  await db
    .prepare('UPDATE learning_rooms SET state = ?, revealed = ?, closed_at = ?, delete_after = ?, students = ?, answers = ? WHERE code = ?')
    .bind(row.state, row.revealed ? 1 : 0, row.closedAt, row.deleteAfter, row.students, row.answers, code)
    .run();
}

export async function deleteRoomRow(db: D1Database, code: string): Promise<void> {
  await db.prepare('DELETE FROM learning_rooms WHERE code = ?').bind(code).run();
}

/** Codes of closed rooms past their deletion date (the daily clean-up, in case an object's alarm did not run). */
export async function expiredRoomCodes(db: D1Database, now: Date, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT code FROM learning_rooms WHERE delete_after IS NOT NULL AND delete_after <= ? ORDER BY delete_after LIMIT ?')
    .bind(now.toISOString(), limit)
    .all<{ code: string }>();
  return results.map((row) => row.code);
}

/** The published version of an interactive, which a room takes as its snapshot; null while it is a draft or unknown. */
export async function publishedInteractive(db: D1Database, id: number): Promise<{ world: string; content: InteractiveContent } | null> {
  const row = await db.prepare("SELECT world, published_json FROM interactives WHERE id = ? AND state = 'published'").bind(id).first<{ world: string; published_json: string | null }>();
  return row?.published_json ? { world: row.world, content: JSON.parse(row.published_json) as InteractiveContent } : null;
}
