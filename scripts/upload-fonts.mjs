#!/usr/bin/env node
// Puts the fonts of PDF documents into R2 (`fonts/<file>` in the files bucket), from the
// @fontsource packages in node_modules (decision 027). The worker reads them on demand.
//   node scripts/upload-fonts.mjs            the local bucket (`npm start` runs it once)
//   node scripts/upload-fonts.mjs --remote   the production bucket (docs/deploy.md)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORIGIN_CONFIG, PERSIST_DIR, root, run } from './lib.mjs';

/** The faces of src/origin/domain/commerce/documents/pdf-fonts.ts (a unit test keeps them equal). */
export const FONT_FILES = [
  'noto-sans-cyrillic-400-normal.woff', 'noto-sans-cyrillic-700-normal.woff',
  'noto-sans-cyrillic-ext-400-normal.woff', 'noto-sans-cyrillic-ext-700-normal.woff',
  'noto-sans-devanagari-devanagari-400-normal.woff', 'noto-sans-devanagari-devanagari-700-normal.woff',
  'noto-sans-greek-400-normal.woff', 'noto-sans-greek-700-normal.woff',
  'noto-sans-greek-ext-400-normal.woff', 'noto-sans-greek-ext-700-normal.woff',
  'noto-sans-jp-japanese-400-normal.woff', 'noto-sans-kr-korean-400-normal.woff',
  'noto-sans-latin-ext-400-normal.woff', 'noto-sans-latin-ext-700-normal.woff',
  'noto-sans-sc-chinese-simplified-400-normal.woff',
  'noto-sans-thai-thai-400-normal.woff', 'noto-sans-thai-thai-700-normal.woff',
];

/** Where a font file lies in node_modules. */
export function fontPath(file) {
  const family = /^(noto-sans(?:-(?:thai|devanagari|sc|jp|kr))?)-/.exec(file)?.[1] ?? 'noto-sans';
  return join(root, 'node_modules', '@fontsource', family, 'files', file);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const remote = process.argv.includes('--remote');
  const marker = join(root, PERSIST_DIR, 'fonts-uploaded.txt');
  const wanted = FONT_FILES.join('\n');
  if (!remote && existsSync(marker) && readFileSync(marker, 'utf8') === wanted) process.exit(0);
  for (const file of FONT_FILES) {
    const target = remote ? ['--remote'] : ['--local', '--persist-to', PERSIST_DIR];
    await run('wrangler', ['r2', 'object', 'put', `kreide-files/fonts/${file}`, '--file', fontPath(file), '--content-type', 'font/woff', '-c', ORIGIN_CONFIG, ...target], { stdio: 'ignore' });
  }
  if (!remote) writeFileSync(marker, wanted);
  console.log(`fonts: ${FONT_FILES.length} files in ${remote ? 'the production' : 'the local'} bucket`);
}
