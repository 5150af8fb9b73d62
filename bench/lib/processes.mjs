// Child processes of the benchmark: each in its own process group, so stopping one stops
// everything it started (wrangler → workerd, start.mjs → wrangler → workerd).
import { spawn, execFileSync } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = join(root, 'node_modules', '.bin');

/** Node 22 and the project's tools first on PATH; wrangler quiet and offline. */
const benchEnv = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

const running = new Set();

/** Runs a command to completion (its own process group); rejects on a non-zero exit. */
export function run(command, args, { log, env = {}, timeoutMs = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const fd = log ? openSync(log, 'a') : 'ignore';
    const child = spawn(command, args, { cwd: root, env: { ...benchEnv, ...env }, stdio: ['ignore', fd, fd], detached: true });
    running.add(child);
    const timer = setTimeout(() => {
      killGroup(child);
      reject(new Error(`${command} ${args.join(' ')} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (typeof fd === 'number') closeSync(fd);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}${log ? ` (log: ${log})` : ''}`));
    });
  });
}

/** Starts a long-running command in its own process group, output to a log file. */
export function start(command, args, { log, env = {} } = {}) {
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd: root, env: { ...benchEnv, ...env }, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  running.add(child);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  child.exited.then(() => running.delete(child));
  child.on('error', () => {});
  return child;
}

function killGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) {
    // The leader is gone; its group may still hold children (workerd under wrangler).
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* the group is empty */
    }
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a child's whole process group: SIGTERM, then SIGKILL after a grace period. */
export async function stop(child, graceMs = 5000) {
  if (!child) return;
  killGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child.pid)) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
    while (groupAlive(child.pid) && Date.now() < deadline + 2000) await sleep(50);
  }
  running.delete(child);
}

/** Stops everything this process started and has not stopped yet. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stop(child)));
}

/** Synchronous last resort for exit paths (signals, crashes). */
export function killAllSync() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Several distinct free ports (all held open until each is known). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      const server = createServer();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Polls a URL until it answers with one of the expected statuses. */
export async function waitForHttp(url, { timeoutMs = 120_000, statuses = [200], child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`process exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await response.arrayBuffer();
      if (statuses.includes(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last})`);
}

/** utime + stime of a process (all its threads), in seconds. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Field 2 (comm) may hold spaces; fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Busy and total jiffies of all cores together, from /proc/stat. */
export function machineJiffies() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / CLOCK_TICKS, total: (busy + idle + iowait) / CLOCK_TICKS };
}

/**
 * Waits (bounded) until the rest of the machine is quiet: other processes share these cores, and
 * a benchmark next to a test run measures the test run. Returns what it saw.
 */
export async function waitForQuiet({ maxWaitMs = 15_000, windowMs = 500, busyCores = 0.25 } = {}) {
  const started = Date.now();
  let busy = 0;
  for (;;) {
    const before = machineJiffies();
    await sleep(windowMs);
    const after = machineJiffies();
    busy = (after.busy - before.busy) / (windowMs / 1000);
    if (busy <= busyCores || Date.now() - started >= maxWaitMs) break;
  }
  return { waitedMs: Date.now() - started, busyCores: Number(busy.toFixed(2)), quiet: busy <= busyCores };
}
