// bench/results/foundation.json (every figure) and foundation.md (the tables people read).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const fixed = (value, digits = 2) => (value === null || value === undefined ? '–' : Number(value).toFixed(digits));
const yes = (met) => (met ? '**met**' : '**not met**');

function scenarioTable(result) {
  const ratio = Object.fromEntries(result.ratios.pages.map((r) => [r.name, r]));
  const rows = result.scenarios.map((s) => {
    const r = ratio[s.name];
    return `| ${s.name} | \`${s.sample.length > 48 ? `${s.sample.slice(0, 45)}…` : s.sample}\` | ${fixed(s.load.rps, 0)} | ${r ? `${fixed(r.rpsOverStatic)}×` : '(base)'} | ${fixed(s.load.latencyMs.p50)} | ${fixed(s.load.latencyMs.p99)} | ${fixed(s.single.ttfbMs.p50)} | ${fixed(s.single.latencyMs.p50)} | ${fixed(s.load.workerdCpuUsPerRequest, 0)} | ${r?.cpuStaticOverPage ? `${fixed(r.cpuStaticOverPage)}×` : '(base)'} | ${Object.entries(s.load.cache).map(([k, v]) => `${k} ${v}`).join(', ') || '–'} | ${fixed(s.otherCores)}${s.noisy ? ' ⚠' : ''}${s.attempts > 1 ? ` (best of ${s.attempts})` : ''} |`;
  });
  return [
    '| scenario | path | req/s | ÷ static | p50 ms | p99 ms | TTFB p50 ms (1 conn) | full page p50 ms (1 conn) | workerd CPU µs/req | CPU: static ÷ page | x-kreide-cache | other processes (cores) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...rows,
  ].join('\n');
}

function headFirstTable(result) {
  const rows = result.headFirst.map((h) => `| ${h.name} | ${fixed(h.single.ttfbMs.p50)} | ${fixed(h.single.latencyMs.p50)} | ${h.single.completed} |`);
  return ['| scenario (1 connection) | TTFB p50 ms | full page p50 ms | requests |', '|---|---:|---:|---:|', ...rows].join('\n');
}

function rendererTable(result) {
  const rows = [];
  for (const [type, w] of Object.entries(result.renderers.workerd)) {
    const n = result.renderers.node[type];
    rows.push(
      `| ${type} | ${fixed(w.string.cpuUsPerOp, 0)} | ${fixed(w.stream.cpuUsPerOp, 0)} | ${fixed(w.string.opsPerSec, 0)} | ${fixed(w.stream.opsPerSec, 0)} | **${fixed(w.stringOverStream)}×** | ${fixed(n.string.opsPerSec, 0)} | ${fixed(n.stream.opsPerSec, 0)} | **${fixed(n.stringOverStream)}×** | ${w.output.equal ? 'same' : `differs (${w.output.stringBytes} / ${w.output.streamBytes} chars)`} | ${fixed(w.otherCores)}${w.otherCores > 0.15 ? ' ⚠' : ''} / ${fixed(n.otherCores)}${n.otherCores > 0.15 ? ' ⚠' : ''} |`,
    );
  }
  return [
    '| page | workerd renderToString CPU µs/op | workerd renderToReadableStream CPU µs/op | workerd string ops/s | workerd stream ops/s | workerd stream ÷ string cost | Node string ops/s | Node stream ops/s | Node stream ÷ string cost | output | other processes (cores), workerd / Node |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...rows,
  ].join('\n');
}

function shippedTable(result) {
  const rows = Object.entries(result.shipped.perPage).map(
    ([type, s]) => `| ${type} | ${s.referenced.js.length + s.referenced.css.length} | ${kb(s.jsRaw)} | ${kb(s.jsBrotli)} | ${kb(s.cssBrotli)} | **${kb(s.totalBrotli)}** |`,
  );
  return ['| page | files | JS raw | JS brotli | CSS brotli | JS + CSS brotli |', '|---|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

function targetTable(result) {
  const rows = result.targets.map((t) => `| ${t.target} | ${t.scenario} | ${t.detail.replace(`${t.scenario}: `, '')} | ${yes(t.met)} |`);
  return ['| target | where | measured | |', '|---|---|---:|---|', ...rows].join('\n');
}

function costRange(result) {
  const all = ['workerd', 'node'].flatMap((where) => Object.values(result.renderers[where]).map((r) => r.stringOverStream));
  return `${Math.min(...all).toFixed(2)}× to ${Math.max(...all).toFixed(2)}×`;
}

const missList = (stats) =>
  Object.entries(stats.missed)
    .map(([key, n]) => `${key}${stats.missedBodies?.[key] ? ` body \`${stats.missedBodies[key]}\`` : ''} ×${n}`)
    .join(', ');

function renderMarkdown(result) {
  const s = result.setup;
  const problems = result.scenarios.flatMap((x) => x.problems.map((p) => `- ${x.name}: ${p}`));
  const replay = result.checks.replay;
  return `# Foundation benchmark

${result.date} · ${result.machine.cores} cores (${result.machine.cpu}) · Node ${result.versions.node} · ${result.versions.workerd} (npm workerd ${result.versions.workerdPackage}) · wrangler ${result.versions.wrangler} · React ${result.versions.react} · commit ${result.versions.commit}
Load average before / after: ${result.machine.loadavgBefore.join(' ')} / ${result.machine.loadavgAfter.join(' ')} (other work on the machine competes for the same ${result.machine.cores} cores).

How: \`npm run bench\` (bench/README.md). The edge's production bundle (\`wrangler deploy --dry-run\`) on
\`workerd serve\`, origin answers replayed from a recording of the real product, in-memory KV,
static assets from a disk service. Load generator: ${s.loadGenerator}; ${s.warmupSeconds} s warm-up,
${s.durationSeconds} s measured per scenario, then ${s.ttfbSeconds} s with one connection for TTFB.
Requests come from ${s.userAgent}. Uncached: ${s.uncached}.

## Targets

*Cached*: answered from the page HTML cache (isolate memory). *Uncached*: every request renders
(origin calls replayed, React render, cache store).

${targetTable(result)}

## Pages against a static response

${scenarioTable(result)}

- *÷ static*: req/s of the page over req/s of \`/healthz\` in the same run (static is the mean of a
  run before and a run after the pages: ${result.ratios.static.runs.map((v) => fixed(v, 0)).join(' and ')} req/s). *CPU: static ÷ page*: the same
  ratio from workerd's CPU per request, which does not depend on the load generator (it shares
  the cores: its CPU share was ${result.scenarios.map((x) => `${x.name} ${fixed(x.load.loadGeneratorCpuShare)}`).join(', ')} of a core).
- *other processes*: cores the rest of the machine used while measuring (/proc/stat minus
  workerd and the load generator; the larger of the loaded and the one-connection phase). Each
  scenario first waits (bounded) for the machine to go quiet and is measured again, up to three
  times, when others used more than 0.15 cores; a quiet attempt is shown, else the fastest (⚠).
- workerd CPU µs/req is utime+stime of the workerd process (/proc) over completed requests; it
  includes the replayed origin and the memory KV running in the same process.
- TTFB: time to the response head (status line and headers) with one warm keep-alive
  connection. The replayed origin answers at once, so for uncached pages the head leaves together
  with the body and TTFB is close to the full page; see *Head first* for an origin 20 ms away.
- Cache API: ${result.cacheApi.verdict} (probe ${result.cacheApi.first} → ${result.cacheApi.second} after ${result.cacheApi.afterRenders} renders, control ${result.cacheApi.control}).
${problems.length ? `\nProblems seen during the runs:\n${problems.join('\n')}\n` : ''}
## Head first

A second edge in the same workerd, whose replayed origin answers ${result.headFirst[0]?.originDelayMs ?? '–'} ms late as an origin across
the network would. List pages (home, search) flush the head before their data arrives, so TTFB
is the work done before the flush; entity pages (material) await their entity first, because a
missing one is a 404 (decision 002), so their TTFB includes the origin call.

${headFirstTable(result)}

## Renderers (decision 002)

The page element the edge builds (page module + recorded data, PageContextProvider, Layout, islands),
rendered to bytes by \`renderToString\` and by \`renderToReadableStream\` (read to the end).

${rendererTable(result)}

*stream ÷ string cost*: how many times the CPU (workerd) or time (Node) of one renderToString the
streaming renderer needs for the same page. Decision 002 assumed about 5× for a catalogue page;
measured here: ${costRange(result)}.

## JS shipped per page type

What each page downloads before it is interactive: what its HTML references (module script,
modulepreloads, stylesheets) plus the chunk of every island on the page with its imports;
brotli quality 11; 1 KB = 1,024 bytes.

${shippedTable(result)}

## Checks

- Memory KV self-test through a real kvNamespace binding: ${result.kvSelftest.ok ? 'passed' : `failed ${JSON.stringify(result.kvSelftest.failures)}`}.
- Replayed origin: ${replay.hits} answers, ${replay.misses} calls not in the recording${replay.misses ? ` (${missList(replay)})` : ''}; slow-origin edge: ${result.checks.replaySlowOrigin.hits} answers, ${result.checks.replaySlowOrigin.misses} not in the recording${result.checks.replaySlowOrigin.misses ? ` (${missList(result.checks.replaySlowOrigin)})` : ''}. Calls are matched on method, path, sorted query and, for POSTs, a hash of the JSON body; before measuring, the run fails if home, search or any of the material pages misses one.
- Material pages checked before measuring (all ${s.recording.materials}): author box, FollowButton with the author's follower count (\`POST v3/user-details/query\`), AddToCartButton; islands on the first: ${(result.checks.materialIslands ?? []).join(', ') || '–'}.
- Recording: ${s.recording.answers} origin answers, ${s.recording.materials} materials of world de, recorded ${s.recording.recordedAt} (${s.recording.note ?? 'recorded in this run'}).
- workerd log error lines: ${result.checks.workerdLogErrorLines.length}.
`;
}

export function writeReport(result, dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'foundation.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(dir, 'foundation.md'), renderMarkdown(result));
}
