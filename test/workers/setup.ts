import { applyD1Migrations, env } from 'cloudflare:test';
import { insertFixtures } from './fixtures';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await insertFixtures(env.DB);
