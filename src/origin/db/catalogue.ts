import type { Filter, MegaMenuEntry } from '../../shared/schemas/catalogue';
import type { World } from '../../shared/worlds';
import { LIVE_MATERIAL } from './material-row';

interface CountRow {
  id: string | number;
  title: string;
  count: number;
}

/** The facets of `v1/filters` for a world, counted over its live materials. */
export async function loadFilters(db: D1Database, world: World): Promise<Filter[]> {
  const [grades, schoolTypes, types, subjects] = await db.batch([
    db
      .prepare(
        `SELECT g.level AS id, g.level AS title, COUNT(m.id) AS count
         FROM (SELECT DISTINCT level FROM grades) g
         LEFT JOIN materials m ON m.world = ?1 AND ${LIVE_MATERIAL} AND g.level BETWEEN m.grade_from AND m.grade_to
         GROUP BY g.level ORDER BY g.level`,
      )
      .bind(world),
    db
      .prepare(
        `SELECT t.id, COALESCE(n.name, t.id) AS title, COUNT(m.id) AS count FROM school_types t
         LEFT JOIN school_type_names n ON n.school_type = t.id AND n.world = ?1
         LEFT JOIN materials m ON m.school_type = t.id AND m.world = ?1 AND ${LIVE_MATERIAL}
         WHERE t.id <> 'alle' GROUP BY t.id ORDER BY t.position`,
      )
      .bind(world),
    db
      .prepare(
        `SELECT t.id, t.title, COUNT(m.id) AS count FROM material_types t
         LEFT JOIN materials m ON m.material_type = t.id AND m.world = t.world AND ${LIVE_MATERIAL}
         WHERE t.world = ?1 GROUP BY t.id ORDER BY t.title`,
      )
      .bind(world),
    db
      .prepare(
        `SELECT s.id, s.title, COUNT(m.id) AS count FROM subjects s
         LEFT JOIN materials m ON m.subject_id = s.id AND ${LIVE_MATERIAL}
         WHERE s.world = ?1 GROUP BY s.id ORDER BY s.title`,
      )
      .bind(world),
  ]);
  const options = (result: D1Result | undefined) =>
    ((result?.results ?? []) as CountRow[]).map((r) => ({ id: String(r.id), title: String(r.title), count: r.count }));
  return [
    { key: 'class_grade', options: options(grades) },
    { key: 'learning_years', options: options(schoolTypes) },
    { key: 'material_type', options: options(types) },
    { key: 'subject', options: options(subjects) },
  ];
}

interface MenuRow {
  school_type: string;
  school_name: string;
  grades: string | null;
  subject_id: number | null;
  subject_title: string | null;
  subject_slug: string | null;
  material_category: string | null;
  doc_count: number | null;
}

/** `v3/mega-menu/get-subjects`: school types with their grades and the subjects taught there. */
export async function loadMegaMenu(db: D1Database, world: World): Promise<MegaMenuEntry[]> {
  const { results } = await db
    .prepare(
      `WITH counts AS (
         SELECT school_type, subject_id, COUNT(*) AS doc_count FROM materials m
         WHERE m.world = ?1 AND ${LIVE_MATERIAL} GROUP BY school_type, subject_id
       )
       SELECT t.id AS school_type, COALESCE(n.name, t.id) AS school_name,
         (SELECT group_concat(level) FROM (
            SELECT l.level FROM (SELECT DISTINCT level FROM grades) l
            LEFT JOIN school_type_spans sp ON sp.world = ?1 AND sp.school_type = t.id
            WHERE (sp.world IS NOT NULL AND l.level BETWEEN sp.level_from AND sp.level_to)
               OR (sp.world IS NULL AND l.level IN (SELECT level FROM grades WHERE school_type = t.id))
            ORDER BY l.level)) AS grades,
         s.id AS subject_id, s.title AS subject_title, s.slug AS subject_slug, s.material_category, c.doc_count
       FROM school_types t
       LEFT JOIN school_type_names n ON n.school_type = t.id AND n.world = ?1
       LEFT JOIN counts c ON c.school_type = t.id
       LEFT JOIN subjects s ON s.id = c.subject_id
       WHERE t.id <> 'alle'
       ORDER BY t.position, c.doc_count DESC, s.title`,
    )
    .bind(world)
    .all<MenuRow>();
  const entries = new Map<string, MegaMenuEntry>();
  for (const row of results) {
    let entry = entries.get(row.school_type);
    if (!entry) {
      entry = {
        school_type: row.school_type,
        school_name: row.school_name,
        grades: (row.grades ?? '').split(',').filter(Boolean).map(Number),
        subjects: [],
      };
      entries.set(row.school_type, entry);
    }
    if (row.subject_id !== null && row.subject_title && row.subject_slug) {
      entry.subjects.push({
        id: row.subject_id,
        title: row.subject_title,
        slug: row.subject_slug,
        doc_count: row.doc_count ?? 0,
        material_category: row.material_category ?? 'other',
      });
    }
  }
  return [...entries.values()];
}
