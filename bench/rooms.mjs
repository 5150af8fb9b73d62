#!/usr/bin/env node
// Learning rooms under load (docs/learning-rooms.md): ROOMS rooms × STUDENTS students on
// `workerd serve`, each student on a WebSocket answering every question once; the teacher of each
// room on its own socket. Measures answers/s, the time from an answer's send to the teacher's
// screen (the `answer` message on the teacher's socket), and workerd's memory per room.
// The LearningRoom object is the production code, bundled with esbuild (bench/workers/rooms-entry.js).
// Run with the project's Node 22 (global WebSocket): `node_modules/.bin/node bench/rooms.mjs`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { bin, freePort, root, run, start, stop, waitForHttp } from './lib/processes.mjs';

const ROOMS = Number(process.env.ROOMS ?? 100);
const STUDENTS = Number(process.env.STUDENTS ?? 30);
const QUESTIONS = 10;
const work = join(root, 'dist', 'bench', 'rooms');
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, 'storage'), { recursive: true });
const say = (text) => console.log(`[rooms-bench] ${text}`);

say('bundle: esbuild bench/workers/rooms-entry.js');
await run(join(bin, 'esbuild'), ['bench/workers/rooms-entry.js', '--bundle', '--format=esm', '--platform=neutral', '--minify', '--external:cloudflare:*', `--outfile=${join(work, 'rooms.js')}`, '--main-fields=module,main', '--conditions=workerd,worker,browser']);
const port = await freePort();
writeFileSync(
  join(work, 'rooms.capnp'),
  `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "rooms", worker = (
      modules = [(name = "rooms.js", esModule = embed "rooms.js")],
      compatibilityDate = "2026-11-01",
      durableObjectNamespaces = [(className = "LearningRoom", uniqueKey = "kreide-bench-learning-rooms", enableSql = true)],
      durableObjectStorage = (localDisk = "room-storage"),
      bindings = [(name = "LEARNING_ROOMS", durableObjectNamespace = "LearningRoom")],
    )),
    (name = "room-storage", disk = (path = ${JSON.stringify(join(work, 'storage'))}, writable = true)),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "rooms")],
);
`,
);
const workerd = start(join(bin, 'workerd'), ['serve', join(work, 'rooms.capnp'), '--experimental'], { log: join(work, 'workerd.log') });
const base = `http://127.0.0.1:${port}`;
await waitForHttp(`${base}/healthz/none`, { statuses: [404], child: workerd, timeoutMs: 30_000 });
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${workerd.pid}/status`, 'utf8'))?.[1] ?? 0);

const CODE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codes = Array.from({ length: ROOMS }, (_, i) => `B${[...String(i).padStart(5, '0')].map((d) => CODE_CHARS[Number(d)]).join('')}`);

function socket(path) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    ws.addEventListener('open', () => resolve(ws), { once: true });
    ws.addEventListener('error', () => reject(new Error(`socket ${path} failed`)), { once: true });
  });
}

say(`${ROOMS} rooms × ${STUDENTS} students, ${QUESTIONS} questions each: opening and joining`);
const sent = new Map();
const latencies = [];
let received = 0;
const teachers = [];
let rssBefore = 0;
for (const code of codes) {
  await (await fetch(`${base}/${code}/open`)).text();
  // The isolate and the first object are loaded: what grows from here is the rooms'.
  if (rssBefore === 0) rssBefore = rssKb();
  const teacher = await socket(`/${code}/socket?role=teacher`);
  teacher.addEventListener('message', (event) => {
    const m = JSON.parse(String(event.data));
    if (m.type !== 'answer') return;
    const at = sent.get(`${code}:${m.studentId}:${m.questionId}`);
    if (at !== undefined) latencies.push(performance.now() - at);
    received += 1;
  });
  teachers.push(teacher);
}
const students = [];
for (const code of codes) {
  const joined = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => fetch(`${base}/${code}/join?nickname=S${i}`).then((r) => r.json())));
  for (const j of joined) {
    const ws = await socket(`/${code}/socket?role=student&key=${j.key}`);
    students.push({ code, id: j.studentId, ws });
  }
}
const rssJoined = rssKb();
say(`joined: ${students.length} student sockets, ${teachers.length} teacher sockets; workerd RSS ${Math.round(rssJoined / 1024)} MB`);

const total = students.length * QUESTIONS;
const started = performance.now();
for (let q = 1; q <= QUESTIONS; q++) {
  for (const s of students) {
    sent.set(`${s.code}:${s.id}:q${q}`, performance.now());
    s.ws.send(JSON.stringify({ type: 'answer', questionId: `q${q}`, answer: { kind: 'single', choice: q % 2 ? 'a' : 'b' } }));
  }
  // One question at a time across the whole school: a class answers together, not all at once.
  while (received < (students.length * q)) await new Promise((resolve) => setTimeout(resolve, 5));
}
const seconds = (performance.now() - started) / 1000;
const rssAfter = rssKb();
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
for (const ws of [...teachers, ...students.map((s) => s.ws)]) ws.close();
await stop(workerd);

const figures = {
  answers: total,
  answersPerSecond: Math.round(total / seconds),
  p50: pct(50),
  p95: pct(95),
  p99: pct(99),
  perRoomKb: Math.round((rssAfter - rssBefore) / Math.max(1, ROOMS - 1)),
  rssMb: Math.round(rssAfter / 1024),
};
const md = `# Learning rooms under load

Run ${new Date().toISOString()} on ${cpus().length} cores (shared with other work; load average ${loadavg()[0].toFixed(1)} at the end), \`workerd serve\` (${join('node_modules', '.bin', 'workerd')}),
the production \`LearningRoom\` object bundled with esbuild behind a thin router (bench/workers/rooms-entry.js), SQLite-backed
object storage on local disk, Node 22's WebSocket as the clients, all on one machine. Script: \`bench/rooms.mjs\`.

${ROOMS} rooms × ${STUDENTS} students (${students.length} student sockets, ${ROOMS} teacher sockets), ${QUESTIONS} single-choice questions;
every student answers every question over their socket, one question at a time across all rooms.

| figure | value |
|---|---|
| answers stored and scored | ${total} |
| answers/s (send of the first to the teacher's receipt of the last) | ${figures.answersPerSecond} |
| answer sent → the teacher's socket has it: p50 / p95 / p99 | ${figures.p50} / ${figures.p95} / ${figures.p99} ms |
| workerd memory per room (RSS growth from the first room open to after the answers ÷ the other rooms; includes the sockets) | ${figures.perRoomKb} KB |
| workerd RSS after the run | ${figures.rssMb} MB |

Not measured here: the edge and origin workers in front of the object (the socket's upgrade goes through both in production,
the answers then do not), D1 (joins and answers do not use it), and Cloudflare's network. One workerd process holds every
object here; on Cloudflare each room's object may run elsewhere. Every question is a wave of ${students.length} answers sent at
once to one process, so the times include the wave's queue: an answer waits for the ones sent before it.
`;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'learning-rooms.md'), md);
console.log(md);
