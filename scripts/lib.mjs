// Shared helpers of the project scripts: run a command with the project's Node 22 on PATH.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');

export const quietEnv = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  // Wrangler's lookup of Request.cf data needs the network; local runs use its built-in default.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietEnv, stdio: options.stdio ?? 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Starts a long-running command and returns the child. */
export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: root, env: { ...quietEnv, ...(options.env ?? {}) }, stdio: options.stdio ?? 'inherit' });
}

export const PERSIST_DIR = '.wrangler/state';
export const ORIGIN_CONFIG = 'src/origin/wrangler.toml';
