#!/usr/bin/env node
// Builds what an operator deploys: the browser islands (Vite) and both workers with their
// production configuration (`wrangler deploy --dry-run --env production`, docs/deploy.md), then
// measures the gzip size of each worker's upload and fails above the Workers size limit.
// Figures go to stdout and bench/results/bundles.md.
//   node scripts/check-bundles.mjs            client build + both workers
//   node scripts/check-bundles.mjs --no-client  the workers only (dist/client must exist)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { quietEnv, root } from './lib.mjs';

/**
 * The Workers size limit of the paid plan: 10 MiB of compressed upload per worker (the free plan
 * allows 3 MiB). The figure counts the modules wrangler uploads, not the static assets.
 */
const WORKER_GZIP_LIMIT = 10 * 1024 * 1024;
const FREE_PLAN_GZIP_LIMIT = 3 * 1024 * 1024;

const WORKERS = [
  { name: 'edge', config: 'wrangler.toml' },
  { name: 'origin', config: 'src/origin/wrangler.toml' },
];

/** Runs a command quietly: its output is shown only when it fails. */
function runQuiet(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** The modules of a dry-run output directory that wrangler uploads (no source maps, no README). */
function uploadedModules(outdir) {
  return readdirSync(outdir)
    .filter((file) => !/\.(map|md)$/.test(file))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(outdir, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${bytes / 1024 / 1024} MiB`;

async function main() {
  if (!process.argv.includes('--no-client')) {
    await runQuiet('node', ['scripts/locales-index.mjs', '--check']);
    await runQuiet('node', ['scripts/islands-index.mjs', '--check']);
    await runQuiet('vite', ['build', '--logLevel', 'warn']);
  }
  if (!existsSync(join(root, 'dist', 'client'))) throw new Error('dist/client is missing: build the client first (npm run build)');
  const wranglerVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'wrangler', 'package.json'), 'utf8')).version;

  const results = [];
  for (const worker of WORKERS) {
    const outdir = join(root, 'dist', 'bundles', worker.name);
    rmSync(outdir, { recursive: true, force: true });
    await runQuiet('wrangler', ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir, '-c', worker.config]);
    const modules = uploadedModules(outdir);
    if (!modules.some((m) => /^index\.m?js$/.test(m.file))) throw new Error(`${worker.name}: no index.js in ${outdir}`);
    const bytes = modules.reduce((sum, m) => sum + m.bytes, 0);
    const gzip = modules.reduce((sum, m) => sum + m.gzip, 0);
    results.push({ ...worker, modules, bytes, gzip });
    console.log(
      `bundle ${worker.name}: ${kib(bytes)} raw, ${kib(gzip)} gzip = ${((gzip / WORKER_GZIP_LIMIT) * 100).toFixed(1)} % of the ${mib(WORKER_GZIP_LIMIT)} limit` +
        ` (${modules.map((m) => `${m.file.replace(/^[0-9a-f]{40}-/, '')} ${kib(m.gzip)}`).join(', ')})`,
    );
  }

  const lines = [
    '# Worker bundle sizes',
    '',
    'Written by `scripts/check-bundles.mjs` (part of `npm test`): both workers built with their',
    'production configuration, `wrangler deploy --dry-run --env production`, as docs/deploy.md deploys',
    'them. Sizes are of the modules wrangler uploads (no source maps, no static assets), gzip by',
    '`node:zlib` at its default level, one module at a time. The check fails above the paid plan\'s',
    `limit of ${mib(WORKER_GZIP_LIMIT)} compressed per worker; the free plan allows ${mib(FREE_PLAN_GZIP_LIMIT)}.`,
    `wrangler ${wranglerVersion}.`,
    '',
    '| worker | module | raw | gzip |',
    '| --- | --- | ---: | ---: |',
  ];
  for (const r of results) {
    for (const m of r.modules) lines.push(`| ${r.name} | ${m.file.replace(/^[0-9a-f]{40}-/, '')} | ${kib(m.bytes)} | ${kib(m.gzip)} |`);
    lines.push(`| **${r.name}** | **total** | **${kib(r.bytes)}** | **${kib(r.gzip)}** (${((r.gzip / WORKER_GZIP_LIMIT) * 100).toFixed(1)} % of the limit) |`);
  }
  writeFileSync(join(root, 'bench', 'results', 'bundles.md'), `${lines.join('\n')}\n`);

  const tooBig = results.filter((r) => r.gzip > WORKER_GZIP_LIMIT);
  if (tooBig.length > 0) {
    throw new Error(tooBig.map((r) => `${r.name} worker is ${kib(r.gzip)} gzip, over the ${mib(WORKER_GZIP_LIMIT)} Workers limit`).join('\n'));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
