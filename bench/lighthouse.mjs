#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling: slow 4G, 4× CPU slow-down) for each page type of the
// storefront, median of 3 runs, against the product as `npm start` serves it, each page fetched
// once before so it comes from the page cache as a visitor's would. Writes bench/results/lighthouse.md.
//
//   node bench/lighthouse.mjs                    # starts the product on a free port
//   node bench/lighthouse.mjs --base http://localhost:8787 --runs 5
//
// Lighthouse is no dependency of the product: it is installed on first use into
// bench/tmp/lighthouse (docs/decisions/017-lighthouse-outside-the-lockfile.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { root, bin, run, start, stop, freePort, killAllSync } from './lib/processes.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const tmp = join(root, 'bench', 'tmp');
const home = join(tmp, 'lighthouse');
const say = (line) => console.log(`[lighthouse] ${line}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Targets for every page type. */
const TARGETS = { performance: 95, lcp: 1800, tbt: 100, cls: 0.02 };

process.on('SIGINT', () => {
  killAllSync();
  process.exit(130);
});

async function ensureLighthouse() {
  const cli = join(home, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (existsSync(cli)) return cli;
  mkdirSync(home, { recursive: true });
  say(`installing lighthouse@${LIGHTHOUSE_VERSION} into bench/tmp/lighthouse`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', home, `lighthouse@${LIGHTHOUSE_VERSION}`], { log: join(tmp, 'lighthouse-install.log') });
  return cli;
}

async function waitFor(url, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** The page types, with a material and an author taken from the search page. */
async function pages(base) {
  const search = await (await fetch(`${base}/de/suchergebnisse?q=mathe`)).text();
  const material = /href="(\/de\/material\/\d+\/[^"]+)"/.exec(search)?.[1];
  if (!material) throw new Error('no material link on the search page');
  const materialHtml = await (await fetch(`${base}${material}`)).text();
  const author = /href="(\/de\/autor\/\d+\/[^"]+)"/.exec(materialHtml)?.[1];
  if (!author) throw new Error('no author link on the material page');
  return [
    ['home', '/de'],
    ['search', '/de/suchergebnisse?q=mathe'],
    ['material', material],
    ['author', author],
    ['cart', '/de/warenkorb'],
    ['login', '/de/anmelden'],
    ['world chooser', '/'],
  ];
}

async function measure(cli, url, index) {
  const out = join(home, `report-${index}.json`);
  rmSync(out, { force: true });
  await run(join(bin, 'node'), [
    cli, url, '--quiet', '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync`,
  ], { env: { CHROME_PATH: chromium }, log: join(tmp, 'lighthouse.log'), timeoutMs: 180_000 });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const breakdown = Object.fromEntries((report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]));
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    mainThread: Object.values(breakdown).reduce((a, b) => a + b, 0),
    dom: report.audits['dom-size-insight']?.details?.items?.[0]?.value?.value ?? NaN,
    bytes: (report.audits['network-requests']?.details?.items ?? []).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again, twice at most. */
async function measureWithRetry(cli, url, index) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(cli, url, index);
    } catch (error) {
      if (attempt >= 3) throw error;
      say(`run failed (${error instanceof Error ? error.message.split('\n')[0].slice(-80) : error}), trying again`);
    }
  }
}

async function main() {
  mkdirSync(tmp, { recursive: true });
  const cli = await ensureLighthouse();
  let base = option('base', null);
  let product = null;
  if (!base) {
    const port = await freePort();
    base = `http://localhost:${port}`;
    say(`starting the product (node scripts/start.mjs, PORT=${port})`);
    product = start('node', ['scripts/start.mjs'], { log: join(tmp, 'lighthouse-product.log'), env: { PORT: String(port) } });
  }
  try {
    await waitFor(`${base}/de`);
    const types = await pages(base);
    const rows = [];
    const before = loadavg().map((n) => n.toFixed(2)).join(' ');
    for (const [name, path] of types) {
      const url = `${base}${path}`;
      for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.arrayBuffer());
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(cli, url, i));
      // The median run by performance score, so every figure of a row comes from one run.
      const byScore = [...runs].sort((a, b) => a.performance - b.performance);
      const mid = byScore[Math.floor(byScore.length / 2)];
      rows.push({ name, path, mid, scores: runs.map((r) => r.performance) });
      say(`${name}: ${runs.map((r) => r.performance).join(' / ')} (LCP ${Math.round(mid.lcp)} ms, TBT ${Math.round(mid.tbt)} ms, CLS ${mid.cls.toFixed(3)})`);
    }
    const after = loadavg().map((n) => n.toFixed(2)).join(' ');
    writeFileSync(join(root, 'bench', 'results', 'lighthouse.md'), report(rows, before, after));
    say('wrote bench/results/lighthouse.md');
  } finally {
    if (product) await stop(product);
  }
}

const ok = (met) => (met ? 'met' : '**not met**');

function report(rows, before, after) {
  const commit = (() => {
    try {
      return readFileSync(join(root, '.git', 'HEAD'), 'utf8').trim();
    } catch {
      return 'unknown';
    }
  })();
  const lines = [
    '# Lighthouse, mobile',
    '',
    `Generated by \`node bench/lighthouse.mjs\` at ${new Date().toISOString()} with Lighthouse ${LIGHTHOUSE_VERSION} and Debian's Chromium`,
    `on ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')} (load average before ${before}, after ${after}; HEAD ${commit}).`,
    'Mobile preset: simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slow-down, 412 × 823 screen. The product as',
    '`npm start` serves it (wrangler dev on workerd); each page fetched three times first, so it comes from the page cache',
    `as most visitors' would. ${RUNS} runs per page; the row is the run with the median performance score.`,
    '',
    `Targets for every page type: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcp} ms, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}.`,
    '',
    '| page type | path | performance (runs) | FCP ms | LCP ms | TBT ms | CLS | speed index ms | main thread ms | DOM elements | transferred KB | accessibility | targets |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { name, path, mid, scores } of rows) {
    const met = mid.performance >= TARGETS.performance && mid.lcp <= TARGETS.lcp && mid.tbt <= TARGETS.tbt && mid.cls <= TARGETS.cls;
    const shown = path.length > 40 ? `${path.slice(0, 40)}…` : path;
    lines.push(
      `| ${name} | \`${shown}\` | ${mid.performance} (${scores.join(', ')}) | ${Math.round(mid.fcp)} | ${Math.round(mid.lcp)} | ${Math.round(mid.tbt)} | ${mid.cls.toFixed(3)} | ${Math.round(mid.si)} | ${Math.round(mid.mainThread)} | ${mid.dom} | ${(mid.bytes / 1024).toFixed(1)} | ${mid.accessibility} | ${ok(met)} |`,
    );
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}

main().catch(async (error) => {
  console.error(error);
  killAllSync();
  process.exit(1);
});
