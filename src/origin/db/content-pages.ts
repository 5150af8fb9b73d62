/**
 * Content pages and their revisions (docs/content.md). A page row holds the draft; every save
 * writes a revision; publishing points the page at its newest revision. Every statement is keyed
 * by world and page key.
 */

export interface PageRow {
  world: string;
  page_key: string;
  draft_title: string;
  draft_description: string;
  draft_blocks: string;
  draft_updated_at: string;
  draft_updated_by_name: string | null;
  published_revision_id: number | null;
  published_at: string | null;
  newest_revision_id: number | null;
}

export interface RevisionRow {
  id: number;
  world: string;
  page_key: string;
  title: string;
  description: string;
  blocks: string;
  note: string;
  created_at: string;
  created_by_name: string | null;
  terms_version: number | null;
  /** The editor's blocks (JSON BlockInput[]); null for revisions written without them. */
  source_blocks: string | null;
}

/** How staff are named in the revision list: their own name, else their public name, else their e-mail. */
const NAME_OF = (alias: string) =>
  `COALESCE(NULLIF(TRIM(COALESCE(${alias}.first_name, '') || ' ' || COALESCE(${alias}.last_name, '')), ''), ${alias}.public_name, ${alias}.email)`;

const PAGE_COLUMNS = `p.world, p.page_key, p.draft_title, p.draft_description, p.draft_blocks, p.draft_updated_at,
  ${NAME_OF('u')} AS draft_updated_by_name, p.published_revision_id, p.published_at,
  (SELECT MAX(r.id) FROM content_revisions r WHERE r.world = p.world AND r.page_key = p.page_key) AS newest_revision_id`;

export async function findPage(db: D1Database, world: string, pageKey: string): Promise<PageRow | null> {
  return db
    .prepare(`SELECT ${PAGE_COLUMNS} FROM content_pages p LEFT JOIN users u ON u.id = p.draft_updated_by WHERE p.world = ? AND p.page_key = ?`)
    .bind(world, pageKey)
    .first<PageRow>();
}

/** Every page row of every world (the staff overview); pages without a row were never saved. */
export async function listPages(db: D1Database): Promise<PageRow[]> {
  const { results } = await db
    .prepare(`SELECT ${PAGE_COLUMNS} FROM content_pages p LEFT JOIN users u ON u.id = p.draft_updated_by ORDER BY p.world, p.page_key`)
    .all<PageRow>();
  return results;
}

/** The published revision of a page: what the public read answers. */
export async function findPublished(db: D1Database, world: string, pageKey: string): Promise<(RevisionRow & { published_at: string }) | null> {
  return db
    .prepare(
      `SELECT r.id, r.world, r.page_key, r.title, r.description, r.blocks, r.note, r.created_at, NULL AS created_by_name, r.terms_version, r.source_blocks, p.published_at
         FROM content_pages p JOIN content_revisions r ON r.id = p.published_revision_id
        WHERE p.world = ? AND p.page_key = ?`,
    )
    .bind(world, pageKey)
    .first<RevisionRow & { published_at: string }>();
}

export interface DraftWrite {
  world: string;
  pageKey: string;
  title: string;
  description: string;
  /** The editor's blocks as JSON (BlockInput[]). */
  draftBlocks: string;
  /** The rendered blocks as JSON (Block[]). */
  renderedBlocks: string;
  note: string;
  userId: number;
}

/** Saves the draft and writes its revision, in one batch. */
export async function saveDraft(db: D1Database, draft: DraftWrite, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO content_pages (world, page_key, draft_title, draft_description, draft_blocks, draft_updated_at, draft_updated_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (world, page_key) DO UPDATE SET draft_title = ?3, draft_description = ?4, draft_blocks = ?5,
           draft_updated_at = ?6, draft_updated_by = ?7`,
      )
      .bind(draft.world, draft.pageKey, draft.title, draft.description, draft.draftBlocks, at, draft.userId),
    db
      .prepare(
        `INSERT INTO content_revisions (world, page_key, title, description, blocks, source_blocks, note, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(draft.world, draft.pageKey, draft.title, draft.description, draft.renderedBlocks, draft.draftBlocks, draft.note, draft.userId, at),
  ]);
}

/**
 * Points the page at revision `revisionId` if it is still the newest one (a save in between makes
 * this change nothing: the caller answers a conflict). With `newTermsVersion` the next terms
 * version is inserted and recorded on the revision in the same batch.
 */
export async function publishRevision(
  db: D1Database,
  page: { world: string; pageKey: string; revisionId: number },
  newTermsVersion: boolean,
  now: Date,
): Promise<{ published: boolean; termsVersion: number | null }> {
  const at = now.toISOString();
  const newest = `(SELECT MAX(id) FROM content_revisions WHERE world = ?1 AND page_key = ?2) = ?3`;
  const statements = [
    db
      .prepare(`UPDATE content_pages SET published_revision_id = ?3, published_at = ?4 WHERE world = ?1 AND page_key = ?2 AND ${newest}`)
      .bind(page.world, page.pageKey, page.revisionId, at),
  ];
  if (newTermsVersion) {
    statements.push(
      db
        .prepare(
          `INSERT INTO terms_versions (version, published_at)
           SELECT COALESCE(MAX(version), 0) + 1, ?4 FROM terms_versions WHERE changes() > 0 AND ${newest}`,
        )
        .bind(page.world, page.pageKey, page.revisionId, at),
      db
        .prepare(`UPDATE content_revisions SET terms_version = (SELECT MAX(version) FROM terms_versions) WHERE id = ?3 AND changes() > 0 AND world = ?1 AND page_key = ?2`)
        .bind(page.world, page.pageKey, page.revisionId),
    );
  }
  const [moved] = await db.batch(statements);
  const published = (moved?.meta.changes ?? 0) > 0;
  if (!published || !newTermsVersion) return { published, termsVersion: null };
  const row = await db.prepare('SELECT terms_version FROM content_revisions WHERE id = ?').bind(page.revisionId).first<{ terms_version: number | null }>();
  return { published, termsVersion: row?.terms_version ?? null };
}

export async function listRevisions(db: D1Database, world: string, pageKey: string, limit: number): Promise<RevisionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.world, r.page_key, r.title, r.description, r.blocks, r.note, r.created_at, ${NAME_OF('u')} AS created_by_name, r.terms_version, r.source_blocks
         FROM content_revisions r LEFT JOIN users u ON u.id = r.created_by
        WHERE r.world = ? AND r.page_key = ? ORDER BY r.id DESC LIMIT ?`,
    )
    .bind(world, pageKey, limit)
    .all<RevisionRow>();
  return results;
}

export async function findRevision(db: D1Database, world: string, pageKey: string, id: number): Promise<RevisionRow | null> {
  return db
    .prepare(
      `SELECT r.id, r.world, r.page_key, r.title, r.description, r.blocks, r.note, r.created_at, NULL AS created_by_name, r.terms_version, r.source_blocks
         FROM content_revisions r WHERE r.world = ? AND r.page_key = ? AND r.id = ?`,
    )
    .bind(world, pageKey, id)
    .first<RevisionRow>();
}

export async function currentTermsVersionOf(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT MAX(version) AS version FROM terms_versions').first<{ version: number | null }>();
  return row?.version ?? 0;
}
