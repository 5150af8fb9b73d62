#!/usr/bin/env node
// Builds the browser islands (Vite) and checks both workers bundle (wrangler, dry run).
import { run } from './lib.mjs';

await run('node', ['scripts/locales-index.mjs', '--check']);
await run('vite', ['build', '--logLevel', 'warn']);
if (process.argv.includes('--workers')) {
  await run('wrangler', ['deploy', '--dry-run', '--outdir', 'dist/edge', '-c', 'wrangler.toml'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await run('wrangler', ['deploy', '--dry-run', '--outdir', 'dist/origin', '-c', 'src/origin/wrangler.toml'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
