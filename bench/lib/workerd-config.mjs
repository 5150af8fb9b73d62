// Writes the capnp config `workerd serve` runs for the benchmark: the production edge bundle with
// a replayed origin, an in-memory KV, a no-op Cache API, the built client on a disk service, and
// no internet. A second edge whose replayed origin answers 20 ms late shows the head-first flush.
import { writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

const q = (text) => JSON.stringify(String(text));

export const SLOW_ORIGIN_MS = 20;
const NO_INTERNET = 'export default { fetch: () => new Response("bench: no outbound network", { status: 502 }) };';

const flags = (list = []) => (list.length ? `\n      compatibilityFlags = [${list.map(q).join(', ')}],` : '');

/** A wrangler output directory as workerd modules: the entry first, then what it imports by file name. */
function bundleModules(files, configFile) {
  return files
    .map((file) => {
      const name = q(basename(file));
      const path = q(relative(dirname(configFile), file));
      if (/\.m?js$/.test(file)) return `(name = ${name}, esModule = embed ${path})`;
      if (file.endsWith('.wasm')) return `(name = ${name}, wasm = embed ${path})`;
      if (/\.(txt|html|sql)$/.test(file)) return `(name = ${name}, text = embed ${path})`;
      return `(name = ${name}, data = embed ${path})`;
    })
    .join(',\n        ');
}

/**
 * @param {object} o
 * @param {string} o.benchDir      absolute path of bench/
 * @param {string[]} o.edgeModules the edge bundle (wrangler --dry-run output): entry module first
 * @param {string} o.recording     the origin recording (embedded as a JSON module)
 * @param {string} o.assetsDir     the built client (dist/client snapshot)
 * @param {string} o.compatibilityDate
 * @param {string[]} o.compatibilityFlags
 * @param {Record<string, string>} o.vars  text bindings of the edge (wrangler.toml [vars] with the bench's overrides)
 * @param {{ edge: number, edgeSlow: number, replayStats: number, replaySlowStats: number, kvStats: number, cacheStats: number, kvSelftest: number }} o.ports
 * @param {string} o.file          where to write the config
 */
export function writeWorkerdConfig(o) {
  // capnp resolves `embed` paths relative to the config file (absolute ones against its import path).
  const e = (file) => q(relative(dirname(o.file), file));
  const workers = join(o.benchDir, 'workers');
  const date = q(o.compatibilityDate);

  const edge = (name, origin) => `(name = ${q(name)}, worker = (
      modules = [
        ${bundleModules(o.edgeModules, o.file)},
      ],
      compatibilityDate = ${date},
      bindings = [
        (name = "ORIGIN", service = ${q(origin)}),
        (name = "ASSETS", service = "assets"),
        (name = "EDGE_CACHE", kvNamespace = "memory-kv"),
        ${Object.entries(o.vars)
          .map(([name, value]) => `(name = ${q(name)}, text = ${q(value)}),`)
          .join('\n        ')}
      ],${flags(o.compatibilityFlags)}
      globalOutbound = "no-internet",
      cacheApiOutbound = "null-cache",
    ))`;
  const replay = (name, delayMs) => `(name = ${q(name)}, worker = (
      modules = [
        (name = "replay-origin.js", esModule = embed ${e(join(workers, 'replay-origin.js'))}),
        (name = "replay-key.js", esModule = embed ${e(join(workers, 'replay-key.js'))}),
        (name = "origin-recording.json", json = embed ${e(o.recording)}),
      ],
      compatibilityDate = ${date},
      bindings = [(name = "DELAY_MS", text = ${q(delayMs)})],
      globalOutbound = "no-internet",
    ))`;
  const helper = (name, file, bindings = '') => `(name = ${q(name)}, worker = (
      modules = [(name = ${q(file)}, esModule = embed ${e(join(workers, file))})],
      compatibilityDate = ${date},${bindings ? `\n      bindings = [${bindings}],` : ''}
      globalOutbound = "no-internet",
    ))`;
  const socket = (name, port, service) => `(name = ${q(name)}, address = ${q(`127.0.0.1:${port}`)}, http = (), service = ${q(service)})`;

  const services = [
    edge('edge', 'replay-origin'),
    replay('replay-origin', 0),
    edge('edge-slow-origin', 'replay-origin-slow'),
    replay('replay-origin-slow', SLOW_ORIGIN_MS),
    helper('memory-kv', 'memory-kv.js'),
    helper('null-cache', 'null-cache.js'),
    helper('kv-selftest-store', 'memory-kv.js'),
    helper('kv-selftest', 'kv-selftest.js', '(name = "KV", kvNamespace = "kv-selftest-store")'),
    `(name = "assets", disk = (path = ${q(o.assetsDir)}, writable = false))`,
    `(name = "no-internet", worker = (
      modules = [(name = "no-internet.js", esModule = ${q(NO_INTERNET)})],
      compatibilityDate = ${date},
    ))`,
  ];
  // Everything listens on loopback only; the helpers' ports serve the bench's checks and counters.
  const sockets = [
    socket('edge', o.ports.edge, 'edge'),
    socket('edge-slow-origin', o.ports.edgeSlow, 'edge-slow-origin'),
    socket('replay-stats', o.ports.replayStats, 'replay-origin'),
    socket('replay-slow-stats', o.ports.replaySlowStats, 'replay-origin-slow'),
    socket('kv-stats', o.ports.kvStats, 'memory-kv'),
    socket('cache-stats', o.ports.cacheStats, 'null-cache'),
    socket('kv-selftest', o.ports.kvSelftest, 'kv-selftest'),
  ];
  writeFileSync(o.file, capnp(services, sockets));
  return o.file;
}

/**
 * The renderer comparison gets a workerd process of its own: CPU read from /proc is then its
 * alone, not shared with background GC of the edge's isolate after the load runs.
 */
export function writeRenderConfig({ renderModules, compatibilityDate, compatibilityFlags, port, file }) {
  const services = [
    `(name = "render", worker = (
      modules = [
        ${bundleModules(renderModules, file)},
      ],
      compatibilityDate = ${q(compatibilityDate)},${flags(compatibilityFlags)}
      globalOutbound = "no-internet",
    ))`,
    `(name = "no-internet", worker = (
      modules = [(name = "no-internet.js", esModule = ${q(NO_INTERNET)})],
      compatibilityDate = ${q(compatibilityDate)},
    ))`,
  ];
  writeFileSync(file, capnp(services, [`(name = "render", address = ${q(`127.0.0.1:${port}`)}, http = (), service = "render")`]));
  return file;
}

function capnp(services, sockets) {
  return `# Generated by bench/run.mjs: do not edit, do not commit.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    ${services.join(',\n    ')},
  ],
  sockets = [
    ${sockets.join(',\n    ')},
  ],
);
`;
}
