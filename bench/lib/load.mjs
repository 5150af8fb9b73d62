// A small keep-alive HTTP load generator on node:http: N connections, each sending its next request
// as soon as the previous response has been read to the end, bounded by time and by count.
import http from 'node:http';
import { cpuSeconds, machineJiffies } from './processes.mjs';

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function once(agent, port, path, headers) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      const firstByte = process.hrtime.bigint();
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const done = process.hrtime.bigint();
        resolve({
          status: response.statusCode,
          cache: response.headers['x-kreide-cache'] ?? null,
          bytes,
          ttfb: Number(firstByte - started) / 1e6,
          total: Number(done - started) / 1e6,
        });
      });
      response.on('error', (error) => resolve({ status: 0, error: error.message }));
    });
    request.on('error', (error) => resolve({ status: 0, error: error.message }));
    request.end();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

const round = (value, digits = 2) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));

/**
 * Runs one phase. `pathFor(i)` names the i-th request's path (i counts from `offset`).
 * @returns {Promise<object>} counts, rates, latency and TTFB percentiles, CPU of `pid` and of this process
 */
export async function runPhase({ port, pathFor, offset = 0, connections, durationMs, maxRequests = Infinity, headers = {}, pid }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const requestHeaders = { 'user-agent': BROWSER_UA, accept: 'text/html', ...headers };
  const totals = [];
  const ttfbs = [];
  const statuses = {};
  const cache = {};
  const errors = [];
  let bytes = 0;
  let next = 0;
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  const selfBefore = process.cpuUsage();
  const machineBefore = machineJiffies();
  const started = process.hrtime.bigint();
  const deadline = Date.now() + durationMs;

  const worker = async () => {
    while (Date.now() < deadline && next < maxRequests) {
      const i = next++;
      const result = await once(agent, port, pathFor(offset + i), requestHeaders);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      if (result.status === 0) {
        if (errors.length < 5) errors.push(result.error);
        continue;
      }
      if (result.cache) cache[result.cache] = (cache[result.cache] ?? 0) + 1;
      totals.push(result.total);
      ttfbs.push(result.ttfb);
      bytes += result.bytes;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = pid ? cpuSeconds(pid) : null;
  const self = process.cpuUsage(selfBefore);
  const machine = machineJiffies();
  agent.destroy();
  const selfSeconds = (self.user + self.system) / 1e6;
  const machineBusy = machine.busy - machineBefore.busy;

  totals.sort((a, b) => a - b);
  ttfbs.sort((a, b) => a - b);
  const completed = totals.length;
  return {
    requests: next,
    completed,
    seconds: round(elapsed, 3),
    rps: round(completed / elapsed, 1),
    statuses,
    cache,
    errors,
    bytesPerResponse: completed ? Math.round(bytes / completed) : null,
    latencyMs: { p50: round(percentile(totals, 50), 3), p90: round(percentile(totals, 90), 3), p99: round(percentile(totals, 99), 3), max: round(totals.at(-1), 3) },
    ttfbMs: { p50: round(percentile(ttfbs, 50), 3), p99: round(percentile(ttfbs, 99), 3) },
    workerdCpuUsPerRequest: pid && completed ? round(((cpuAfter - cpuBefore) * 1e6) / completed, 1) : null,
    workerdCpuShare: pid ? round((cpuAfter - cpuBefore) / elapsed, 3) : null,
    loadGeneratorCpuShare: round(selfSeconds / elapsed, 3),
    // Cores the rest of the machine used meanwhile (other processes compete for the same cores).
    otherCpuShare: pid ? round(Math.max(0, machineBusy - (cpuAfter - cpuBefore) - selfSeconds) / elapsed, 3) : null,
    nextOffset: offset + next,
  };
}
