#!/usr/bin/env node
// `npm start`: builds, prepares the local database (migrations + demo data on first start) and
// serves both workers on workerd at http://localhost:8787 (PORT overrides).
// `npm run dev`: the same with the client rebuilt on change and the workers reloaded.
import { run, start, ORIGIN_CONFIG, PERSIST_DIR } from './lib.mjs';
import { prepareLocalDatabase } from './local-db.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '8787';

await run('node', ['scripts/build.mjs']);
await prepareLocalDatabase();
await run('node', ['scripts/upload-fonts.mjs']);

const children = [];
if (dev) children.push(start('vite', ['build', '--watch', '--logLevel', 'warn']));
const args = ['dev', '-c', 'wrangler.toml', '-c', ORIGIN_CONFIG, '--port', port, '--ip', '127.0.0.1', '--persist-to', PERSIST_DIR, '--show-interactive-dev-session=false', '--var', `BUILD_ID:${Date.now().toString(36)}`,
  // The dev mailbox exists only here, on this machine (docs/security.md): no wrangler config has this flag.
  '--var', 'DEV_TOOLS:on'];
if (!dev) args.push('--minify', '--live-reload=false');
children.push(start('wrangler', args));
console.log(`Kreide: http://localhost:${port}`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
