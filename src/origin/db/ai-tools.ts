import type { AiDocumentSummary, AiDocumentView, AiKind, AiProviderName, WorksheetContent } from '../../shared/ai-tools';

/** AI tools: generations and their daily limits, worksheets, and the materials a quiz may come from (docs/ai-tools.md). */

/** How many generations of each kind the user started since `since` (midnight UTC). */
export async function generationCounts(db: D1Database, userId: number, since: Date): Promise<Map<AiKind, number>> {
  const { results } = await db
    .prepare('SELECT kind, COUNT(*) AS n FROM ai_generations WHERE user_id = ? AND created_at >= ? GROUP BY kind')
    .bind(userId, since.toISOString())
    .all<{ kind: AiKind; n: number }>();
  return new Map(results.map((r) => [r.kind, r.n]));
}

export interface NewGeneration {
  userId: number;
  world: string;
  kind: AiKind;
  inputs: Record<string, unknown>;
  provider: AiProviderName;
  model: string;
  costNeurons: number;
}

/**
 * Records a generation unless the user already has `limit` of its kind since `since`: one
 * statement, so two requests at once cannot both take the last one. The new id, or null.
 */
export async function recordGeneration(db: D1Database, g: NewGeneration, limit: number, since: Date, now: Date): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO ai_generations (user_id, world, kind, inputs_json, provider, model, cost_neurons, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?
       WHERE (SELECT COUNT(*) FROM ai_generations WHERE user_id = ? AND kind = ? AND created_at >= ?) < ?
       RETURNING id`,
    )
    .bind(g.userId, g.world, g.kind, JSON.stringify(g.inputs), g.provider, g.model, g.costNeurons, now.toISOString(), g.userId, g.kind, since.toISOString(), limit)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Adds what the generation made (the interactive or document id) to its inputs. */
export async function noteGenerationResult(db: D1Database, id: number, inputs: Record<string, unknown>): Promise<void> {
  await db.prepare('UPDATE ai_generations SET inputs_json = ? WHERE id = ?').bind(JSON.stringify(inputs), id).run();
}

// ---- Materials ----

export interface AiMaterialRow {
  id: number;
  world: string;
  author_id: number;
  title: string;
  description: string;
  language: string;
  subject: string | null;
  grade_from: number;
  grade_to: number;
  live: number;
}

export async function findMaterialForAi(db: D1Database, id: number): Promise<AiMaterialRow | null> {
  return db
    .prepare(
      `SELECT m.id, m.world, m.author_id, m.title, m.description, m.language, s.title AS subject, m.grade_from, m.grade_to,
         (m.is_active = 1 AND m.deleted_at IS NULL) AS live
       FROM materials m LEFT JOIN subjects s ON s.id = m.subject_id WHERE m.id = ? AND m.deleted_at IS NULL`,
    )
    .bind(id)
    .first<AiMaterialRow>();
}

/** Whether the user or their school bought the material (the download licence of docs/commerce.md). */
export async function hasBought(db: D1Database, userId: number, schoolId: number | null, materialId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM purchases p WHERE p.material_id = ? AND ((p.user_id = ? AND p.school_id IS NULL) OR (p.school_id IS NOT NULL AND p.school_id = ?)) LIMIT 1')
    .bind(materialId, userId, schoolId ?? -1)
    .first<{ ok: number }>();
  return row !== null;
}

/** The materials of the world the user may make a quiz from: their own (not deleted), then bought ones; at most 100. */
export async function listQuizMaterials(db: D1Database, userId: number, schoolId: number | null, world: string): Promise<{ id: number; title: string; own: number; has_text: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.title, (m.author_id = ?) AS own,
         EXISTS (SELECT 1 FROM material_file_texts t JOIN material_files f ON f.id = t.file_id WHERE f.material_id = m.id AND f.removed_at IS NULL) AS has_text
       FROM materials m
       WHERE m.world = ? AND m.deleted_at IS NULL AND m.is_bundle = 0 AND (m.author_id = ? OR EXISTS (
         SELECT 1 FROM purchases p WHERE p.material_id = m.id AND ((p.user_id = ? AND p.school_id IS NULL) OR (p.school_id IS NOT NULL AND p.school_id = ?))))
       ORDER BY own DESC, m.id DESC LIMIT 100`,
    )
    .bind(userId, world, userId, userId, schoolId ?? -1)
    .all<{ id: number; title: string; own: number; has_text: number }>();
  return results;
}

// ---- Documents ----

interface DocumentRow {
  id: number;
  world: string;
  topic: string;
  grade: number;
  subject: string;
  title: string;
  content_json: string;
  provider: AiProviderName;
  created_at: string;
  updated_at: string;
}

const DOCUMENT_COLUMNS = 'id, world, topic, grade, subject, title, content_json, provider, created_at, updated_at';

function summaryOf(row: Omit<DocumentRow, 'content_json' | 'world' | 'created_at'>): AiDocumentSummary {
  return { id: row.id, title: row.title, topic: row.topic, grade: row.grade, subject: row.subject, provider: row.provider, updatedAt: row.updated_at };
}

function viewOf(row: DocumentRow): AiDocumentView {
  return { ...summaryOf(row), world: row.world, content: JSON.parse(row.content_json) as WorksheetContent, createdAt: row.created_at };
}

export async function insertDocument(
  db: D1Database,
  d: { userId: number; world: string; topic: string; grade: number; subject: string; content: WorksheetContent; provider: AiProviderName },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO ai_documents (user_id, world, topic, grade, subject, title, content_json, provider, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(d.userId, d.world, d.topic, d.grade, d.subject, d.content.title, JSON.stringify(d.content), d.provider, at, at)
    .first<{ id: number }>();
  if (!row) throw new Error('document not inserted');
  return row.id;
}

/** The user's documents of the world, last changed first (at most 200). */
export async function listDocuments(db: D1Database, userId: number, world: string): Promise<AiDocumentSummary[]> {
  const { results } = await db
    .prepare('SELECT id, topic, grade, subject, title, provider, updated_at FROM ai_documents WHERE user_id = ? AND world = ? ORDER BY updated_at DESC, id DESC LIMIT 200')
    .bind(userId, world)
    .all<Omit<DocumentRow, 'content_json' | 'world' | 'created_at'>>();
  return results.map(summaryOf);
}

/** The document when the user owns it; anyone else gets null (the API answers 404). */
export async function findOwnDocument(db: D1Database, id: number, userId: number): Promise<AiDocumentView | null> {
  const row = await db.prepare(`SELECT ${DOCUMENT_COLUMNS} FROM ai_documents WHERE id = ? AND user_id = ?`).bind(id, userId).first<DocumentRow>();
  return row ? viewOf(row) : null;
}

export async function updateDocument(db: D1Database, id: number, userId: number, content: WorksheetContent, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE ai_documents SET title = ?, content_json = ?, updated_at = ? WHERE id = ? AND user_id = ?')
    .bind(content.title, JSON.stringify(content), now.toISOString(), id, userId)
    .run();
  return result.meta.changes > 0;
}

export async function deleteDocument(db: D1Database, id: number, userId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM ai_documents WHERE id = ? AND user_id = ?').bind(id, userId).run();
  return result.meta.changes > 0;
}
