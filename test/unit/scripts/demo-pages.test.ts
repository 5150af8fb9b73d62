import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_KEYS, blockInputSchema, pageDraftSchema } from '../../../src/shared/schemas/content';
import { renderMarkdown, markdownText } from '../../../src/origin/domain/content/markdown';
import { ROUTES } from '../../../src/shared/routes/table';
import { matchPath, routeByName, routeExistsIn } from '../../../src/shared/routes/match';
import type { RouteName } from '../../../src/shared/routes/table';
import type { World } from '../../../src/shared/worlds';

/*
 * The demo texts of the content pages (scripts/demo-content/pages*.mjs): every entry of every main
 * world is a valid page draft for a content screen of that world, its links lead to our screens,
 * the terms carry the anchors other screens link to, and the insertion writes each page once.
 * This folder is type-checked with the Workers types, which know neither node:* modules nor the
 * plain-JS scripts, so those are loaded dynamically and described by the small interfaces below.
 */

interface PageEntry {
  pageKey: string;
  title: string;
  description?: string;
  blocks: Record<string, unknown>[];
}
interface PagesModule {
  DEMO_PAGES: Record<string, PageEntry[]>;
  DE_ONLY_PAGES: string[];
  ensureDemoPages(db: Database, nowIso: string, markdown: { renderMarkdown: typeof renderMarkdown; markdownText: typeof markdownText }): boolean;
}
interface Statement {
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): unknown;
}
interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  close(): void;
}
interface FsModule {
  mkdtempSync(prefix: string): string;
  readdirSync(path: URL): string[];
  readFileSync(path: URL, encoding: 'utf8'): string;
  rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
}

const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;

const WORLDS = ['de', 'es', 'fr', 'gr', 'it'] as const;
const TERMS_ANCHORS = ['data_protection', 'terms-of-use', 'terms-of-task-completing', 'withdrawal-provisions'];
/** The screens made of content pages (the blog, help centre and API screens have their own data). */
const PAGE_KEYS = new Set<string>(CONTENT_PAGE_KEYS);
const CONTENT_SCREENS = ROUTES.filter((route) => PAGE_KEYS.has(route.name));

let pages: PagesModule;

beforeAll(async () => {
  pages = await load<PagesModule>(new URL('../../../scripts/demo-content/pages.mjs', import.meta.url).href);
});

/** Every link of a page: call-to-action targets and the links inside its Markdown texts. */
function linksOf(page: PageEntry): string[] {
  const links: string[] = [];
  const fromMarkdown = (source: unknown) => {
    for (const match of String(source ?? '').matchAll(/\]\(([^)\s]+)\)/g)) links.push(match[1] ?? '');
  };
  for (const block of page.blocks) {
    if (block.type === 'cta') links.push(String(block.href));
    if (block.type === 'markdown' || block.type === 'audio') fromMarkdown(block.markdown);
    if (block.type === 'faq') for (const item of block.items as { answer: string }[]) fromMarkdown(item.answer);
  }
  return links;
}

describe('demo pages', () => {
  it('are written for the content screens of each world', () => {
    for (const world of WORLDS) {
      for (const page of pages.DEMO_PAGES[world] ?? []) {
        const route = CONTENT_SCREENS.find((r) => r.name === page.pageKey);
        expect(route, `${world}/${page.pageKey} is a content screen`).toBeDefined();
        if (route) expect(routeExistsIn(route, world as World), `${world}/${page.pageKey} exists in ${world}`).toBe(true);
      }
      const keys = (pages.DEMO_PAGES[world] ?? []).map((page) => page.pageKey);
      expect(new Set(keys).size, `${world}: one entry per screen`).toBe(keys.length);
    }
  });

  it('name the German-only screens as the route table does', () => {
    const deOnly = CONTENT_SCREENS.filter((route) => !routeExistsIn(route, 'es')).map((route) => route.name);
    expect([...pages.DE_ONLY_PAGES].sort()).toEqual(deOnly.sort());
  });

  it('fill every content screen of the worlds written so far', () => {
    for (const world of WORLDS) {
      const entries = pages.DEMO_PAGES[world] ?? [];
      if (entries.length === 0) continue;
      const missing = CONTENT_SCREENS.filter((route) => routeExistsIn(route, world) && !entries.some((page) => page.pageKey === route.name));
      expect(missing.map((route) => route.name), world).toEqual([]);
    }
  });

  it('are valid page drafts made of valid blocks, without images', () => {
    for (const world of WORLDS) {
      for (const page of pages.DEMO_PAGES[world] ?? []) {
        const label = `${world}/${page.pageKey}`;
        const draft = pageDraftSchema.safeParse({ title: page.title, description: page.description ?? '', blocks: page.blocks });
        expect(draft.success, `${label}: ${JSON.stringify(draft.error?.issues)}`).toBe(true);
        for (const block of page.blocks) {
          expect(blockInputSchema.safeParse(block).success, `${label}: ${JSON.stringify(block).slice(0, 80)}`).toBe(true);
          expect(block.type, label).not.toBe('image');
        }
        expect(page.description?.length ?? 0, `${label} has a description`).toBeGreaterThan(20);
        // The title is the page's h1: the text starts without a heading of its own.
        const first = page.blocks[0];
        expect(first?.type === 'markdown' && !/^\s*#/.test(String(first.markdown)), `${label} opens with an intro`).toBe(true);
      }
    }
  });

  it('contain no placeholder text outside the imprint and the terms\' model withdrawal form', () => {
    for (const world of WORLDS) {
      for (const page of pages.DEMO_PAGES[world] ?? []) {
        const text = JSON.stringify(page.blocks);
        expect(text, `${world}/${page.pageKey}`).not.toMatch(/[Ll]orem [Ii]psum|\bTODO\b|\bTBD\b|\{\{/);
        if (page.pageKey !== 'imprint' && page.pageKey !== 'terms') expect(text, `${world}/${page.pageKey}`).not.toMatch(/\[[^\]"{}]{3,}\](?!\()/);
      }
    }
  });

  it('link only to screens of their own world', () => {
    for (const world of WORLDS) {
      for (const page of pages.DEMO_PAGES[world] ?? []) {
        for (const href of linksOf(page)) {
          if (/^(https:|mailto:|tel:)/.test(href)) continue;
          expect(href, `${world}/${page.pageKey}`).toMatch(/^\//);
          const path = href.replace(/[?#].*$/, '');
          const match = matchPath(path, world as World);
          expect(match, `${world}/${page.pageKey}: ${href}`).not.toBeNull();
          expect(match?.world, `${world}/${page.pageKey}: ${href}`).toBe(world);
          if (href.includes('#') && match?.route.name === 'terms') {
            expect(TERMS_ANCHORS, href).toContain(href.split('#')[1]);
          }
        }
      }
    }
  });

  it('give the terms their four anchors and mark them as default texts', () => {
    for (const world of WORLDS) {
      const terms = (pages.DEMO_PAGES[world] ?? []).find((page) => page.pageKey === 'terms');
      if (!terms && (pages.DEMO_PAGES[world] ?? []).length === 0) continue;
      expect(terms, `${world} has terms`).toBeDefined();
      const html = (terms?.blocks ?? []).map((block) => (block.type === 'markdown' ? renderMarkdown(String(block.markdown)) : '')).join('');
      for (const anchor of TERMS_ANCHORS) {
        // A section heading (`# …` renders as h2, the page title being the h1; `## …` as h3).
        expect(html.match(new RegExp(`<h[23] id="${anchor}">`, 'g'))?.length, `${world} #${anchor}`).toBe(1);
      }
      expect(markdownText(String(terms?.blocks[0]?.markdown)).length, `${world}: the note comes first`).toBeGreaterThan(80);
    }
  });

  it('are in the route table under the names the insertion uses', () => {
    for (const name of pages.DE_ONLY_PAGES) expect(routeByName(name as RouteName).worlds).toEqual(['de']);
  });
});

describe('ensureDemoPages', () => {
  let DatabaseSync: new (path: string) => Database;
  let fs: FsModule;
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    ({ DatabaseSync } = await load<{ DatabaseSync: new (path: string) => Database }>('node:sqlite'));
    fs = await load<FsModule>('node:fs');
    const os = await load<{ tmpdir(): string }>('node:os');
    dir = fs.mkdtempSync(`${os.tmpdir()}/kreide-pages-`);
    db = new DatabaseSync(`${dir}/pages.sqlite`);
    const folder = new URL('../../../migrations/', import.meta.url);
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.sql')).sort()) {
      db.exec(fs.readFileSync(new URL(file, folder), 'utf8'));
    }
    db.prepare("INSERT INTO users (email, public_name, slug, world, is_staff, created_at) VALUES ('staff@demo.kreide.example', 'Kreide Support', 'kreide-support', 'de', 1, '2026-01-01T00:00:00Z')").run();
  });

  afterAll(() => {
    db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('publishes every page once, rendered, by the staff user', () => {
    const now = '2026-11-24T12:00:00.000Z';
    expect(pages.ensureDemoPages(db, now, { renderMarkdown, markdownText })).toBe(true);
    const expected = WORLDS.reduce((sum, world) => sum + (pages.DEMO_PAGES[world] ?? []).length, 0);
    const count = (sql: string) => Number(db.prepare(sql).get()?.n);
    expect(count('SELECT COUNT(*) AS n FROM content_pages')).toBe(expected);
    expect(count('SELECT COUNT(*) AS n FROM content_revisions')).toBe(expected);
    expect(count('SELECT COUNT(*) AS n FROM content_pages p JOIN content_revisions r ON r.id = p.published_revision_id AND r.world = p.world AND r.page_key = p.page_key')).toBe(expected);
    expect(count("SELECT COUNT(*) AS n FROM content_revisions WHERE created_by IS NULL OR note <> 'Demo content'")).toBe(0);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);

    const terms = db.prepare("SELECT r.blocks, p.draft_blocks FROM content_pages p JOIN content_revisions r ON r.id = p.published_revision_id WHERE p.world = 'de' AND p.page_key = 'terms'").get();
    if (terms) {
      const served = JSON.parse(String(terms.blocks)) as Record<string, unknown>[];
      expect(served.every((block) => block.type !== 'markdown' || (typeof block.html === 'string' && !('markdown' in block)))).toBe(true);
      expect(String(terms.blocks)).toContain('id=\\"withdrawal-provisions\\"');
      const draft = JSON.parse(String(terms.draft_blocks)) as Record<string, unknown>[];
      expect(draft.every((block) => pageDraftSchema.shape.blocks.element.safeParse(block).success)).toBe(true);
    }
    const materials = db.prepare("SELECT blocks FROM content_revisions WHERE blocks LIKE '%\"materials\"%' LIMIT 1").get();
    if (materials) expect(String(materials.blocks)).toMatch(/"limit":\d+/);

    // A second run writes nothing and keeps what staff changed since.
    db.prepare("UPDATE content_pages SET draft_title = 'Edited' WHERE world = 'de' AND page_key = 'terms'").run();
    expect(pages.ensureDemoPages(db, now, { renderMarkdown, markdownText })).toBe(false);
    expect(count('SELECT COUNT(*) AS n FROM content_revisions')).toBe(expected);
  });

  it('writes no page the world does not have', () => {
    const rows = db.prepare("SELECT world, page_key FROM content_pages WHERE world <> 'de'").all();
    for (const row of rows) expect(pages.DE_ONLY_PAGES, `${String(row.world)}/${String(row.page_key)}`).not.toContain(row.page_key);
  });
});
