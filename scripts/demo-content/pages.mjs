// Demo pages of the main worlds (docs/content.md): every content screen (terms, imprint, foundation,
// campaigns, podcast, team...) gets a published first revision written for Kreide, so `npm start`
// shows filled screens. Once per page: a page that already has a row is left as it is (staff may
// have edited it). The texts live in one module per world (pages-<world>.mjs).
import { PAGES as DE } from './pages-de.mjs';
import { PAGES as ES } from './pages-es.mjs';
import { PAGES as FR } from './pages-fr.mjs';
import { PAGES as GR } from './pages-gr.mjs';
import { PAGES as IT } from './pages-it.mjs';

/** `{ pageKey, title, description, blocks }` per world; blocks are BlockInputs (src/shared/schemas/content.ts). */
export const DEMO_PAGES = { de: DE, es: ES, fr: FR, gr: GR, it: IT };

/** Content screens that exist in the German world only (the route table's `worlds: ['de']`; a unit test keeps this in step). */
export const DE_ONLY_PAGES = ['climateCampaign', 'inclusionCampaign', 'agroNordwest', 'standWithUkraineDe'];

const STAFF_EMAIL = 'staff@demo.kreide.example';
const DEFAULT_MATERIALS_LIMIT = 8;

/** The block as the editor would have sent it after validation (defaults filled in). */
export function draftBlock(block) {
  if (block.type === 'materials') return { ...block, limit: block.limit ?? DEFAULT_MATERIALS_LIMIT };
  if (block.type === 'cta') return { ...block, body: block.body ?? '' };
  return block;
}

/** The block as served: every Markdown text rendered to sanitised HTML, as the origin stores a revision. */
export function servedBlock(block, renderMarkdown) {
  const input = draftBlock(block);
  switch (input.type) {
    case 'markdown':
      return { type: 'markdown', html: renderMarkdown(input.markdown) };
    case 'faq':
      return {
        type: 'faq',
        ...(input.heading === undefined ? {} : { heading: input.heading }),
        items: input.items.map((item) => ({ question: item.question, answerHtml: renderMarkdown(item.answer) })),
      };
    case 'audio': {
      const { markdown, ...rest } = input;
      return markdown === undefined ? rest : { ...rest, html: renderMarkdown(markdown) };
    }
    default:
      return input;
  }
}

export function pageExistsIn(pageKey, world) {
  return world === 'de' || !DE_ONLY_PAGES.includes(pageKey);
}

/** Takes (db: DatabaseSync, now: ISO string, markdown: { renderMarkdown, markdownText }); returns whether it wrote anything. */
export function ensureDemoPages(db, nowIso, { renderMarkdown }) {
  const staff = db.prepare('SELECT id FROM users WHERE email = ?').get(STAFF_EMAIL);
  const staffId = staff ? Number(staff.id) : null;
  const exists = db.prepare('SELECT 1 AS found FROM content_pages WHERE world = ? AND page_key = ?');
  const insertRevision = db.prepare(
    `INSERT INTO content_revisions (world, page_key, title, description, blocks, source_blocks, note, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'Demo content', ?, ?)`,
  );
  const insertPage = db.prepare(
    `INSERT INTO content_pages (world, page_key, draft_title, draft_description, draft_blocks, draft_updated_at, draft_updated_by,
       published_revision_id, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let written = 0;
  db.exec('BEGIN');
  try {
    for (const [world, pages] of Object.entries(DEMO_PAGES)) {
      for (const page of pages) {
        if (!pageExistsIn(page.pageKey, world) || exists.get(world, page.pageKey)) continue;
        const description = page.description ?? '';
        const served = JSON.stringify(page.blocks.map((block) => servedBlock(block, renderMarkdown)));
        // The draft's blocks are also the revision's source: staff can restore the demo revision.
        const draft = JSON.stringify(page.blocks.map(draftBlock));
        const revision = insertRevision.run(world, page.pageKey, page.title, description, served, draft, staffId, nowIso);
        insertPage.run(world, page.pageKey, page.title, description, draft, nowIso, staffId, Number(revision.lastInsertRowid), nowIso);
        written++;
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return written > 0;
}
