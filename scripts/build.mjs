#!/usr/bin/env node
// Builds the browser islands (Vite), once the generated catalogue and island indexes are up to
// date; with --workers also both workers' production bundles, checked against the Workers size
// limit (scripts/check-bundles.mjs, dry run).
import { run } from './lib.mjs';

await run('node', ['scripts/locales-index.mjs', '--check']);
await run('node', ['scripts/islands-index.mjs', '--check']);
await run('vite', ['build', '--logLevel', 'warn']);
if (process.argv.includes('--workers')) {
  await run('node', ['scripts/check-bundles.mjs', '--no-client']);
}
