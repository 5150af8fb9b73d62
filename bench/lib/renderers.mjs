// renderToString vs renderToReadableStream on the pages the edge builds (bench/render/worker.tsx),
// timed in Node (same React builds as the edge bundle) and in workerd (CPU of the process).
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { cpuSeconds, machineJiffies } from './processes.mjs';

const RENDERERS = ['string', 'stream'];

/** Cores the rest of the machine used meanwhile: all busy time minus what we know is ours. */
function otherShare(machineBefore, ownSeconds, wallMs) {
  const busy = machineJiffies().busy - machineBefore.busy;
  return Number((Math.max(0, busy - ownSeconds) / (wallMs / 1000)).toFixed(2));
}
const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Do both renderers produce the same document? (React's stream may differ in markers only.) */
function sameDocument(outputs) {
  return { equal: outputs.string === outputs.stream, stringBytes: outputs.string.length, streamBytes: outputs.stream.length };
}

export async function compareInNode(bundle, { budgetMs = 2400, rounds = 4, settle = async () => {} } = {}) {
  const mod = await import(pathToFileURL(bundle).href);
  const pages = await mod.default.bench.prepare();
  const results = {};
  for (const [type, page] of Object.entries(pages)) {
    await settle();
    const check = sameDocument(await page.outputs());
    const ops = { string: 0, stream: 0 };
    const ms = { string: 0, stream: 0 };
    for (const renderer of RENDERERS) {
      const warmUntil = performance.now() + 300;
      while (performance.now() < warmUntil) await page.render[renderer]();
    }
    // Alternate the renderers in rounds so drift (GC, other load) hits both alike.
    const machineBefore = machineJiffies();
    const selfBefore = process.cpuUsage();
    const wallBefore = performance.now();
    for (let r = 0; r < rounds; r += 1) {
      for (const renderer of RENDERERS) {
        const start = performance.now();
        const until = start + budgetMs / rounds / RENDERERS.length;
        let n = 0;
        while (performance.now() < until) {
          await page.render[renderer]();
          n += 1;
        }
        ops[renderer] += n;
        ms[renderer] += performance.now() - start;
      }
    }
    const self = process.cpuUsage(selfBefore);
    const otherCores = otherShare(machineBefore, (self.user + self.system) / 1e6, performance.now() - wallBefore);
    results[type] = {
      path: page.path,
      otherCores,
      ...Object.fromEntries(RENDERERS.map((r) => [r, { opsPerSec: round((ops[r] * 1000) / ms[r]), msPerOp: round(ms[r] / ops[r], 3), ops: ops[r] }])),
      stringOverStream: round(ms.stream / ops.stream / (ms.string / ops.string), 2),
      output: check,
    };
  }
  return results;
}

async function renderBatch(base, type, renderer, n) {
  const response = await fetch(`${base}/render?page=${type}&renderer=${renderer}&n=${n}`);
  if (!response.ok) throw new Error(`render ${type}/${renderer}: ${response.status} ${await response.text()}`);
  return (await response.json()).n;
}

export async function compareInWorkerd({ port, pid, types, budgetMs = 2400, rounds = 4, settle = async () => {} }) {
  const base = `http://127.0.0.1:${port}`;
  const results = {};
  for (const type of types) {
    await settle();
    const outputs = await (await fetch(`${base}/output?page=${type}`)).json();
    const check = sameDocument(outputs);
    const batch = {};
    for (const renderer of RENDERERS) {
      // Warm up, then size a batch to about 40 ms so HTTP overhead is a small share.
      await renderBatch(base, type, renderer, 20);
      const start = performance.now();
      await renderBatch(base, type, renderer, 20);
      const perRender = (performance.now() - start) / 20;
      batch[renderer] = Math.max(1, Math.round(40 / Math.max(perRender, 0.01)));
    }
    const renders = { string: 0, stream: 0 };
    const cpu = { string: 0, stream: 0 };
    const wall = { string: 0, stream: 0 };
    const machineBefore = machineJiffies();
    const selfBefore = process.cpuUsage();
    const wallBefore = performance.now();
    for (let r = 0; r < rounds; r += 1) {
      for (const renderer of RENDERERS) {
        const cpuBefore = cpuSeconds(pid);
        const start = performance.now();
        const until = start + budgetMs / rounds / RENDERERS.length;
        while (performance.now() < until) renders[renderer] += await renderBatch(base, type, renderer, batch[renderer]);
        wall[renderer] += performance.now() - start;
        cpu[renderer] += cpuSeconds(pid) - cpuBefore;
      }
    }
    const self = process.cpuUsage(selfBefore);
    results[type] = {
      otherCores: otherShare(machineBefore, cpu.string + cpu.stream + (self.user + self.system) / 1e6, performance.now() - wallBefore),
      ...Object.fromEntries(
        RENDERERS.map((r) => [r, { opsPerSec: round((renders[r] * 1000) / wall[r]), cpuUsPerOp: round((cpu[r] * 1e6) / renders[r]), ops: renders[r], batch: batch[r] }]),
      ),
      stringOverStream: round(cpu.stream / renders.stream / (cpu.string / renders.string), 2),
      output: check,
    };
  }
  return results;
}
