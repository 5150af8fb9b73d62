#!/usr/bin/env node
// Measures what each island makes the browser download beyond what every page already has, from
// Vite's manifest after `vite build` (dist/client), and fails above the island budget. Also checks
// that no island chunk carries zod or the route table (dist/client-modules.json, written by the build),
// that the home page's JavaScript stays within its budget, and that the stylesheet every page
// loads and each screen stylesheet stay within theirs. Figures go to stdout and
// bench/results/islands.md. docs/decisions/012-islands-declared-once.md and docs/design-system.md say why.
//   node scripts/check-islands.mjs          needs dist/client (npm run build, or check-bundles)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliBytes } from '../bench/lib/assets.mjs';
import { islandNames } from './islands-index.mjs';
import { root } from './lib.mjs';

/** An island's own chunks, brotli (quality 11, as a CDN serves them). */
const ISLAND_BROTLI_BUDGET = 15 * 1024;
/** The JavaScript the home page downloads before it is interactive: entry, its imports, its islands. */
const HOME_JS_BROTLI_BUDGET = 80 * 1024;
/** The stylesheet every page links (src/client/styles.css, the design system): measured 4.2 KiB, room for a few components more. */
const COMMON_CSS_BROTLI_BUDGET = 6 * 1024;
/** Each screen stylesheet (PageOutcome.sheets, src/client/styles/*.css). */
const SHEET_BROTLI_BUDGET = 4 * 1024;
const SHEET_SOURCE = /^src\/client\/styles\/([a-z-]+)\.css$/;
/**
 * Islands allowed more than the island budget, with the reason. SalesCharts carries the chart
 * library (uPlot, ~20 KiB brotli) and loads only on the charts screen (decision 015).
 */
const ISLAND_BUDGET_EXCEPTIONS = { SalesCharts: 30 * 1024 };
/** All the JavaScript of a cabinet screen: entry, header islands and the screen's island, libraries included. */
const CABINET_PAGE_BROTLI_BUDGET = 110 * 1024;
/**
 * The header's islands on every screen (the home page's less the material cards' hearts). The
 * build puts them in one chunk the entry imports (vite.config.ts), so they cost nothing beyond the entry.
 */
const HEADER_ISLANDS = JSON.parse(readFileSync(join(root, 'src/client/header-islands.json'), 'utf8'));
/** Cabinet screens and their own islands. */
const CABINET_PAGES = {
  salesDownloads: ['SalesDownloads'],
  charts: ['SalesCharts'],
  authorFees: ['AuthorFees'],
  staffPayouts: ['StaffPayouts'],
  boughtMaterials: ['BoughtMaterials'],
  creditBalance: ['CreditBalance'],
  invoices: ['InvoiceList'],
};
/**
 * The islands that hydrate with the home page (the header's, among them FavouriteHearts that serves
 * every card's heart; the search box's suggestions and the notifications bell load at first
 * interaction). The check fails when one of them is missing.
 */
const HOME_ISLANDS = [...HEADER_ISLANDS].sort();

const ENTRY = 'src/client/entry.tsx';
const ISLAND_SOURCE = /^src\/client\/islands\/([A-Za-z]+)\.tsx$/;
/** Modules no island chunk may contain: zod (the schemas' runtime) and the route table. */
const FORBIDDEN = [
  { name: 'zod', pattern: /node_modules\/zod\// },
  { name: 'the route table', pattern: /src\/shared\/routes\/table\.ts$/ },
];

const clientDir = join(root, 'dist', 'client');
const manifestFile = join(clientDir, 'assets', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('dist/client/assets/manifest.json is missing: build the client first (npm run build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const sizes = new Map();
const brotliOf = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(clientDir, file));
    sizes.set(file, { raw: bytes.length, brotli: brotliBytes(bytes) });
  }
  return sizes.get(file);
};

/** The static import closure of a manifest entry, as manifest keys. */
function closure(key, skip = new Set()) {
  const out = [];
  const visit = (name) => {
    if (skip.has(name) || out.includes(name) || !manifest[name]) return;
    out.push(name);
    for (const imported of manifest[name].imports ?? []) visit(imported);
  };
  visit(key);
  return out;
}

const entryChunks = new Set(closure(ENTRY));
const islands = Object.keys(manifest)
  .map((key) => ({ key, name: ISLAND_SOURCE.exec(key)?.[1] }))
  .filter((island) => island.name)
  .sort((a, b) => a.name.localeCompare(b.name))
  .map(({ key, name }) => {
    const chunks = closure(key, entryChunks);
    const files = chunks.map((chunk) => manifest[chunk].file);
    const raw = files.reduce((sum, file) => sum + brotliOf(file).raw, 0);
    const brotli = files.reduce((sum, file) => sum + brotliOf(file).brotli, 0);
    return { name, files, raw, brotli };
  })
  // The header's islands are in the entry's own closure: nothing to download beyond it.
  .concat(HEADER_ISLANDS.map((name) => ({ name, files: [], raw: 0, brotli: 0, withEntry: true })))
  .sort((a, b) => a.name.localeCompare(b.name));

const problems = [];
const headerChunk = Object.values(manifest).find((chunk) => chunk.name === 'header');
if (!headerChunk || !entryChunks.has(Object.keys(manifest).find((key) => manifest[key] === headerChunk))) {
  problems.push('the header islands\' chunk is missing or not imported by the entry (vite.config.ts codeSplitting)');
}
// The edge finds an island's chunks by its source file (src/edge/render/assets.ts): an island the
// bundler merged into a shared chunk (another island importing it) would lose its preloads.
const inManifest = new Set(islands.map((island) => island.name));
for (const name of islandNames()) {
  if (!inManifest.has(name)) problems.push(`${name}: no manifest entry src/client/islands/${name}.tsx (does another module import the island? share a component instead)`);
}
const islandBudget = (name) => ISLAND_BUDGET_EXCEPTIONS[name] ?? ISLAND_BROTLI_BUDGET;
for (const island of islands) {
  if (island.brotli > islandBudget(island.name)) {
    problems.push(`${island.name} is ${kib(island.brotli)} brotli, over the ${kib(islandBudget(island.name))} island budget (${island.files.join(', ')})`);
  }
}
// The modules in each chunk, written by the build (vite.config.ts `chunkModules`).
const modulesFile = join(root, 'dist', 'client-modules.json');
if (!existsSync(modulesFile)) problems.push('dist/client-modules.json is missing: build the client with vite.config.ts');
const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
for (const island of islands) {
  for (const file of island.files) {
    for (const forbidden of FORBIDDEN) {
      const hit = (modules[file] ?? []).find((id) => forbidden.pattern.test(id));
      if (hit) problems.push(`${island.name} ships ${forbidden.name} (${file}: ${hit})`);
    }
  }
}

const entry = [...entryChunks].map((chunk) => manifest[chunk]);
const entryJs = entry.map((chunk) => chunk.file);
const css = [...new Set(entry.flatMap((chunk) => chunk.css ?? []))];
const byName = new Map(islands.map((island) => [island.name, island]));
const homeJs = new Set(entryJs);
for (const name of HOME_ISLANDS) {
  const island = byName.get(name);
  if (!island) problems.push(`home page island ${name} is not in the manifest`);
  else for (const file of island.files) homeJs.add(file);
}
const homeJsBrotli = [...homeJs].reduce((sum, file) => sum + brotliOf(file).brotli, 0);
const cssBrotli = css.reduce((sum, file) => sum + brotliOf(file).brotli, 0);
const entryBrotli = entryJs.reduce((sum, file) => sum + brotliOf(file).brotli, 0);
if (homeJsBrotli > HOME_JS_BROTLI_BUDGET) problems.push(`home page JavaScript is ${kib(homeJsBrotli)} brotli, over its ${kib(HOME_JS_BROTLI_BUDGET)} budget`);
if (cssBrotli > COMMON_CSS_BROTLI_BUDGET) problems.push(`the common stylesheet is ${kib(cssBrotli)} brotli, over its ${kib(COMMON_CSS_BROTLI_BUDGET)} budget (move screen-only styles to a screen sheet)`);
/** Screen stylesheets: Vite's manifest names each by its source (vite.config.ts inputs). */
const sheets = Object.keys(manifest)
  .map((key) => ({ key, name: SHEET_SOURCE.exec(key)?.[1] }))
  .filter((sheet) => sheet.name)
  .sort((a, b) => a.name.localeCompare(b.name))
  .map(({ key, name }) => ({ name, ...brotliOf(manifest[key].file) }));
for (const sheet of sheets) {
  if (sheet.brotli > SHEET_BROTLI_BUDGET) problems.push(`screen stylesheet ${sheet.name} is ${kib(sheet.brotli)} brotli, over the ${kib(SHEET_BROTLI_BUDGET)} sheet budget`);
}
const homeSheet = sheets.find((sheet) => sheet.name === 'home');
if (!homeSheet) problems.push('the home sheet (src/client/styles/home.css) is not in the manifest');
const homeCssBrotli = cssBrotli + (homeSheet?.brotli ?? 0);

// Cabinet screens: every JS file they load (the entry's closure, header islands, the screen's island).
const cabinetPages = Object.entries(CABINET_PAGES).map(([page, own]) => {
  const files = new Set(entryJs);
  for (const name of [...HEADER_ISLANDS, ...own]) {
    const island = byName.get(name);
    if (!island) problems.push(`cabinet page ${page}: island ${name} is not in the manifest`);
    else for (const file of island.files) files.add(file);
  }
  const brotli = [...files].reduce((sum, file) => sum + brotliOf(file).brotli, 0);
  if (brotli > CABINET_PAGE_BROTLI_BUDGET) problems.push(`cabinet page ${page} is ${kib(brotli)} brotli JS, over its ${kib(CABINET_PAGE_BROTLI_BUDGET)} budget`);
  return { page, brotli };
});

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

const lines = [
  '# Island sizes',
  '',
  'Written by `scripts/check-islands.mjs` (part of `npm test`, after the client build): each',
  "island's chunk plus the chunks it imports statically, less the entry and everything the entry",
  'imports (React, react-dom, Jotai and the session atoms every page loads anyway), brotli at',
  `quality 11, one file at a time. Budget ${kib(ISLAND_BROTLI_BUDGET)} per island; no island chunk may`,
  'carry zod or the route table. Chunks shared by several islands count for each of them. The',
  "header's islands are built into one chunk the entry imports (decision 018): they count with the entry.",
  '',
  `Entry with its imports: ${kib(entryBrotli)} JS. Home page JavaScript (entry and the islands`,
  `${HOME_ISLANDS.join(', ')}): **${kib(homeJsBrotli)}** of ${kib(HOME_JS_BROTLI_BUDGET)}.`,
  '',
  `Stylesheets (docs/design-system.md): the common one, linked by every page, **${kib(cssBrotli)}** of`,
  `${kib(COMMON_CSS_BROTLI_BUDGET)}; each screen sheet at most ${kib(SHEET_BROTLI_BUDGET)}: ${sheets.map((sheet) => `${sheet.name} ${kib(sheet.brotli)}`).join(', ')}.`,
  `The home page's CSS (common + home): ${kib(homeCssBrotli)}; JavaScript and CSS together ${kib(homeJsBrotli + homeCssBrotli)}.`,
  '',
  `Cabinet screens, all their JS (entry, header islands ${HEADER_ISLANDS.join(', ')}, the screen's island),`,
  `budget ${kib(CABINET_PAGE_BROTLI_BUDGET)} each: ${cabinetPages.map((p) => `${p.page} ${kib(p.brotli)}`).join(', ')}.`,
  `Island budget exceptions: ${Object.entries(ISLAND_BUDGET_EXCEPTIONS).map(([name, budget]) => `${name} ${kib(budget)} (chart library, decision 015)`).join(', ')}.`,
  '',
  '| island | files | raw | brotli |',
  '| --- | ---: | ---: | ---: |',
  ...islands.map((island) =>
    island.withEntry ? `| ${island.name} | in the entry's header chunk | – | – |` : `| ${island.name} | ${island.files.length} | ${kib(island.raw)} | ${kib(island.brotli)} |`,
  ),
];
writeFileSync(join(root, 'bench', 'results', 'islands.md'), `${lines.join('\n')}\n`);
const largest = [...islands].sort((a, b) => b.brotli - a.brotli)[0];
console.log(
  `islands: ${islands.length}, largest ${largest?.name} ${kib(largest?.brotli ?? 0)} brotli (budget ${kib(islandBudget(largest?.name))}); ` +
    `home page JS ${kib(homeJsBrotli)} (budget ${kib(HOME_JS_BROTLI_BUDGET)}); common CSS ${kib(cssBrotli)} (budget ${kib(COMMON_CSS_BROTLI_BUDGET)}); ` +
    `home CSS ${kib(homeCssBrotli)}; largest cabinet page ${kib(Math.max(...cabinetPages.map((p) => p.brotli)))} (budget ${kib(CABINET_PAGE_BROTLI_BUDGET)}); bench/results/islands.md`,
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
