#!/usr/bin/env node
// Live notification fan-out figures: runs the fan-out suite (test/workers/notifications-fanout.test.ts)
// in workerd and writes what it measured to bench/results/notifications.md. The suite asserts the
// outcome itself (every follower one row, every socket its message); this script only records times.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--config', 'vitest.workers.config.ts', 'test/workers/notifications-fanout.test.ts'],
  { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 },
);
const output = `${result.stdout}\n${result.stderr}`;
const match = /NOTIFICATIONS fanout (\{.*\})/.exec(output);
if (result.status !== 0 || !match) {
  console.error(output);
  console.error('[notifications-bench] the fan-out suite failed; no figures written');
  process.exit(1);
}
const f = JSON.parse(match[1]);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const md = `# Live notifications: fan-out

Run ${new Date().toISOString()} on ${cpus().length} cores (shared), workerd via @cloudflare/vitest-plugin, local D1 and
local Durable Objects. Suite: \`test/workers/notifications-fanout.test.ts\` (${seconds} s including start-up and seeding).
The suite asserts every outcome; the times are what it measured.

| scenario | figure |
|---|---|
| an author with ${f.followers} followers has a material approved: until the answer, i.e. until the last of the ${f.followers} rows is stored (one \`INSERT … SELECT\` in the approval's D1 batch) | ${f.storedMs} ms |
| then the push to the ${f.sockets} followers with an open socket (after the answer, \`waitUntil\`, 50 objects at a time) | ${f.pushMs} ms → ${f.fanoutMessagesPerSecond} messages/s |
| approval start until the last of the ${f.sockets} sockets has its message | ${f.deliveredMs} ms |
| a burst: ${f.burst} notifications to each of the ${f.sockets} connected users, one \`notify()\` per event (store + push) | ${f.burstMs} ms → ${f.burstMessagesPerSecond} messages/s |

The ${f.followers - f.sockets} followers without a socket cost no object call: the push reads only \`notification_listeners\`
(docs/notifications.md, "Fan-out"). Not measured here: the production bundles on \`workerd serve\`
(this suite runs the source in the vitest pool's workerd) and Cloudflare's real D1 latency.
`;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'notifications.md'), md);
console.log(md);
