// What a page makes the browser download before it is interactive: the scripts, module preloads
// and stylesheets its HTML references, brotli-compressed at quality 11 (as a CDN would serve them).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export function brotliBytes(buffer) {
  return brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  }).length;
}

/**
 * Local asset URLs a document references: module scripts, modulepreloads, stylesheets, and the
 * chunks the boot script asks for once the page has loaded (its own list and the island chunk block).
 */
function referencedAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)) if (!src.startsWith('/boot/')) js.add(src);
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, src] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="(\/[^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    else if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  return { js: [...js], css: [...css] };
}

/** The entry's static closure from Vite's manifest: its file, imported chunks and their CSS. */
export function manifestClosure(clientDir, entry = 'src/client/entry.tsx') {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'assets', 'manifest.json'), 'utf8'));
  const js = new Set();
  const css = new Set();
  const dynamic = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) dynamic.add(lazy);
  };
  visit(entry);
  return { js: [...js], css: [...css], dynamicImports: [...dynamic] };
}

/** Raw and brotli bytes of a list of asset URLs under the client directory. */
export function measureAssets(clientDir, { js, css }) {
  const measure = (urls) =>
    urls.map((url) => {
      const file = join(clientDir, url);
      if (!existsSync(file)) return { url, missing: true, raw: 0, brotli: 0 };
      const buffer = readFileSync(file);
      return { url, raw: buffer.length, brotli: brotliBytes(buffer) };
    });
  const jsFiles = measure(js);
  const cssFiles = measure(css);
  const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
  return {
    files: [...jsFiles, ...cssFiles],
    jsRaw: sum(jsFiles, 'raw'),
    jsBrotli: sum(jsFiles, 'brotli'),
    cssRaw: sum(cssFiles, 'raw'),
    cssBrotli: sum(cssFiles, 'brotli'),
    totalBrotli: sum(jsFiles, 'brotli') + sum(cssFiles, 'brotli'),
    missing: [...jsFiles, ...cssFiles].filter((f) => f.missing).map((f) => f.url),
  };
}

/**
 * Everything a page downloads before it is interactive: what its HTML references, plus the chunk
 * of every island on the page (`data-island="Name"`) with the chunks that chunk imports.
 */
export function pageAssets(clientDir, html) {
  const refs = referencedAssets(html);
  const manifest = JSON.parse(readFileSync(join(clientDir, 'assets', 'manifest.json'), 'utf8'));
  const js = new Set(refs.js);
  const css = new Set(refs.css);
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of referencedChunks(refs.js, manifest)) visit(name);
  // The boot script (docs/decisions/019-scripts-after-load.md) loads the entry and its chunks.
  if (/<script\b[^>]*\bsrc="\/boot\//.test(html)) visit('src/client/entry.tsx');
  // Islands marked data-island-when="interaction" load when the visitor reaches them, not with the page.
  for (const [tag, island] of html.matchAll(/<div[^>]*data-island="([A-Za-z]+)"[^>]*>/g)) {
    if (!tag.includes('data-island-when="interaction"')) visit(`src/client/islands/${island}.tsx`);
  }
  return { js: [...js], css: [...css] };
}

function referencedChunks(urls, manifest) {
  const files = new Set(urls.map((u) => u.replace(/^\//, '')));
  return Object.entries(manifest)
    .filter(([, chunk]) => files.has(chunk.file))
    .map(([name]) => name);
}
