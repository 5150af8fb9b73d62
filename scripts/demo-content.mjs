// Demo content (docs/content.md): content pages, blog posts and the help centre in the main
// worlds, written for Kreide, so `npm start` shows filled screens. Each part is written once: a
// part skips itself when its rows exist. Markdown is rendered by the app's own module
// (src/origin/domain/content/markdown.ts, bundled for Node), so the seed stores what the app would.
import { DatabaseSync } from 'node:sqlite';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLocalDb } from './seed.mjs';
import { ensureDemoPages } from './demo-content/pages.mjs';
import { ensureDemoPosts } from './demo-content/posts.mjs';
import { ensureDemoHelp } from './demo-content/help.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `{ renderMarkdown, markdownText }` of the app. */
export async function loadMarkdown(root = ROOT) {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(root, 'src/origin/domain/content/markdown.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

export async function ensureDemoContent({ dbPath = findLocalDb(), log = console.log } = {}) {
  if (!dbPath) throw new Error('no local D1 database: run the migrations first');
  const markdown = await loadMarkdown();
  const db = new DatabaseSync(dbPath);
  try {
    const now = new Date().toISOString();
    const written = [ensureDemoPages(db, now, markdown), ensureDemoPosts(db, now, markdown), ensureDemoHelp(db, now, markdown)];
    if (written.some(Boolean)) log('Demo content written (pages, posts, help centre).');
  } finally {
    db.close();
  }
}
