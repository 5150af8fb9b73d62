import type { ConversionKind, ExperimentDefinition, ExperimentEdit } from '../../shared/schemas/experiments';

/** Experiments' definitions, exposures and conversions (docs/experiments.md). */

interface TestRow {
  key: string;
  title: string;
  description: string;
  variants: string;
  default_variant: string;
  active_variants: string;
  enabled: number;
  revision: number;
  updated_at: string | null;
}

const TEST_COLUMNS = 'key, title, description, variants, default_variant, active_variants, enabled, revision, updated_at';

function toDefinition(row: TestRow): ExperimentDefinition {
  return {
    key: row.key,
    title: row.title,
    description: row.description,
    enabled: row.enabled === 1,
    defaultVariant: row.default_variant,
    activeVariants: JSON.parse(row.active_variants) as string[],
    variants: JSON.parse(row.variants) as ExperimentDefinition['variants'],
    revision: row.revision,
    updatedAt: row.updated_at,
  };
}

export async function listExperiments(db: D1Database): Promise<ExperimentDefinition[]> {
  const { results } = await db.prepare(`SELECT ${TEST_COLUMNS} FROM ab_tests ORDER BY rowid`).all<TestRow>();
  return results.map(toDefinition);
}

export async function findExperiment(db: D1Database, key: string): Promise<ExperimentDefinition | null> {
  const row = await db.prepare(`SELECT ${TEST_COLUMNS} FROM ab_tests WHERE key = ?`).bind(key).first<TestRow>();
  return row ? toDefinition(row) : null;
}

/** Replaces a test's definition and raises its revision; false when the key is unknown. */
export async function updateExperiment(db: D1Database, key: string, edit: ExperimentEdit, staffId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE ab_tests SET title = ?, description = ?, variants = ?, default_variant = ?, active_variants = ?, enabled = ?,
         revision = revision + 1, updated_at = ?, updated_by = ? WHERE key = ?`,
    )
    .bind(
      edit.title,
      edit.description,
      JSON.stringify(edit.variants),
      edit.defaultVariant,
      JSON.stringify(edit.activeVariants),
      edit.enabled ? 1 : 0,
      now.toISOString(),
      staffId,
      key,
    )
    .run();
  return result.meta.changes > 0;
}

/** First exposures only: a visitor stays in the variant they were first shown. */
export async function insertExposures(db: D1Database, visitorId: string, exposures: readonly { test: string; variant: string }[], now: Date): Promise<number> {
  if (exposures.length === 0) return 0;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO experiment_exposures (test_key, visitor_id, variant, exposed_at)
     SELECT key, ?, ?, ? FROM ab_tests WHERE key = ? AND enabled = 1`,
  );
  const results = await db.batch(exposures.map((e) => insert.bind(visitorId, e.variant, now.toISOString(), e.test)));
  return results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}

/**
 * A conversion of the visitor in each test they were exposed to in the variant they are assigned;
 * nothing for tests they were never shown. `orderId` names a purchase's order.
 */
export async function insertConversions(
  db: D1Database,
  visitorId: string,
  assignments: ReadonlyMap<string, string>,
  kind: ConversionKind,
  orderId: number,
  now: Date,
): Promise<number> {
  if (assignments.size === 0) return 0;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO experiment_conversions (test_key, visitor_id, kind, order_id, variant, converted_at)
     SELECT test_key, visitor_id, ?, ?, variant, ? FROM experiment_exposures WHERE test_key = ? AND visitor_id = ? AND variant = ?`,
  );
  const results = await db.batch([...assignments].map(([test, variant]) => insert.bind(kind, orderId, now.toISOString(), test, visitorId, variant)));
  return results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}

export interface ExposureCount {
  test: string;
  variant: string;
  exposed: number;
}

export interface ConversionCount {
  test: string;
  variant: string;
  kind: ConversionKind;
  converted: number;
}

/**
 * Exposed visitors per test and variant, and converted visitors per test, variant and kind; a
 * purchase counts once its order is paid. `key` narrows to one test.
 */
export async function experimentCounts(db: D1Database, key: string | null): Promise<{ exposures: ExposureCount[]; conversions: ConversionCount[] }> {
  const where = key === null ? '' : 'WHERE test_key = ?1';
  const exposures = db.prepare(`SELECT test_key AS test, variant, COUNT(*) AS exposed FROM experiment_exposures ${where} GROUP BY test_key, variant`);
  const conversions = db.prepare(
    `SELECT c.test_key AS test, c.variant, c.kind, COUNT(DISTINCT c.visitor_id) AS converted
     FROM experiment_conversions c LEFT JOIN orders o ON o.id = c.order_id AND c.kind = 'purchase'
     WHERE ${key === null ? '' : 'c.test_key = ?1 AND '}(c.kind <> 'purchase' OR o.status = 'paid')
     GROUP BY c.test_key, c.variant, c.kind`,
  );
  const [e, c] = await db.batch<ExposureCount | ConversionCount>(key === null ? [exposures, conversions] : [exposures.bind(key), conversions.bind(key)]);
  return { exposures: (e?.results ?? []) as ExposureCount[], conversions: (c?.results ?? []) as ConversionCount[] };
}
