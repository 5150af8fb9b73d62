#!/usr/bin/env node
// Where the render path spends its CPU: runs the production edge bundle in-process in Node with
// the recorded origin answers (no Cache API, so every `?r=n` request renders), profiles it with
// V8's sampling profiler and prints the top functions by self and by inclusive time, and how
// much heap the isolate's page memory cache holds once full (500 pages).
//
//   node bench/profile.mjs [path=/de] [requests=1500]
//
// Needs dist/bench/edge/index.js and bench/tmp/origin-recording.json from `npm run bench`.
// Node's V8 is not workerd's, so shares are indicative; the profile is in bench/tmp/.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Session } from 'node:inspector/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { root } from './lib/processes.mjs';
import { replayKey } from './workers/replay-key.js';
import { BROWSER_UA } from './lib/load.mjs';

const path = process.argv[2] ?? '/de';
const requests = Number(process.argv[3] ?? 1500);
const bundle = join(root, 'dist', 'bench', 'edge', 'index.js');
const recordingFile = join(root, 'bench', 'tmp', 'origin-recording.json');
if (!existsSync(bundle) || !existsSync(recordingFile)) {
  console.error('run `npm run bench` first (needs dist/bench/edge/index.js and bench/tmp/origin-recording.json)');
  process.exit(1);
}

const recording = JSON.parse(readFileSync(recordingFile, 'utf8'));
const kv = new Map();
const env = {
  ORIGIN: {
    fetch: async (request) => {
      const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const answer = recording.entries[replayKey(request.method, new URL(request.url), body)];
      return answer ? new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }) : Response.json({}, { status: 404 });
    },
  },
  EDGE_CACHE: {
    get: async (key, type) => (kv.has(key) ? (type === 'json' ? JSON.parse(kv.get(key)) : kv.get(key)) : null),
    put: async (key, value) => void kv.set(key, value),
  },
  ASSETS: { fetch: async (request) => new Response(readFileSync(join(root, 'dist', 'bench', 'client', new URL(request.url).pathname))) },
  ENVIRONMENT: 'production',
  ORIGIN_URL: '',
  BUILD_ID: 'bench',
  EDGE_ORIGIN_KEY: 'bench-edge-origin-key-not-the-dev-one',
};
const edge = (await import(pathToFileURL(bundle).href)).default;
const ctx = { waitUntil() {}, passThroughOnException() {} };
const once = async (n) => {
  const url = `http://127.0.0.1${path}${path.includes('?') ? '&' : '?'}r=${n}`;
  const response = await edge.fetch(new Request(url, { headers: { 'user-agent': BROWSER_UA } }), env, ctx);
  await response.arrayBuffer();
  if (response.headers.get('x-kreide-cache') !== 'MISS') throw new Error(`${url}: expected a render, got ${response.status} ${response.headers.get('x-kreide-cache')}`);
};

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};
await once(0);
const heapBefore = heapMb(); // one page cached, modules and translations loaded
for (let n = 1; n < 200; n += 1) await once(n);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const started = performance.now();
for (let n = 0; n < requests; n += 1) await once(1000 + n);
const elapsed = performance.now() - started;
const { profile } = await session.post('Profiler.stop');
session.disconnect();
const cached = Math.min(500, 200 + requests); // src/edge/render/html-cache.ts MEMORY_LIMIT
const heapAfter = heapMb();
const out = join(root, 'bench', 'tmp', `profile${path.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const sampled = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  sampled.set(id, (sampled.get(id) ?? 0) + dt);
  total += dt;
});
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.split('/').slice(-2).join('/') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
};
const self = new Map();
const inclusive = new Map();
for (const [id, dt] of sampled) {
  const key = label(nodes.get(id));
  self.set(key, (self.get(key) ?? 0) + dt);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = label(nodes.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
  }
}
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, dt]) => `${((dt / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(`${path}: ${requests} renders, ${(elapsed / requests).toFixed(3)} ms each (in Node, profiler on)\nprofile: ${out}\n`);
console.log(`self time\n${top(self, 25)}\n\ninclusive time\n${top(inclusive, 40)}`);
console.log(
  `\nheap after GC: ${heapBefore.toFixed(1)} MB with 1 page cached, ${heapAfter.toFixed(1)} MB with ${cached} cached: ` +
    `~${(((heapAfter - heapBefore) * 1000) / (cached - 1)).toFixed(0)} KB per cached page`,
);
