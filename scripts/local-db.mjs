// Prepares the local D1 database: applies migrations and seeds the demo catalogue once.
import { run, ORIGIN_CONFIG, PERSIST_DIR } from './lib.mjs';

export async function prepareLocalDatabase({ materials } = {}) {
  await run('wrangler', ['d1', 'migrations', 'apply', 'kreide', '--local', '-c', ORIGIN_CONFIG, '--persist-to', PERSIST_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { seed, loadWordForms } = await import('./seed.mjs');
  await seed({ materials, onlyIfEmpty: true, log: (line) => console.log(line) });
  const { ensureDemoAccounts } = await import('./demo-accounts.mjs');
  // The demo quiz's material gets its search stems as the app writes them.
  ensureDemoAccounts({ wordForms: await loadWordForms() });
  const { ensureDemoContent } = await import('./demo-content.mjs');
  await ensureDemoContent();
}
