import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The demo seed (scripts/seed.mjs) against a scratch SQLite file with the migrations it needs applied.
 * This folder is type-checked with the Workers types, which know neither node:* modules nor the
 * plain-JS script, so those are loaded dynamically and described by the small interfaces below.
 */

interface Statement {
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}
interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  close(): void;
}
interface SeedSummary {
  skipped: boolean;
  materials: number;
  authors: number;
  buyers: number;
  bundles: number;
  ratings: number;
  sales: number;
}
interface SeedOptions {
  materials: number;
  dbPath: string;
  now: string;
  log: false | ((line: string) => void);
  force?: boolean;
}
interface SeedModule {
  seed(options: SeedOptions): Promise<SeedSummary>;
  slugify(text: string, lang?: string): string;
  /** node:sqlite, loaded without its "experimental" warning. */
  loadSqlite(): Promise<{ DatabaseSync: new (path: string) => Database }>;
}
interface FsModule {
  mkdtempSync(prefix: string): string;
  readFileSync(path: URL, encoding: 'utf8'): string;
  rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
}

const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;

const NOW = '2026-11-22';
const NOW_MS = Date.parse(`${NOW}T00:00:00Z`);
const DAY = 86_400_000;
const MATERIALS = 300;
const SCHOOL_TYPES = ['alle', 'kita', 'grundschule', 'sek1-mittel', 'sek1-gym', 'sek2', 'berufsschule', 'foerder', 'erwachsene'];
const DEMO_TABLES = ['users', 'materials', 'material_files', 'bundle_items', 'ratings', 'sales', 'partner_hosts'];

let DatabaseSync: new (path: string) => Database;
let seedModule: SeedModule;
let fs: FsModule;
let dir: string;
let migrations: string[];
let db: Database;
let summary: SeedSummary;

async function freshDb(name: string): Promise<string> {
  const path = `${dir}/${name}.sqlite`;
  const fresh = new DatabaseSync(path);
  for (const sql of migrations) fresh.exec(sql);
  fresh.close();
  return path;
}

function checksum(database: Database): string {
  // Every demo table in a fixed order, hashed with a simple FNV-1a over its JSON rows.
  let hash = 0x811c9dc5;
  for (const table of DEMO_TABLES) {
    // Stored columns only (table_info leaves out generated ones such as the 64-bit search_key).
    const columns = database.prepare(`PRAGMA table_info(${table})`).all().map((c) => `"${String(c.name)}"`);
    const rows = database.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).all();
    const text = `${table}:${JSON.stringify(rows)}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16);
}

const value = (sql: string, ...params: unknown[]): number => Number(Object.values(db.prepare(sql).get(...params) ?? {})[0]);

beforeAll(async () => {
  seedModule = await load<SeedModule>(new URL('../../../scripts/seed.mjs', import.meta.url).href);
  ({ DatabaseSync } = await seedModule.loadSqlite());
  fs = await load<FsModule>('node:fs');
  const os = await load<{ tmpdir(): string }>('node:os');
  migrations = ['0001_foundation.sql', '0002_reference_data.sql', '0005_search.sql', '0015_grade_levels.sql', '0017_search_stems.sql'].map((file) =>
    fs.readFileSync(new URL(`../../../migrations/${file}`, import.meta.url), 'utf8'),
  );
  dir = fs.mkdtempSync(`${os.tmpdir()}/kreide-seed-`);
  const path = await freshDb('main');
  summary = await seedModule.seed({ materials: MATERIALS, dbPath: path, now: NOW, log: false });
  db = new DatabaseSync(path);
});

afterAll(() => {
  db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('reference data (0002)', () => {
  it('is idempotent', () => {
    const before = value('SELECT COUNT(*) FROM subjects');
    db.exec(migrations[1] ?? '');
    expect(value('SELECT COUNT(*) FROM subjects')).toBe(before);
  });

  it('has every world, school type, currency and A/B test', () => {
    expect(value('SELECT COUNT(*) FROM worlds')).toBe(27);
    expect(value('SELECT COUNT(*) FROM worlds WHERE is_main = 1')).toBe(5);
    expect(value('SELECT COUNT(*) FROM school_types')).toBe(9);
    expect(value('SELECT COUNT(*) FROM school_type_names')).toBe(27 * 9);
    expect(value('SELECT COUNT(*) FROM grades WHERE school_type = ?', 'alle')).toBe(0);
    expect(value('SELECT COUNT(*) FROM currencies')).toBeGreaterThanOrEqual(35);
    expect(value('SELECT COUNT(*) FROM ab_tests')).toBe(9);
    expect(db.prepare('SELECT active_variants FROM ab_tests WHERE key = ?').get('NAV')?.active_variants).toBe('["C","D"]');
    expect(value('SELECT COUNT(DISTINCT world) FROM subjects')).toBe(27);
    expect(value("SELECT COUNT(*) FROM subjects WHERE slug GLOB '*[^a-z0-9-]*'")).toBe(0);
  });
});

describe('seed', () => {
  it('writes the requested catalogue', () => {
    expect(summary.skipped).toBe(false);
    expect(value('SELECT COUNT(*) FROM materials')).toBe(MATERIALS);
    expect(value('SELECT COUNT(*) FROM users WHERE is_seller = 1')).toBeGreaterThanOrEqual(20);
    expect(value('SELECT COUNT(*) FROM users WHERE is_seller = 0')).toBeGreaterThanOrEqual(50);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.prepare('PRAGMA integrity_check').get()?.integrity_check).toBe('ok');
  });

  it('is deterministic for the same arguments', async () => {
    const again = await freshDb('again');
    await seedModule.seed({ materials: MATERIALS, dbPath: again, now: NOW, log: false });
    const other = new DatabaseSync(again);
    try {
      expect(checksum(other)).toBe(checksum(db));
    } finally {
      other.close();
    }
  });

  it('refuses to seed over existing materials unless forced', async () => {
    const path = await freshDb('force');
    await seedModule.seed({ materials: 50, dbPath: path, now: NOW, log: false });
    const refused = await seedModule.seed({ materials: 60, dbPath: path, now: NOW, log: false });
    expect(refused.skipped).toBe(true);
    await seedModule.seed({ materials: 60, dbPath: path, now: NOW, log: false, force: true });
    const forced = new DatabaseSync(path);
    try {
      expect(Number(forced.prepare('SELECT COUNT(*) AS n FROM materials').get()?.n)).toBe(60);
      expect(Number(forced.prepare('SELECT COUNT(*) AS n FROM materials_fts_docsize').get()?.n)).toBe(60);
      expect(forced.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    } finally {
      forced.close();
    }
    // Three seeds of a database: seconds of work on a busy machine, not a timing claim.
  }, 30_000);

  it('uses every school type, with grades inside its range in the material’s world', () => {
    const used = db.prepare('SELECT DISTINCT school_type FROM materials').all().map((r) => r.school_type);
    expect([...used].sort()).toEqual([...SCHOOL_TYPES].sort());
    const outside = value(`
      SELECT COUNT(*) FROM materials m
      LEFT JOIN school_type_spans sp ON sp.world = m.world AND sp.school_type = m.school_type
      WHERE m.school_type <> 'alle' AND (
        m.grade_from > m.grade_to
        OR m.grade_from < COALESCE(sp.level_from, (SELECT MIN(level) FROM grades g WHERE g.school_type = m.school_type))
        OR m.grade_to > COALESCE(sp.level_to, (SELECT MAX(level) FROM grades g WHERE g.school_type = m.school_type)))`);
    expect(outside).toBe(0);
    // French collège ends at 3e (level 9): a 2de (level 10) is lycée.
    expect(value("SELECT COUNT(*) FROM materials WHERE world = 'fr' AND school_type IN ('sek1-mittel', 'sek1-gym') AND grade_to > 9")).toBe(0);
    expect(value("SELECT COUNT(*) FROM materials WHERE world = 'fr' AND school_type = 'sek2' AND grade_from = 10")).toBeGreaterThan(0);
  });

  it('takes subjects and material types from the material’s world', () => {
    expect(value('SELECT COUNT(*) FROM materials m JOIN subjects s ON s.id = m.subject_id WHERE s.world <> m.world')).toBe(0);
    expect(value('SELECT COUNT(*) FROM materials m LEFT JOIN material_types t ON t.id = m.material_type AND t.world = m.world WHERE t.id IS NULL')).toBe(0);
    expect(value("SELECT COUNT(*) FROM materials WHERE slug GLOB '*[^a-z0-9-]*' OR slug = ''")).toBe(0);
    expect(value("SELECT COUNT(*) FROM materials WHERE world = 'de'")).toBeGreaterThan(value("SELECT COUNT(*) FROM materials WHERE world = 'es'"));
  });

  it('has new materials (younger than 14 days before --now)', () => {
    const newest = value('SELECT COUNT(*) FROM materials WHERE created_at > ? AND created_at <= ?', new Date(NOW_MS - 14 * DAY).toISOString(), new Date(NOW_MS).toISOString());
    expect(newest).toBeGreaterThanOrEqual(Math.floor(MATERIALS * 0.03));
    expect(value('SELECT COUNT(*) FROM materials WHERE created_at >= ?', new Date(NOW_MS).toISOString())).toBe(0);
  });

  it('has free, paid and on-sale materials with valid prices', () => {
    expect(value('SELECT COUNT(*) FROM materials WHERE price = 0')).toBeGreaterThan(0);
    expect(value('SELECT COUNT(*) FROM materials WHERE price > 0')).toBeGreaterThan(0);
    expect(value('SELECT COUNT(*) FROM materials WHERE sale_price IS NOT NULL AND sale_price < price')).toBeGreaterThan(0);
    expect(value('SELECT COUNT(*) FROM materials m JOIN worlds w ON w.code = m.world WHERE m.currency <> w.currency')).toBe(0);
    expect(value("SELECT COUNT(*) FROM materials WHERE currency = 'EUR' AND price > 0 AND (price < 150 OR price > 1500 OR price % 50 <> 0) AND is_bundle = 0")).toBe(0);
  });

  it('has bundles whose items are by the same author', () => {
    expect(summary.bundles).toBeGreaterThan(0);
    expect(value("SELECT COUNT(*) FROM materials WHERE is_bundle = 1 AND material_type <> 'bundle'")).toBe(0);
    const sizes = db.prepare('SELECT bundle_id, COUNT(*) AS n FROM bundle_items GROUP BY bundle_id').all();
    expect(sizes.length).toBe(value('SELECT COUNT(*) FROM materials WHERE is_bundle = 1'));
    for (const row of sizes) expect(Number(row.n)).toBeGreaterThanOrEqual(3);
    expect(value(`
      SELECT COUNT(*) FROM bundle_items b
      JOIN materials bundle ON bundle.id = b.bundle_id JOIN materials item ON item.id = b.material_id
      WHERE item.author_id <> bundle.author_id OR item.is_bundle = 1`)).toBe(0);
  });

  it('keeps rating and sales counters in sync', () => {
    expect(value('SELECT COUNT(*) FROM ratings')).toBeGreaterThan(0);
    expect(value(`
      SELECT COUNT(*) FROM materials m
      WHERE m.rating_count <> (SELECT COUNT(*) FROM ratings r WHERE r.material_id = m.id)
         OR m.rating_sum <> (SELECT COALESCE(SUM(stars), 0) FROM ratings r WHERE r.material_id = m.id)
         OR m.sales_count <> (SELECT COUNT(*) FROM sales s WHERE s.material_id = m.id)`)).toBe(0);
    expect(value('SELECT COUNT(*) FROM ratings r JOIN users u ON u.id = r.user_id WHERE u.is_seller = 1')).toBe(0);
    expect(value('SELECT COUNT(*) FROM sales s JOIN materials m ON m.id = s.material_id WHERE m.price = 0')).toBe(0);
    expect(value(`
      SELECT COUNT(*) FROM users u
      WHERE u.is_seller = 1 AND u.total_materials <> (SELECT COUNT(*) FROM materials m WHERE m.author_id = u.id)`)).toBe(0);
  });

  it('marks at most three materials per subject as best in its category', () => {
    const best = db.prepare("SELECT m.subject_id, m.best_in_categories, s.slug FROM materials m JOIN subjects s ON s.id = m.subject_id WHERE m.best_in_categories <> '[]'").all();
    expect(best.length).toBeGreaterThan(0);
    const perSubject = new Map<unknown, number>();
    for (const row of best) {
      expect(JSON.parse(String(row.best_in_categories))).toEqual([row.slug]);
      perSubject.set(row.subject_id, (perSubject.get(row.subject_id) ?? 0) + 1);
    }
    expect(Math.max(...perSubject.values())).toBeLessThanOrEqual(3);
  });

  it('uses the Spanish text-language options', () => {
    const languages = db.prepare("SELECT DISTINCT language FROM materials WHERE world = 'es'").all().map((r) => r.language);
    expect(languages).toEqual(expect.arrayContaining(['es', 'ca', 'eu', 'gl', '']));
  });

  it('finds German words with and without diacritics', () => {
    const count = (q: string) => value('SELECT COUNT(*) FROM materials_fts WHERE materials_fts MATCH ?', q);
    const withDiacritics = count('Übung');
    expect(withDiacritics).toBeGreaterThan(0);
    expect(count('ubung')).toBe(withDiacritics);
    expect(count('übu*')).toBeGreaterThanOrEqual(withDiacritics);
    expect(value('SELECT COUNT(*) FROM materials_fts_docsize')).toBe(MATERIALS);
  });

  it('writes the search stems the app writes (src/origin/domain/word-forms.ts) for every material', async () => {
    const { materialStems } = await import('../../../src/origin/domain/word-forms');
    const rows = db.prepare('SELECT world, title, description, stems_title, stems_body FROM materials ORDER BY id').all();
    expect(rows).toHaveLength(MATERIALS);
    for (const row of rows) {
      const stems = materialStems(String(row.world), String(row.title), String(row.description));
      expect({ title: row.stems_title, body: row.stems_body }).toEqual(stems);
    }
    expect(value("SELECT COUNT(*) FROM materials WHERE world = 'de' AND stems_title <> ''")).toBeGreaterThan(0);
    expect(value('SELECT COUNT(*) FROM search_stem_terms')).toBeGreaterThan(0);
  });

  it('fills the missing stems of an existing catalogue instead of seeding it again', async () => {
    const path = await freshDb('stems');
    await seedModule.seed({ materials: 40, dbPath: path, now: NOW, log: false });
    const before = new DatabaseSync(path);
    const stems = before.prepare('SELECT id, stems_title, stems_body FROM materials ORDER BY id').all();
    before.exec('UPDATE materials SET stems_title = NULL, stems_body = NULL WHERE id % 2 = 0');
    before.close();
    expect((await seedModule.seed({ materials: 40, dbPath: path, now: NOW, log: false })).skipped).toBe(true);
    const after = new DatabaseSync(path);
    try {
      expect(after.prepare('SELECT id, stems_title, stems_body FROM materials ORDER BY id').all()).toEqual(stems);
    } finally {
      after.close();
    }
  });

  it('adds world hosts and two author shops', () => {
    expect(db.prepare("SELECT world FROM partner_hosts WHERE host = 'kreide.es.localhost'").get()?.world).toBe('es');
    expect(db.prepare("SELECT world FROM partner_hosts WHERE host = 'kreide-fr.localhost'").get()?.world).toBe('fr');
    const shops = db.prepare("SELECT p.world, u.world AS author_world FROM partner_hosts p JOIN users u ON u.id = p.author_id WHERE p.host LIKE 'shop-%'").all();
    expect(shops).toHaveLength(2);
    for (const shop of shops) expect(shop.world).toBe(shop.author_world);
  });
});

describe('slugify', () => {
  it.each([
    ['Arbeitsblatt: Bruchrechnen für Klasse 6', 'de', 'arbeitsblatt-bruchrechnen-fuer-klasse-6'],
    ['Straße & Größe', 'de', 'strasse-groesse'],
    ['Fiche d’exercices : Les fractions (CM1)', 'fr', 'fiche-d-exercices-les-fractions-cm1'],
    ['Φύλλο εργασίας: Κλάσματα', 'gr', 'fyllo-ergasias-klasmata'],
    ['Paweł Lewandowski', 'en', 'pawel-lewandowski'],
    ['Олена Коваленко', 'en', 'olena-kovalenko'],
  ])('%s → %s', (text, lang, slug) => {
    expect(seedModule.slugify(text, lang)).toBe(slug);
  });
});
