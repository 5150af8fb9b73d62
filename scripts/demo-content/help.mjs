// Demo help centre of the main worlds (docs/help-centre.md): five topics with articles about how
// Kreide works, several of them also questions of the FAQ page. Written once per world: a world
// that has help categories already is left alone. The texts follow docs/commerce.md,
// docs/identity.md, docs/schools.md and the seller docs; change them there first.
import { HELP_DE } from './help/de.mjs';
import { HELP_ES } from './help/es.mjs';
import { HELP_FR } from './help/fr.mjs';
import { HELP_GR } from './help/gr.mjs';
import { HELP_IT } from './help/it.mjs';

/** Title and text without accent marks for the search index: the twin of helpSearchText (src/origin/domain/help/search-query.ts). */
function searchText(title, text) {
  return `${title}\n${text}`.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

const HELP = { de: HELP_DE, es: HELP_ES, fr: HELP_FR, gr: HELP_GR, it: HELP_IT };

/**
 * Takes (db: DatabaseSync, now: ISO string, markdown: { renderMarkdown, markdownText }); returns
 * whether it wrote anything. Each world is written in one transaction.
 */
export function ensureDemoHelp(db, nowIso, { renderMarkdown, markdownText }) {
  let wrote = false;
  const hasWorld = db.prepare('SELECT 1 AS ok FROM worlds WHERE code = ?');
  const hasHelp = db.prepare('SELECT 1 AS ok FROM help_categories WHERE world = ? LIMIT 1');
  const insertCategory = db.prepare('INSERT INTO help_categories (world, slug, title, description, position) VALUES (?, ?, ?, ?, ?) RETURNING id');
  const insertArticle = db.prepare(
    `INSERT INTO help_articles (world, category_id, slug, title, body_markdown, body_html, body_text, search_text, position, in_faq, status, updated_at, updated_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, NULL)`,
  );
  for (const [world, categories] of Object.entries(HELP)) {
    if (!hasWorld.get(world) || hasHelp.get(world)) continue;
    db.exec('BEGIN');
    try {
      categories.forEach((category, position) => {
        const { id } = insertCategory.get(world, category.slug, category.title, category.description, position);
        category.articles.forEach((article, i) => {
          const body = article.body.trim();
          const text = markdownText(body);
          insertArticle.run(world, id, article.slug, article.title, body, renderMarkdown(body), text, searchText(article.title, text), i, article.faq ? 1 : 0, nowIso);
        });
      });
      db.exec('COMMIT');
      wrote = true;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  return wrote;
}
