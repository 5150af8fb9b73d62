import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProblems, type InteractiveContent } from '../../../src/shared/interactive';
import { interactiveContentSchema } from '../../../src/shared/schemas/interactive';
import { scoreAnswer, solution } from '../../../src/origin/domain/interactive/scoring';

interface Statement {
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}
interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  close(): void;
}
type WordForms = { materialStems(world: string, title: string, description: string): { title: string; body: string } };
interface DemoModule {
  GERMAN_QUIZ: unknown;
  GERMAN_DRAFT: unknown;
  GREEK_QUIZ: unknown;
  QUIZ_MATERIAL: { title: string; slug: string };
  ensureDemoInteractives(db: Database, now: string, email: string, wordForms?: WordForms | null): void;
}
interface SeedModule {
  seed(options: { materials: number; dbPath: string; now: string; log: false }): Promise<unknown>;
  loadSqlite(): Promise<{ DatabaseSync: new (path: string) => Database }>;
  loadWordForms(): Promise<WordForms>;
}
const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;
let demo: DemoModule;
beforeAll(async () => {
  demo = await load<DemoModule>(new URL('../../../scripts/demo-interactives.mjs', import.meta.url).href);
});

describe('demo interactives', () => {
  it('are valid drafts; the published ones are complete and their solutions score full points', () => {
    const contents: [string, unknown][] = [['GERMAN_QUIZ', demo.GERMAN_QUIZ], ['GERMAN_DRAFT', demo.GERMAN_DRAFT], ['GREEK_QUIZ', demo.GREEK_QUIZ]];
    for (const [name, raw] of contents) {
      const parsed = interactiveContentSchema.safeParse(raw);
      expect(parsed.success, name).toBe(true);
      const content = parsed.data as InteractiveContent;
      if (name === 'GERMAN_DRAFT') {
        expect(contentProblems(content).length).toBeGreaterThan(0);
        continue;
      }
      expect(contentProblems(content), name).toEqual([]);
      for (const question of content.questions) expect(scoreAnswer(question, solution(question)).correct).toBe(true);
    }
  });
});

describe('the demo quiz material', () => {
  const EMAIL = 'author1@demo.kreide.example';
  let db: Database;
  let dir = '';
  let rm: (path: string, options: { recursive: boolean; force: boolean }) => void = () => {};

  beforeAll(async () => {
    const seed = await load<SeedModule>(new URL('../../../scripts/seed.mjs', import.meta.url).href);
    const fs = await load<{ mkdtempSync(prefix: string): string; readdirSync(path: URL): string[]; readFileSync(path: URL, encoding: 'utf8'): string; rmSync: typeof rm }>('node:fs');
    const os = await load<{ tmpdir(): string }>('node:os');
    rm = fs.rmSync;
    const { DatabaseSync } = await seed.loadSqlite();
    dir = fs.mkdtempSync(`${os.tmpdir()}/kreide-demo-quiz-`);
    const path = `${dir}/demo.sqlite`;
    const fresh = new DatabaseSync(path);
    const folder = new URL('../../../migrations/', import.meta.url);
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.sql')).sort()) fresh.exec(fs.readFileSync(new URL(file, folder), 'utf8'));
    fresh.close();
    await seed.seed({ materials: 60, dbPath: path, now: '2026-11-22', log: false });
    db = new DatabaseSync(path);
    db.prepare('UPDATE users SET email = ? WHERE id = (SELECT MIN(author_id) FROM materials WHERE world = ?)').get(EMAIL, 'de');
    const wordForms = await seed.loadWordForms();
    demo.ensureDemoInteractives(db, '2026-11-22T10:00:00.000Z', EMAIL, wordForms);
    // Idempotent: a second start adds nothing.
    demo.ensureDemoInteractives(db, '2026-11-23T10:00:00.000Z', EMAIL, wordForms);
  }, 60_000);

  afterAll(() => {
    db?.close();
    if (dir) rm(dir, { recursive: true, force: true });
  });

  it('sells the German quiz as a standalone interactive with a fitting title, subject and grades, once', () => {
    const rows = db
      .prepare(
        `SELECT m.id, m.title, m.world, m.language, s.slug AS subject, m.grade_from, m.grade_to, m.material_type, m.is_active, m.deleted_at,
           m.is_standalone_interactive, m.preview_path, i.title AS quiz, i.state
         FROM materials m JOIN subjects s ON s.id = m.subject_id JOIN interactives i ON i.id = m.interactive_id WHERE m.slug = ?`,
      )
      .all(demo.QUIZ_MATERIAL.slug);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      title: 'Tiere und ihre Lebensräume – interaktives Quiz',
      world: 'de',
      language: 'de',
      subject: 'sachunterricht',
      grade_from: 3,
      grade_to: 4,
      material_type: 'interactive',
      is_active: 1,
      deleted_at: null,
      is_standalone_interactive: 1,
      preview_path: `previews/${String(row.id)}/1.png`,
      quiz: 'Tiere und ihre Lebensräume',
      state: 'published',
    });
    // No other material carries the quiz (it used to hang on an unrelated one).
    expect(db.prepare('SELECT COUNT(*) AS n FROM materials WHERE interactive_id = (SELECT interactive_id FROM materials WHERE slug = ?)').get(demo.QUIZ_MATERIAL.slug)?.n).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM interactives').get()?.n).toBe(3);
  });

  it('is found by search like the seeded materials: full text, stems and the prefix word lists', () => {
    const id = db.prepare('SELECT id, stems_title FROM materials WHERE slug = ?').get(demo.QUIZ_MATERIAL.slug);
    expect(String(id?.stems_title ?? '')).not.toBe('');
    const found = (query: string) =>
      db.prepare('SELECT m.id FROM materials_fts f JOIN materials m ON m.search_key = f.rowid WHERE materials_fts MATCH ?').all(query).map((r) => r.id);
    expect(found('search_title:Lebensräume')).toContain(id?.id);
    expect(found('search_title_stems:lebensraum OR search_body_stems:lebensraum OR search_title_stems:lebensraeum')).toContain(id?.id);
    expect(db.prepare("SELECT COUNT(*) AS n FROM search_terms WHERE term LIKE 'lebensr%'").get()?.n).toBeGreaterThan(0);
    expect(db.prepare("SELECT COUNT(*) AS n FROM search_stem_terms WHERE term LIKE 'lebensr%'").get()?.n).toBeGreaterThan(0);
  });
});
