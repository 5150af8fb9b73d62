import { beforeAll, describe, expect, it } from 'vitest';
import type * as TS from 'typescript';
import { assertOriginEnv, type OriginEnv } from '../../../src/origin/env';
import { assertEdgeEnv, type EdgeEnv } from '../../../src/edge/env';
import { socialSettingsFromEnv } from '../../../src/origin/domain/identity/social/providers';
import { SCHEDULED_JOBS } from '../../../src/origin/scheduled';

/*
 * Every name the workers read from their environment is declared where a deployment gets it
 * (docs/deploy.md, "Settings and bindings"): a binding or var of the worker's wrangler config, or
 * a secret or test override in the table of docs/deploy.md. Names read are the members of each
 * worker's env type (its bindings interface and the keys of its settings schema, whose type the
 * settings are) and the upper-case settings the code reads from `env` by name.
 * This folder is type-checked with the Workers types, which know no node:* modules, so those are
 * loaded dynamically and described by the small interface below.
 */

interface FsModule {
  readFileSync(path: URL, encoding: 'utf8'): string;
  readdirSync(path: URL, options: { recursive: true }): string[];
}

type Worker = 'edge' | 'origin';
type Kind = 'binding' | 'var' | 'secret' | 'test override' | 'local flag';

interface WranglerConfig {
  /** `binding = "…"` names and [vars] keys at the top level (local development, tests). */
  top: { bindings: Set<string>; vars: Map<string, string> };
  /** The same for [env.production]; tables wrangler inherits (assets, triggers) count for both. */
  production: { bindings: Set<string>; vars: Map<string, string> };
  crons: string[];
}

interface DocRow {
  name: string;
  worker: Worker;
  kind: Kind;
}

const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;
const ROOT = new URL('../../../', import.meta.url);
const CONFIG_PATHS: Record<Worker, string> = { edge: 'wrangler.toml', origin: 'src/origin/wrangler.toml' };
const ENV_SOURCES: Record<Worker, { file: string; bindings: string; dir: string }> = {
  edge: { file: 'src/edge/env.ts', bindings: 'EdgeBindings', dir: 'src/edge/' },
  origin: { file: 'src/origin/env.ts', bindings: 'OriginBindings', dir: 'src/origin/' },
};
/** The `z.object({…})` whose inferred type is a worker's settings. */
const SETTINGS_SHAPE = 'settingsShape';
/** Tables of a wrangler config an environment inherits from the top level. */
const INHERITED_TABLES = new Set(['assets', 'triggers']);

/**
 * Reads the few things this test needs from a wrangler.toml: table headers, `key = "string"`
 * lines and the `crons` array. Anything it does not understand in [vars] fails loudly.
 */
function readWranglerConfig(text: string): WranglerConfig {
  const config: WranglerConfig = { top: { bindings: new Set(), vars: new Map() }, production: { bindings: new Set(), vars: new Map() }, crons: [] };
  let table = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\s+/, '');
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[\[?([^\]]+)\]\]?\s*(#.*)?$/.exec(line);
    if (header) {
      table = (header[1] ?? '').trim();
      continue;
    }
    const pair = /^([A-Za-z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`unreadable wrangler.toml line: ${raw}`);
    const [, key = '', value = ''] = pair;
    const production = table === 'env.production' || table.startsWith('env.production.');
    const local = table.replace(/^env\.production\.?/, '');
    const targets = !production && INHERITED_TABLES.has(local) ? [config.top, config.production] : [production ? config.production : config.top];
    // A Durable Object binding names itself with `name` ([[durable_objects.bindings]]).
    if (key === 'binding' || (key === 'name' && local === 'durable_objects.bindings')) {
      const name = /^"([^"]+)"/.exec(value)?.[1];
      if (!name) throw new Error(`binding without a string name: ${raw}`);
      for (const target of targets) target.bindings.add(name);
    } else if (local === 'vars') {
      const string = /^"([^"]*)"\s*(#.*)?$/.exec(value);
      if (!string) throw new Error(`[vars] ${key} is not a plain string: ${raw}`);
      for (const target of targets) target.vars.set(key, string[1] ?? '');
    } else if (key === 'vars' || key === 'env') {
      throw new Error(`inline ${key} tables are not read by this test: ${raw}`);
    } else if (local === 'triggers' && key === 'crons') {
      config.crons = [...value.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
    }
  }
  return config;
}

/** The rows of the settings table of docs/deploy.md. */
function readDeployTable(markdown: string): DocRow[] {
  const rows: DocRow[] = [];
  for (const line of markdown.split('\n')) {
    const cells = /^\| `([A-Z][A-Z0-9_]*)` \| (edge|origin) \| (binding|var|secret|test override|local flag)\b/.exec(line);
    if (cells) rows.push({ name: cells[1] ?? '', worker: cells[2] as Worker, kind: cells[3] as Kind });
  }
  return rows;
}

/**
 * The names of a worker's env type in TypeScript source: the members of its bindings interface
 * and the keys of the object literal its settings schema (`const settingsShape = z.object({…})`) is made of.
 */
function envMembers(ts: typeof TS, source: string, bindings: string): string[] {
  const file = ts.createSourceFile('env.ts', source, ts.ScriptTarget.Latest, true);
  const bound: string[] = [];
  const settings: string[] = [];
  file.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === bindings) {
      for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) bound.push(member.name.text);
    }
    if (ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== SETTINGS_SHAPE || !init || !ts.isCallExpression(init)) continue;
        const shape = init.arguments[0];
        if (!shape || !ts.isObjectLiteralExpression(shape)) throw new Error(`${SETTINGS_SHAPE} is not z.object({ … })`);
        for (const property of shape.properties) if (property.name && ts.isIdentifier(property.name)) settings.push(property.name.text);
      }
    }
  });
  if (bound.length === 0) throw new Error(`interface ${bindings} not found`);
  if (settings.length === 0) throw new Error(`${SETTINGS_SHAPE} not found`);
  return [...bound, ...settings];
}

const isEnvExpression = (ts: typeof TS, node: TS.Node): boolean =>
  (ts.isIdentifier(node) && node.text === 'env') || (ts.isPropertyAccessExpression(node) && node.name.text === 'env');
const SETTING_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/** Upper-case settings read from `env` by name: `setting(env, 'NAME')`, `env['NAME']`. */
function settingsReadByName(ts: typeof TS, source: string): string[] {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.some((argument) => isEnvExpression(ts, argument))) {
      for (const argument of node.arguments) if (ts.isStringLiteral(argument) && SETTING_NAME.test(argument.text)) names.push(argument.text);
    }
    if (ts.isElementAccessExpression(node) && isEnvExpression(ts, node.expression) && ts.isStringLiteral(node.argumentExpression)) {
      names.push(node.argumentExpression.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return names;
}

/** The names a worker's code reads that neither its config nor docs/deploy.md declares. */
function undeclared(read: readonly string[], config: WranglerConfig, docs: readonly DocRow[], worker: Worker): string[] {
  const declared = new Set([
    ...config.top.bindings,
    ...config.top.vars.keys(),
    ...config.production.bindings,
    ...config.production.vars.keys(),
    ...docs.filter((row) => row.worker === worker && (row.kind === 'secret' || row.kind === 'test override' || row.kind === 'local flag')).map((row) => row.name),
  ]);
  return [...new Set(read)].filter((name) => !declared.has(name)).sort();
}

let ts: typeof TS;
let fs: FsModule;
let docs: DocRow[];
const configs = {} as Record<Worker, WranglerConfig>;
const sources = {} as Record<Worker, string>;
const reads = {} as Record<Worker, string[]>;

const text = (path: string) => fs.readFileSync(new URL(path, ROOT), 'utf8');

beforeAll(async () => {
  fs = await load<FsModule>('node:fs');
  ts = (await load<{ default: typeof TS }>('typescript')).default;
  docs = readDeployTable(text('docs/deploy.md'));
  for (const worker of ['edge', 'origin'] as const) {
    const { file, bindings, dir } = ENV_SOURCES[worker];
    configs[worker] = readWranglerConfig(text(CONFIG_PATHS[worker]));
    sources[worker] = text(file);
    const byName = fs
      .readdirSync(new URL(dir, ROOT), { recursive: true })
      .filter((path) => /\.tsx?$/.test(path))
      .flatMap((path) => settingsReadByName(ts, text(`${dir}${path}`)));
    reads[worker] = [...envMembers(ts, sources[worker], bindings), ...byName];
  }
});

describe('environment declarations (docs/deploy.md)', () => {
  it('reads the env interfaces, the settings read by name and the docs table', () => {
    expect(reads.origin).toEqual(expect.arrayContaining(['DB', 'PASSWORD_PEPPER', 'STRIPE_WEBHOOK_SECRET', 'GOOGLE_JWKS_URL']));
    expect(reads.edge).toEqual(expect.arrayContaining(['ASSETS', 'ORIGIN', 'EDGE_CACHE', 'BUILD_ID']));
    expect(docs.filter((row) => row.kind === 'secret').map((row) => row.name)).toContain('PASSWORD_PEPPER');
    expect(configs.origin.top.bindings).toEqual(new Set(['DB', 'ORIGIN_CACHE', 'FILES', 'USER_NOTIFICATIONS', 'LEARNING_ROOMS']));
    expect(configs.edge.production.bindings).toEqual(new Set(['ASSETS', 'ORIGIN', 'EDGE_CACHE']));
  });

  for (const worker of ['edge', 'origin'] as const) {
    it(`${worker}: every name the code reads is a binding or var of its wrangler config, or a secret or test override of docs/deploy.md`, () => {
      expect(undeclared(reads[worker], configs[worker], docs, worker)).toEqual([]);
    });

    it(`${worker}: docs/deploy.md has a row for every name the code reads, and only for those`, () => {
      const documented = docs.filter((row) => row.worker === worker).map((row) => row.name);
      expect([...documented].sort()).toEqual([...new Set(reads[worker])].sort());
    });

    it(`${worker}: the production environment has every binding of the top level, and its vars leave out every secret`, () => {
      const { top, production } = configs[worker];
      expect([...top.bindings].filter((name) => !production.bindings.has(name))).toEqual([]);
      const secrets = new Set(docs.filter((row) => row.worker === worker && row.kind === 'secret').map((row) => row.name));
      const vars = new Set(docs.filter((row) => row.worker === worker && row.kind === 'var').map((row) => row.name));
      expect([...production.vars.keys()].filter((name) => secrets.has(name))).toEqual([]);
      expect([...top.vars.keys()].filter((name) => !production.vars.has(name) && !secrets.has(name))).toEqual([]);
      // the kind the docs give is the kind the config declares
      expect([...production.vars.keys()].filter((name) => !vars.has(name))).toEqual([]);
      expect(docs.filter((row) => row.worker === worker && row.kind === 'binding' && !production.bindings.has(row.name))).toEqual([]);
    });
  }

  it('finds an env member that nothing declares, as a setting or as a binding', () => {
    const withSetting = sources.origin.replace('const settingsShape = z.object({', "const settingsShape = z.object({\n  NEW_SETTING: z.string().optional(),");
    const source = withSetting.replace('export interface OriginBindings {', 'export interface OriginBindings {\n  NEW_BUCKET: R2Bucket;');
    expect(source).toContain('NEW_SETTING');
    expect(source).toContain('NEW_BUCKET');
    const read = [...envMembers(ts, source, 'OriginBindings'), ...settingsReadByName(ts, "const x = setting(env, 'OTHER_SETTING'); const y = c.env['THIRD_ONE'];")];
    expect(undeclared(read, configs.origin, docs, 'origin')).toEqual(expect.arrayContaining(['NEW_SETTING', 'NEW_BUCKET', 'OTHER_SETTING', 'THIRD_ONE']));
  });
});

describe('the production configuration', () => {
  /** The production vars with a placeholder for each secret of docs/deploy.md and stand-in bindings. */
  const productionEnv = (worker: Worker): Record<string, unknown> => ({
    ...Object.fromEntries([...configs[worker].production.bindings].map((name) => [name, {}])),
    ...Object.fromEntries(docs.filter((row) => row.worker === worker && row.kind === 'secret').map((row) => [row.name, `placeholder-${row.name}-value`])),
    ...Object.fromEntries(configs[worker].production.vars),
  });

  it('passes the origin settings check, with social sign-in off until ids are set', () => {
    const env = productionEnv('origin');
    expect(() => assertOriginEnv(env as unknown as OriginEnv)).not.toThrow();
    expect(env).toMatchObject({ ENVIRONMENT: 'production', MAIL_PROVIDER: 'http', PAYMENT_PROVIDER: 'stripe' });
    expect(Object.values(socialSettingsFromEnv(env as Record<string, string | undefined>))).toEqual([null, null, null, null]);
  });

  it('passes the edge settings check', () => {
    const env = productionEnv('edge');
    expect(() => assertEdgeEnv(env as unknown as EdgeEnv)).not.toThrow();
    expect(env).toMatchObject({ ENVIRONMENT: 'production' });
  });

  it('the development configuration is refused in production', () => {
    const env = { ...productionEnv('origin'), ...Object.fromEntries(configs.origin.top.vars), ENVIRONMENT: 'production' };
    expect(() => assertOriginEnv(env as unknown as OriginEnv)).toThrow();
  });

  it('runs a job for every cron trigger of the origin, and docs/deploy.md lists each', () => {
    expect(configs.origin.crons.length).toBeGreaterThan(0);
    expect([...configs.origin.crons].sort()).toEqual(Object.keys(SCHEDULED_JOBS).sort());
    for (const cron of configs.origin.crons) expect(text('docs/deploy.md')).toContain(`| \`${cron}\` | origin |`);
    expect(configs.edge.crons).toEqual([]);
  });
});
