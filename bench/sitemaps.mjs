#!/usr/bin/env node
// Sitemap benchmark (docs/search-engines.md): the exact statements of src/origin/db/sitemaps.ts
// (bundled for Node with esbuild, run through a small D1-shaped wrapper over node:sqlite) against a
// catalogue of --materials (default 1,000,000) materials, most of them in world de, built directly
// in bench/tmp/sitemaps-{n}.sqlite with the columns the statements read and the indexes of
// migrations/0026_sitemaps.sql (~15 s the first time, then reused).
// (1) The statements alone: the plan, one 50,000-URL materials file page by page, the authors file.
// (2) Through the production edge bundle on `workerd serve`: /sitemap.xml and one 50,000-URL file,
//     time to first byte and total, with a Node origin that answers v3/sitemaps/* with the same
//     statements over the same file (counting calls and rows). Raw workerd has no Cache API
//     (null cache): every file is built, as on a cache miss.
// Writes bench/results/sitemaps.md.
//
//   node_modules/.bin/node bench/sitemaps.mjs [--materials 1000000] [--fresh]
//
// Node ≥ 22 (node:sqlite).
import http from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { bin, freePorts, killAllSync, root, run, start, stopAll, waitForHttp } from './lib/processes.mjs';

process.on('SIGINT', () => {
  killAllSync();
  process.exit(130);
});

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const MATERIALS = Number(option('materials', 1_000_000));
const tmp = join(root, 'bench', 'tmp');
const DB = join(tmp, `sitemaps-${MATERIALS}.sqlite`);
const say = (line) => console.log(`[sitemaps-bench] ${line}`);
const { DatabaseSync } = await import('node:sqlite');

function seed() {
  rmSync(DB, { force: true });
  const db = new DatabaseSync(DB);
  db.exec(`
    CREATE TABLE users (id INTEGER PRIMARY KEY, slug TEXT NOT NULL, is_seller INTEGER NOT NULL DEFAULT 0, deleted_at TEXT);
    CREATE TABLE materials (id INTEGER PRIMARY KEY, world TEXT NOT NULL, author_id INTEGER NOT NULL, slug TEXT NOT NULL,
      is_active INTEGER NOT NULL DEFAULT 1, deleted_at TEXT, created_at TEXT NOT NULL, published_at TEXT, updated_at TEXT);
    CREATE TABLE posts (id INTEGER PRIMARY KEY, world TEXT, slug TEXT, status TEXT, published_at TEXT, updated_at TEXT, deleted_at TEXT);
    CREATE TABLE help_articles (id INTEGER PRIMARY KEY, world TEXT, slug TEXT, status TEXT, updated_at TEXT);
    CREATE TABLE content_pages (world TEXT, page_key TEXT, published_revision_id INTEGER, published_at TEXT);
  `);
  db.exec(readFileSync(join(root, 'migrations', '0026_sitemaps.sql'), 'utf8'));
  const authors = Math.max(100, Math.round(MATERIALS / 50));
  const worlds = ['de', 'de', 'de', 'de', 'de', 'de', 'es', 'fr', 'gr', 'it'];
  db.exec('BEGIN');
  const user = db.prepare('INSERT INTO users (id, slug, is_seller) VALUES (?, ?, 1)');
  for (let i = 1; i <= authors; i++) user.run(i, `autorin-${i}`);
  const material = db.prepare('INSERT INTO materials (id, world, author_id, slug, is_active, created_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (let i = 1; i <= MATERIALS; i++) {
    const date = new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86_400_000).toISOString();
    // One in twenty is not live (draft, unpublished): the statements must skip them.
    material.run(i, worlds[i % worlds.length], 1 + (i % authors), `arbeitsblatt-bruchrechnung-klasse-6-${i}`, i % 20 === 0 ? 0 : 1, date, date);
  }
  db.exec('COMMIT');
  db.exec('ANALYZE');
  db.close();
}

/** The few D1 methods the statements use, over node:sqlite. */
function d1(db) {
  const prepare = (sql) => {
    const statement = db.prepare(sql);
    let params = [];
    const bound = {
      bind: (...values) => ((params = values), bound),
      all: async () => ({ results: statement.all(...params) }),
      first: async () => statement.get(...params) ?? null,
    };
    return bound;
  };
  return { prepare, batch: async (statements) => Promise.all(statements.map((s) => s.all())) };
}

const time = async (fn) => {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
};

const escapeXml = (text) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]);

mkdirSync(tmp, { recursive: true });
const seeded = existsSync(DB) && !args.includes('--fresh') ? { ms: 0 } : await time(async () => seed());
say(`catalogue ready (${MATERIALS} materials${seeded.ms ? `, seeded in ${(seeded.ms / 1000).toFixed(1)} s` : ', reused'})`);
await run('esbuild', ['src/origin/db/sitemaps.ts', '--bundle', '--platform=node', '--format=esm', `--outfile=${join(tmp, 'sitemaps-sql.mjs')}`, '--log-level=warning'], {
  log: join(tmp, 'sitemaps-esbuild.log'),
});
const { sitemapStarts, sitemapRows, publishedContentPages } = await import(join(tmp, 'sitemaps-sql.mjs'));
const raw = new DatabaseSync(DB, { readOnly: true });
const db = d1(raw);
const live = raw.prepare("SELECT COUNT(*) AS n FROM materials WHERE world = 'de' AND is_active = 1 AND deleted_at IS NULL").get().n;

const plan = await time(async () => ({ worlds: await sitemapStarts(db, 50_000), content: await publishedContentPages(db) }));
const starts = plan.value.worlds.de.materials;
const liveAll = raw.prepare('SELECT COUNT(*) AS n FROM materials WHERE is_active = 1 AND deleted_at IS NULL').get().n;

/** One file: pages of 10,000 by keyset, each turned into XML as the edge does. */
async function file(kind, from, to) {
  let first = null;
  let rows = 0;
  let bytes = 0;
  const total = await time(async () => {
    let next = from;
    while (next !== null) {
      const page = await time(() => sitemapRows(db, { world: 'de', kind, from: next, to: to ?? Number.MAX_SAFE_INTEGER, limit: 10_000 }));
      first ??= page.ms;
      const xml = page.value.rows
        .map((row) => `<url><loc>${escapeXml(`https://kreide.example/de/material/${row.id}/${row.slug}`)}</loc><lastmod>${row.lastmod}</lastmod></url>\n`)
        .join('');
      bytes += Buffer.byteLength(xml);
      rows += page.value.rows.length;
      next = page.value.next;
    }
  });
  return { first, total: total.ms, rows, bytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await file('materials', starts[1], starts[2]));
const materialsFile = { first: median(runs.map((r) => r.first)), total: median(runs.map((r) => r.total)), rows: runs[0].rows, bytes: runs[0].bytes };
const authorStarts = plan.value.worlds.de.authors;
const authorsFile = await file('authors', authorStarts[0], authorStarts[1]);
const queryPlan = raw
  .prepare("EXPLAIN QUERY PLAN SELECT m.id FROM materials m WHERE m.world = 'de' AND m.is_active = 1 AND m.deleted_at IS NULL AND m.id >= 1 AND m.id < 99999 ORDER BY m.id LIMIT 10000")
  .all()
  .map((r) => r.detail)
  .join('; ');


// (2) Through the edge on workerd serve.
const q = (text) => JSON.stringify(String(text));
const counters = { calls: 0, rows: 0 };
let cachedPlan = null;
/** The origin's two sitemap calls over the same file (the plan kept after the first ask, as the origin's KV does). */
const origin = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://origin');
  const json = (data, status = 200) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(data));
  };
  counters.calls++;
  if (url.pathname === '/api/v3/sitemaps/plan') {
    const size = Number(url.searchParams.get('size'));
    cachedPlan ??= { size, worlds: await sitemapStarts(db, size), contentPages: await publishedContentPages(db) };
    return json({ data: cachedPlan });
  }
  if (url.pathname === '/api/v3/sitemaps/rows') {
    const p = url.searchParams;
    const data = await sitemapRows(db, {
      world: p.get('world'), kind: p.get('kind'), from: Number(p.get('from')),
      to: p.get('to') ? Number(p.get('to')) : Number.MAX_SAFE_INTEGER, limit: Number(p.get('limit')),
    });
    counters.rows += data.rows.length;
    return json({ data });
  }
  // The landings' menu and searches: not what is measured here.
  if (url.pathname === '/api/v3/mega-menu/get-subjects') return json({ data: [] });
  if (url.pathname === '/api/v3/search') return json({ data: { items: [], total: 1 } });
  return json({ error: { code: 'not_found', message: url.pathname } }, 404);
});

function edgeSettings() {
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const flags = [...(/^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return { date, flags };
}

function workerdConfig({ modules, port, originPort, file }) {
  const { date, flags } = edgeSettings();
  const vars = { ENVIRONMENT: 'production', ORIGIN_URL: '', BUILD_ID: 'bench', EDGE_ORIGIN_KEY: 'bench-sitemaps-edge-origin-key' };
  const embed = (path) => q(relative(dirname(file), path));
  const moduleLines = modules
    .map((path) => (/\.m?js$/.test(path) ? `(name = ${q(basename(path))}, esModule = embed ${embed(path)})` : path.endsWith('.wasm') ? `(name = ${q(basename(path))}, wasm = embed ${embed(path)})` : `(name = ${q(basename(path))}, data = embed ${embed(path)})`))
    .join(',\n        ');
  const helper = (name, worker) => `(name = ${q(name)}, worker = (modules = [(name = ${q(worker)}, esModule = embed ${embed(join(root, 'bench', 'workers', worker))})], compatibilityDate = ${q(date)}))`;
  writeFileSync(
    file,
    `# Generated by bench/sitemaps.mjs: do not edit, do not commit.
using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "edge", worker = (
      modules = [
        ${moduleLines},
      ],
      compatibilityDate = ${q(date)},
      ${flags.length ? `compatibilityFlags = [${flags.map(q).join(', ')}],` : ''}
      bindings = [
        (name = "ORIGIN", service = "origin"),
        (name = "ASSETS", service = "null-cache"),
        (name = "EDGE_CACHE", kvNamespace = "memory-kv"),
        ${Object.entries(vars).map(([name, value]) => `(name = ${q(name)}, text = ${q(value)}),`).join('\n        ')}
      ],
      cacheApiOutbound = "null-cache",
    )),
    (name = "origin", external = (address = ${q(`127.0.0.1:${originPort}`)}, http = ())),
    ${helper('memory-kv', 'memory-kv.js')},
    ${helper('null-cache', 'null-cache.js')},
  ],
  sockets = [(name = "edge", address = ${q(`127.0.0.1:${port}`)}, http = (), service = "edge")],
);
`,
  );
}

/** Time to first byte and total of one GET, and the body's size. */
function timedGet(port, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = null;
    let bytes = 0;
    const request = http.get({ host: '127.0.0.1', port, path, headers: { 'user-agent': 'kreide-bench' } }, (response) => {
      response.on('data', (chunk) => {
        firstByte ??= performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode, ttfb: firstByte ?? performance.now() - started, total: performance.now() - started, bytes }));
    });
    request.on('error', reject);
  });
}

const out = join(root, 'dist', 'bench-sitemaps');
mkdirSync(join(tmp, 'logs'), { recursive: true });
say('build: wrangler deploy --dry-run (edge)');
rmSync(join(out, 'edge'), { recursive: true, force: true });
// wrangler wants the assets directory to exist; the sitemaps need none of the client.
mkdirSync(join(root, 'dist', 'client'), { recursive: true });
await run(join(bin, 'wrangler'), ['deploy', '--dry-run', '--outdir', join(out, 'edge'), '-c', join(root, 'wrangler.toml')], { log: join(tmp, 'logs', 'sitemaps-build.log') });
const files = readdirSync(join(out, 'edge')).filter((f) => !/\.(map|md)$/.test(f));
const entry = files.find((f) => /^index\.m?js$/.test(f));
const modules = [entry, ...files.filter((f) => f !== entry)].map((f) => join(out, 'edge', f));
const [port, originPort] = await freePorts(2);
await new Promise((resolve) => origin.listen(originPort, '127.0.0.1', resolve));
const capnp = join(tmp, 'sitemaps.capnp');
workerdConfig({ modules, port, originPort, file: capnp });
const workerd = start(join(bin, 'workerd'), ['serve', capnp], { log: join(tmp, 'logs', 'sitemaps-workerd.log') });
let edge;
try {
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: workerd });
  const measure = async (path) => {
    const before = { ...counters };
    const result = await timedGet(port, path);
    if (result.status !== 200) throw new Error(`${path} answered ${result.status}`);
    return { ...result, calls: counters.calls - before.calls, rows: counters.rows - before.rows };
  };
  const indexCold = await measure('/sitemap.xml');
  const indexWarm = await measure('/sitemap.xml');
  const fileRuns = [];
  for (let i = 0; i < 3; i++) fileRuns.push(await measure('/sitemaps/de/materials-2.xml'));
  edge = { indexCold, indexWarm, file: { ...fileRuns[0], ttfb: median(fileRuns.map((r) => r.ttfb)), total: median(fileRuns.map((r) => r.total)) } };
} finally {
  await stopAll();
  origin.close();
}
const ms = (value) => `${value.toFixed(0)} ms`;
const lines = [
  '# Sitemaps at 1,000,000 materials',
  '',
  `Run ${new Date().toISOString()} on ${cpus().length} cores (load ${loadavg().map((l) => l.toFixed(2)).join(' ')}), Node ${process.version}, node:sqlite,`,
  `\`node bench/sitemaps.mjs --materials ${MATERIALS}\`. The exact statements of src/origin/db/sitemaps.ts; ${liveAll} live materials`,
  `(${live} in de), one in twenty not live. Not on workerd/D1: D1's network hop and the edge's streaming are not in these times.`,
  '',
  '| what | time | rows read | output |',
  '|---|---|---|---|',
  `| plan (index): the start of every file of every kind and world, one pass | ${plan.ms.toFixed(0)} ms | ${liveAll} materials (+ their distinct authors) | ${Object.values(plan.value.worlds).reduce((n, w) => n + w.materials.length + w.authors.length, 0)} file starts |`,
  `| one 50,000-URL materials file (de, part 2): first page of 10,000 (origin share of TTFB) | ${materialsFile.first.toFixed(1)} ms | 10,000 | |`,
  `| same file, all 5 pages + XML | ${materialsFile.total.toFixed(0)} ms | ${materialsFile.rows} (keyset: only the file's rows) | ${(materialsFile.bytes / 1e6).toFixed(1)} MB |`,
  `| authors file (de, part 1) | ${authorsFile.total.toFixed(0)} ms | the live materials of its authors (group by author) | ${authorsFile.rows} URLs |`,
  '',
  '## Through the edge (production bundle on `workerd serve`)',
  '',
  'The edge bundle of `wrangler deploy --dry-run`; its origin is a Node server answering `v3/sitemaps/plan` and',
  '`v3/sitemaps/rows` with the same statements over the same file (no network hop of D1). Raw workerd has no',
  'Cache API, so each file is built as on a cache miss; the plan is kept by the origin after its first ask.',
  '',
  '| request | time to first byte | total | origin calls | rows read by the row calls | size |',
  '|---|---|---|---|---|---|',
  `| /sitemap.xml, plan not yet made | ${ms(edge.indexCold.ttfb)} | ${ms(edge.indexCold.total)} | ${edge.indexCold.calls} | — (plan: every live row once) | ${(edge.indexCold.bytes / 1e3).toFixed(1)} kB |`,
  `| /sitemap.xml, plan kept | ${ms(edge.indexWarm.ttfb)} | ${ms(edge.indexWarm.total)} | ${edge.indexWarm.calls} | 0 | ${(edge.indexWarm.bytes / 1e3).toFixed(1)} kB |`,
  `| /sitemaps/de/materials-2.xml (50,000 URLs, median of 3) | ${ms(edge.file.ttfb)} | ${ms(edge.file.total)} | ${edge.file.calls} | ${edge.file.rows} | ${(edge.file.bytes / 1e6).toFixed(1)} MB |`,
  '',
  `Query plan of a page: \`${queryPlan}\`.`,
  '',
  'The plan runs once an hour per URL limit (origin KV), the files once an hour per host (edge Cache API),',
  'so a crawler reading all files of de costs about one plan and one pass over the live rows per hour.',
  '',
];
writeFileSync(join(root, 'bench', 'results', 'sitemaps.md'), lines.join('\n'));
say(lines.join('\n'));
raw.close();
