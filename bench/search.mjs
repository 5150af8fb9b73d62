#!/usr/bin/env node
// Search benchmark: the exact statements of src/origin/db/search.ts (bundled for Node with esbuild)
// run with node:sqlite against a seeded catalogue of --materials (default 1,000,000) materials in
// bench/tmp/search-1m.sqlite: single common words, rare words, two-word queries, facet filters
// and title suggestions, ≥ 200 queries per class, p50/p95/p99; plus the size of the index.
//
//   node bench/search.mjs                 # seeds the file the first time (~5 min), then reuses it
//   node bench/search.mjs --fresh         # seed again
//   node bench/search.mjs --materials 100000 --db bench/tmp/search-100k.sqlite
//   node bench/search.mjs --baseline 0cf1599   # also time that commit's statements, query by query
//
// Node ≥ 22 (node:sqlite): run it with node_modules/.bin/node when the system node is older.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { root, run, killAllSync } from './lib/processes.mjs';
import { loadWordForms } from '../scripts/seed.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const MATERIALS = Number(option('materials', 1_000_000));
const DB = join(root, option('db', 'bench/tmp/search-1m.sqlite'));
const FRESH = args.includes('--fresh');
/** A git commit whose search statements are timed too, interleaved with ours ("before" columns). */
const BASELINE = option('baseline', null);
const PER_CLASS = Number(option('queries', 240));
const tmp = join(root, 'bench', 'tmp');
const logs = join(tmp, 'logs');
const resultsDir = join(root, 'bench', 'results');
const say = (line) => console.log(`[search-bench] ${line}`);
const MAIN = ['de', 'es', 'fr', 'gr', 'it'];
/** An inflection ending per main world, for the word_forms class (stem + ending: a form the title may not have). */
const FORM_ENDINGS = { de: 'en', es: 'es', fr: 'es', gr: 'ες', it: 'i' };

process.on('SIGINT', () => {
  killAllSync();
  process.exit(130);
});

const { DatabaseSync } = await import('node:sqlite');

/** A small deterministic PRNG (mulberry32), so every run asks the same queries. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepareDatabase() {
  const ready = () => {
    if (!existsSync(DB)) return false;
    const db = new DatabaseSync(DB, { readOnly: true });
    try {
      const n = db.prepare('SELECT COUNT(*) AS n FROM materials').get().n;
      const terms = db.prepare('SELECT COUNT(*) AS n FROM search_terms').get().n;
      return n >= MATERIALS && terms > 0;
    } catch {
      return false;
    } finally {
      db.close();
    }
  };
  if (!FRESH && ready()) {
    say(`reusing ${DB}`);
    return { seeded: false };
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB}${suffix}`, { force: true });
  say(`creating ${DB} with every migration …`);
  const db = new DatabaseSync(DB);
  for (const file of readdirSync(join(root, 'migrations')).filter((f) => f.endsWith('.sql')).sort()) {
    db.exec(readFileSync(join(root, 'migrations', file), 'utf8'));
  }
  db.close();
  say(`seeding ${MATERIALS.toLocaleString('en')} materials (scripts/seed.mjs) …`);
  const t0 = performance.now();
  await run(process.execPath, ['scripts/seed.mjs', '--materials', String(MATERIALS), '--db', DB, '--now', '2026-11-01', '--force', '--quiet'], {
    log: join(logs, 'search-seed.log'),
    timeoutMs: 1_800_000,
  });
  const seedSeconds = (performance.now() - t0) / 1000;
  const { SEARCH_TERMS_REFRESH } = await import(join(tmp, 'search-sql.mjs'));
  const t1 = performance.now();
  const rw = new DatabaseSync(DB);
  for (const sql of SEARCH_TERMS_REFRESH) rw.exec(sql);
  rw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  rw.close();
  return { seeded: true, seedSeconds, dictionarySeconds: (performance.now() - t1) / 1000 };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Number(v.toFixed(2)));
  return {
    queries: times.length,
    p50ms: round(percentile(sorted, 50)),
    p95ms: round(percentile(sorted, 95)),
    p99ms: round(percentile(sorted, 99)),
    maxms: round(sorted[sorted.length - 1] ?? null),
    meanms: round(times.reduce((s, t) => s + t, 0) / Math.max(1, times.length)),
  };
}

/** Query classes drawn from the seeded data (deterministic). */
function buildQueries(db, wordForms) {
  const random = rng(4242);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const worldOfKey = db.prepare(
    `SELECT (rowid >> 58) AS w FROM materials_fts WHERE materials_fts MATCH ? ORDER BY rowid DESC LIMIT 1`,
  );
  const terms = db.prepare('SELECT term, docs FROM search_terms WHERE length(term) >= 4 ORDER BY docs DESC, term').all();
  const WORLDS_ORDER = ['de', 'es', 'fr', 'gr', 'it', 'bg', 'cn', 'cz', 'dk', 'fi', 'hi', 'hr', 'hu', 'id', 'jp', 'kr', 'kz', 'my', 'nl', 'no', 'pl', 'ro', 'rs', 'se', 'sk', 'th', 'ua'];
  const worldOf = (term) => {
    const row = worldOfKey.get(`{search_title search_body} : "${term}"`);
    return row ? WORLDS_ORDER[Number(row.w) - 1] : null;
  };
  // Common words: the most frequent dictionary words (each asked in the world it is most used in).
  const common = [];
  for (const t of terms) {
    if (common.length >= PER_CLASS) break;
    const world = worldOf(t.term);
    if (world && MAIN.includes(world)) common.push({ world, q: t.term, docs: t.docs });
  }
  // Rare words: the least frequent dictionary words.
  const rare = [];
  for (const t of [...terms].reverse()) {
    if (rare.length >= PER_CLASS) break;
    const world = worldOf(t.term);
    if (world) rare.push({ world, q: t.term, docs: t.docs });
  }
  // Two words from the title of a random material of a main world.
  const maxId = db.prepare('SELECT MAX(id) AS n FROM materials').get().n;
  const byId = db.prepare('SELECT id, world, title, school_type, grade_from, grade_to, subject_id, material_type, price, sale_price, language, is_bundle FROM materials WHERE id >= ? ORDER BY id LIMIT 1');
  const sample = () => byId.get(1 + Math.floor(random() * maxId));
  const words = (title) => title.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  const twoWords = [];
  const filters = [];
  const suggest = [];
  const forms = [];
  while (twoWords.length < PER_CLASS || filters.length < PER_CLASS || suggest.length < PER_CLASS || forms.length < PER_CLASS) {
    const m = sample();
    if (!m || !MAIN.includes(m.world)) continue;
    const ws = words(m.title);
    if (ws.length >= 2 && twoWords.length < PER_CLASS) {
      const a = pick(ws);
      const b = pick(ws.filter((w) => w !== a).length ? ws.filter((w) => w !== a) : ws);
      twoWords.push({ world: m.world, q: `${a} ${b}` });
    }
    if (filters.length < PER_CLASS) {
      // One to three of the material's own facet values, with a common word of its world or none.
      const all = {
        school_type: m.school_type,
        grade: m.grade_from,
        subject: m.subject_id,
        material_type: m.material_type,
        price: m.sale_price !== null ? 'on_sale' : m.price === 0 ? 'free' : 'paid',
        language: m.language === '' ? 'none' : m.language,
        bundle: String(m.is_bundle),
      };
      const keys = Object.keys(all);
      const chosen = {};
      const n = 1 + Math.floor(random() * 3);
      for (let i = 0; i < n; i++) {
        const key = pick(keys);
        chosen[key] = all[key];
      }
      const word = ws.length ? pick(ws) : '';
      filters.push({ world: m.world, q: random() < 0.25 ? '' : word, filters: chosen });
    }
    // Another form of a title word: its stem with an ending of the language, typed as a visitor
    // would ("Bruchrechnen" → "bruchrechnen"; German stems also begin compounds).
    const stemmable = ws.filter((w) => w.length >= 5);
    if (stemmable.length && forms.length < PER_CLASS) {
      const folded = wordForms.foldSearchText(pick(stemmable));
      const stem = wordForms.wordStem(m.world, folded);
      if (stem && stem.length >= 4) forms.push({ world: m.world, q: `${stem}${FORM_ENDINGS[m.world]}` });
    }
    if (ws.length && suggest.length < PER_CLASS) {
      const w = pick(ws);
      suggest.push({ world: m.world, q: w.slice(0, 2 + Math.floor(random() * Math.min(5, w.length - 1))) });
    }
  }
  return { common, rare, twoWords, filters, suggest, forms };
}

async function main() {
  mkdirSync(logs, { recursive: true });
  mkdirSync(resultsDir, { recursive: true });
  say('bundling src/origin/db/search.ts for Node …');
  await run('esbuild', ['src/origin/db/search.ts', '--bundle', '--platform=node', '--format=esm', `--outfile=${join(tmp, 'search-sql.mjs')}`, '--log-level=warning'], {
    log: join(logs, 'search-esbuild.log'),
  });
  let baselineModule = null;
  if (BASELINE) {
    // The baseline's src/ next to ours (inside the repository, so its imports find node_modules).
    const dir = join(tmp, 'baseline');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(BASELINE)} src | tar -x -C ${JSON.stringify(dir)}`], { cwd: root });
    say(`bundling src/origin/db/search.ts of ${BASELINE} (baseline) …`);
    await run('esbuild', [join(dir, 'src/origin/db/search.ts'), '--bundle', '--platform=node', '--format=esm', `--outfile=${join(tmp, 'search-sql-baseline.mjs')}`, '--log-level=warning'], {
      log: join(logs, 'search-esbuild.log'),
    });
    baselineModule = await import(join(tmp, 'search-sql-baseline.mjs'));
  }
  const preparation = await prepareDatabase();
  const sqlModule = await import(join(tmp, 'search-sql.mjs'));
  const { searchStatement, suggestStatement, distinctSuggestions, SEARCH_CANDIDATE_LIMIT } = sqlModule;
  const wordForms = await loadWordForms(root);

  const db = new DatabaseSync(DB, { readOnly: true });
  const materials = db.prepare('SELECT COUNT(*) AS n FROM materials').get().n;
  const queries = buildQueries(db, wordForms);
  const statementCache = new Map();
  const prepare = (sql) => {
    let s = statementCache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      statementCache.set(sql, s);
    }
    return s;
  };

  // With --baseline, each query runs the baseline's statement right before ours, so that both
  // see the same machine load.
  let baselineTimes = null;
  const runSearch = (query, sort = 'relevance') => {
    const options = { world: query.world, q: query.q, page: 1, limit: 24, sort, ...(query.filters ?? {}) };
    if (baselineModule && baselineTimes) {
      const before = baselineModule.searchStatement(options);
      const t0 = performance.now();
      prepare(before.sql).all(...before.binds);
      baselineTimes.push(performance.now() - t0);
    }
    const { sql, binds } = searchStatement(options);
    const started = performance.now();
    const rows = prepare(sql).all(...binds);
    const ms = performance.now() - started;
    const head = rows[0];
    return { ms, total: head?.search_total ?? 0, exact: (head?.search_window ?? 0) < SEARCH_CANDIDATE_LIMIT, items: rows.filter((r) => r.search_pos !== null).length };
  };
  const runSuggest = (query) => {
    const statement = suggestStatement(query.world, query.q);
    const started = performance.now();
    const rows = statement ? prepare(statement.sql).all(...statement.binds) : [];
    const ms = performance.now() - started;
    return { ms, total: distinctSuggestions(rows, 8).length };
  };

  const classes = {
    common_word: { list: queries.common, fn: (q) => runSearch(q) },
    rare_word: { list: queries.rare, fn: (q) => runSearch(q) },
    two_words: { list: queries.twoWords, fn: (q) => runSearch(q) },
    facet_filters: { list: queries.filters, fn: (q) => runSearch(q) },
    common_word_sorted: { list: queries.common, fn: (q, i) => runSearch(q, ['newest', 'price_asc', 'price_desc', 'rating', 'bestseller'][i % 5]) },
    word_forms: { list: queries.forms, fn: (q) => runSearch(q) },
    suggest: { list: queries.suggest, fn: (q) => runSuggest(q) },
  };
  const results = {};
  for (const [name, { list, fn }] of Object.entries(classes)) {
    // One pass to warm the page cache, then the measured pass.
    list.forEach((q, i) => fn(q, i));
    const times = [];
    const timed = [];
    baselineTimes = [];
    let hits = 0;
    let empty = 0;
    let window = 0;
    list.forEach((q, i) => {
      const r = fn(q, i);
      times.push(r.ms);
      timed.push({ ms: Number(r.ms.toFixed(2)), total: r.total, ...q });
      hits += r.total;
      if (r.total === 0) empty++;
      if (r.exact === false) window++;
    });
    const baseline = baselineTimes.length > 0 ? summarize(baselineTimes) : null;
    baselineTimes = null;
    results[name] = { ...summarize(times), meanResults: Number((hits / Math.max(1, list.length)).toFixed(1)), emptyResults: empty, windowFull: window, baseline, examples: list.slice(0, 4), slowest: timed.sort((x, y) => y.ms - x.ms).slice(0, 5) };
    say(`${name.padEnd(20)} p50 ${results[name].p50ms} ms  p95 ${results[name].p95ms} ms  p99 ${results[name].p99ms} ms  (${list.length} queries)${baseline ? `  before: p50 ${baseline.p50ms} p95 ${baseline.p95ms} p99 ${baseline.p99ms}` : ''}`);
  }

  const pageSize = db.prepare('PRAGMA page_size').get().page_size;
  const pageCount = db.prepare('PRAGMA page_count').get().page_count;
  const freePages = db.prepare('PRAGMA freelist_count').get().freelist_count;
  let tables = [];
  try {
    tables = db
      .prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'materials_fts%' OR name LIKE 'search_%terms%' GROUP BY name ORDER BY name")
      .all()
      .map((r) => ({ name: r.name, bytes: Number(r.bytes) }));
  } catch {
    tables = [];
  }
  const ftsBytes = tables.filter((t) => t.name.startsWith('materials_fts')).reduce((s, t) => s + t.bytes, 0);
  const dictionaryBytes = tables.filter((t) => t.name.startsWith('search_')).reduce((s, t) => s + t.bytes, 0);
  const size = { pageSize, pageCount, freePages, databaseBytes: pageSize * pageCount, usedBytes: pageSize * (pageCount - freePages), ftsBytes, dictionaryBytes, tables };
  const docsRange = (list) => (list.length ? [Math.min(...list.map((q) => q.docs)), Math.max(...list.map((q) => q.docs))] : [0, 0]);
  const rareDocs = docsRange(queries.rare);
  const commonDocs = docsRange(queries.common);
  db.close();

  const targets = { p95ms: 20, p99ms: 50 };
  const gated = ['common_word', 'rare_word', 'two_words', 'facet_filters', 'word_forms'];
  const met = gated.every((c) => results[c].p95ms <= targets.p95ms && results[c].p99ms <= targets.p99ms);
  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    sqlite: new DatabaseSync(':memory:').prepare('SELECT sqlite_version() AS v').get().v,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadavg: loadavg().map((l) => Number(l.toFixed(2))) },
    materials,
    candidateLimit: SEARCH_CANDIDATE_LIMIT,
    preparation,
    targets,
    targetsMet: met,
    classes: results,
    size,
  };
  writeFileSync(join(resultsDir, 'search.json'), `${JSON.stringify(report, null, 2)}\n`);
  const mb = (b) => `${(b / 1048576).toFixed(1)} MB`;
  const md = [
    '# Search benchmark',
    '',
    `Generated by \`node bench/search.mjs\` at ${report.generatedAt}: ${materials.toLocaleString('en')} seeded materials,`,
    `node:sqlite (SQLite ${report.sqlite}) on ${report.machine.cpus} × ${report.machine.model} (load average at the end ${report.machine.loadavg.join(' / ')}).`,
    'Every figure is the time of the one statement `src/origin/db/search.ts` builds for the query (search: items of page 1 with 24',
    'per page, total and all eight facets; suggest: the title query), measured in a second pass after a warm-up pass, without',
    `the D1 round trip. Candidate window K = ${SEARCH_CANDIDATE_LIMIT} (docs/search.md).`,
    '',
    `Classes: *common_word* — the ${queries.common.length} most frequent dictionary words (${commonDocs[0].toLocaleString('en')}–${commonDocs[1].toLocaleString('en')} documents), each in`,
    `the world that uses it most; *rare_word* — the least frequent ones (${rareDocs[0].toLocaleString('en')}–${rareDocs[1].toLocaleString('en')} documents: the seed's vocabulary is`,
    'small, so nothing is truly rare); *two_words* — two words of the title of a random material; *facet_filters* — one to three',
    'of a random material\'s own facet values, with one of its title words (75 %) or none; *common_word_sorted* — the common',
    'words under the five other sort orders; *suggest* — 2–6 letter prefixes of title words; *word_forms* — the stem of a',
    'title word (five letters or more) of a random material with an ending of its language (de -en, es/fr -es, it -i, el -ες),',
    'found as typed or by word form (German stems also begin compounds, docs/search.md "Word forms"). *window full* = queries with',
    'more matches than K (total and facets then describe the window, `exact: false`).',
    '',
    ...(BASELINE
      ? [
          `With \`--baseline ${BASELINE}\`: *before* is the statement of that commit for the same query, run right before ours`,
          '(same database, same moment, so the same machine load; suggestions are timed for ours only).',
          '',
          '| class | queries | p50 ms | p95 ms | p99 ms | max ms | before p50 | before p95 | before p99 | mean results | window full |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...Object.entries(results).map(
            ([name, r]) =>
              `| ${name} | ${r.queries} | ${r.p50ms} | ${r.p95ms} | ${r.p99ms} | ${r.maxms} | ${r.baseline?.p50ms ?? '–'} | ${r.baseline?.p95ms ?? '–'} | ${r.baseline?.p99ms ?? '–'} | ${r.meanResults} | ${r.windowFull} |`,
          ),
        ]
      : [
          '| class | queries | p50 ms | p95 ms | p99 ms | max ms | mean results | window full |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...Object.entries(results).map(
            ([name, r]) => `| ${name} | ${r.queries} | ${r.p50ms} | ${r.p95ms} | ${r.p99ms} | ${r.maxms} | ${r.meanResults} | ${r.windowFull} |`,
          ),
        ]),
    '',
    `Targets (p95 ≤ ${targets.p95ms} ms, p99 ≤ ${targets.p99ms} ms for common words, rare words, two words, facet filters, word forms): **${met ? 'met' : 'NOT met'}**.`,
    '',
    '## Index size',
    '',
    `| what | size |`,
    '| --- | ---: |',
    `| whole database (page_count × page_size = ${pageCount} × ${pageSize}) | ${mb(size.databaseBytes)} |`,
    `| · of it free pages (freelist_count ${freePages}) | ${mb(freePages * pageSize)} |`,
    `| materials_fts (all shadow tables, dbstat) | ${mb(ftsBytes)} (${((ftsBytes / size.databaseBytes) * 100).toFixed(1)} %) |`,
    ...tables.map((t) => `| · ${t.name} | ${mb(t.bytes)} |`),
    '',
    preparation.seeded
      ? `Seeding took ${preparation.seedSeconds.toFixed(0)} s (index built by the seed's rebuild), the prefix dictionary ${preparation.dictionarySeconds.toFixed(1)} s.`
      : 'The seeded database was reused from an earlier run (`--fresh` seeds it again).',
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'search.md'), md);
  say(`wrote bench/results/search.json and search.md (targets ${met ? 'met' : 'NOT met'})`);
}

main().catch((error) => {
  console.error(error);
  killAllSync();
  process.exit(1);
});
