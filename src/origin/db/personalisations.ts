/** My subjects (docs/personalisation.md): a user's chosen subjects and school types, and the popup's state. */
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, type MaterialRow } from './material-row';

export interface PersonalisationRow {
  subjectIds: number[];
  schoolTypes: string[];
  updatedAt: string | null;
  popupShownAt: string | null;
}

/** The user's choice in one world (subjects belong to a world; school types to every world). */
export async function loadPersonalisation(db: D1Database, userId: number, world: string): Promise<PersonalisationRow> {
  const [subjects, types, state] = await db.batch([
    db
      .prepare('SELECT ps.subject_id AS id FROM personal_subjects ps JOIN subjects s ON s.id = ps.subject_id WHERE ps.user_id = ? AND s.world = ? ORDER BY s.title')
      .bind(userId, world),
    db
      .prepare('SELECT pt.school_type AS id FROM personal_school_types pt JOIN school_types t ON t.id = pt.school_type WHERE pt.user_id = ? ORDER BY t.position')
      .bind(userId),
    db.prepare('SELECT updated_at, popup_shown_at FROM personalisations WHERE user_id = ?').bind(userId),
  ]);
  const row = (state?.results ?? [])[0] as { updated_at: string | null; popup_shown_at: string | null } | undefined;
  return {
    subjectIds: ((subjects?.results ?? []) as { id: number }[]).map((r) => r.id),
    schoolTypes: ((types?.results ?? []) as { id: string }[]).map((r) => r.id),
    updatedAt: row?.updated_at ?? null,
    popupShownAt: row?.popup_shown_at ?? null,
  };
}

/** Which of these ids are subjects of the world (the rest are refused). */
export async function knownSubjects(db: D1Database, ids: readonly number[], world: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { results } = await db
    .prepare(`SELECT id FROM subjects WHERE world = ? AND id IN (${ids.map(() => '?').join(', ')})`)
    .bind(world, ...ids)
    .all<{ id: number }>();
  return new Set(results.map((r) => r.id));
}

export async function knownSchoolTypes(db: D1Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { results } = await db
    .prepare(`SELECT id FROM school_types WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .bind(...ids)
    .all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

/** Replaces the user's subjects of this world and their school types, in one batch. */
export async function savePersonalisation(db: D1Database, userId: number, world: string, choice: { subjectIds: number[]; schoolTypes: string[] }, now: Date): Promise<void> {
  const at = now.toISOString();
  const addSubject = db.prepare('INSERT INTO personal_subjects (user_id, subject_id) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const addType = db.prepare('INSERT INTO personal_school_types (user_id, school_type) VALUES (?, ?) ON CONFLICT DO NOTHING');
  await db.batch([
    db.prepare('DELETE FROM personal_subjects WHERE user_id = ? AND subject_id IN (SELECT id FROM subjects WHERE world = ?)').bind(userId, world),
    db.prepare('DELETE FROM personal_school_types WHERE user_id = ?').bind(userId),
    ...choice.subjectIds.map((id) => addSubject.bind(userId, id)),
    ...choice.schoolTypes.map((id) => addType.bind(userId, id)),
    db
      .prepare('INSERT INTO personalisations (user_id, updated_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET updated_at = excluded.updated_at')
      .bind(userId, at),
  ]);
}

export async function markPopupShown(db: D1Database, userId: number, now: Date): Promise<void> {
  await db
    .prepare('INSERT INTO personalisations (user_id, popup_shown_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET popup_shown_at = excluded.popup_shown_at')
    .bind(userId, now.toISOString())
    .run();
}

/**
 * Live materials of the world in the user's subjects (and school types, when chosen), the most
 * popular first: the "For your subjects" row.
 */
export async function materialsForChoice(db: D1Database, userId: number, world: string, limit: number): Promise<MaterialRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS}
       WHERE m.world = ?1 AND ${LIVE_MATERIAL}
         AND m.subject_id IN (SELECT subject_id FROM personal_subjects WHERE user_id = ?2)
         AND (NOT EXISTS (SELECT 1 FROM personal_school_types WHERE user_id = ?2)
              OR m.school_type IN (SELECT school_type FROM personal_school_types WHERE user_id = ?2))
       ORDER BY m.popularity DESC, m.id DESC LIMIT ?3`,
    )
    .bind(world, userId, limit)
    .all<MaterialRow>();
  return results;
}
