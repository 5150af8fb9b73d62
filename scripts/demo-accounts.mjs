// Demo accounts with known passwords for local use (never in production): a teacher, an author
// and a member of staff. Idempotent: run after every seed and start.
import { createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { findLocalDb } from './seed.mjs';
import { root, ORIGIN_CONFIG } from './lib.mjs';

export const DEMO_PASSWORD = 'Kreide-Demo-2026';
export const DEMO_ACCOUNTS = [
  { email: 'lehrerin@demo.kreide.example', publicName: 'Lehrerin Demo', slug: 'lehrerin-demo', isStaff: 0 },
  { email: 'staff@demo.kreide.example', publicName: 'Kreide Support', slug: 'kreide-support', isStaff: 1 },
];
/** The first seeded author gets the demo password too, so seller screens can be tried. */
export const DEMO_AUTHOR_EMAIL = 'author1@demo.kreide.example';

/** The local pepper, read from the origin's wrangler config, as the worker sees it. */
function localPepper() {
  const toml = readFileSync(join(root, ORIGIN_CONFIG), 'utf8');
  const match = /^PASSWORD_PEPPER\s*=\s*"([^"]+)"/m.exec(toml);
  if (!match) throw new Error(`PASSWORD_PEPPER missing in ${ORIGIN_CONFIG}`);
  return match[1];
}

/** The same hash as src/origin/domain/identity/password-hash.ts: PBKDF2-SHA256 over HMAC(pepper, password). */
export function passwordHash(password, pepper, iterations = 100_000) {
  const salt = randomBytes(16);
  const keyMaterial = createHmac('sha256', pepper).update(password.normalize('NFKC')).digest();
  const hash = pbkdf2Sync(keyMaterial, salt, iterations, 32, 'sha256');
  return `pbkdf2-sha256$${iterations}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function ensureDemoAccounts({ dbPath = findLocalDb(), log = console.log } = {}) {
  if (!dbPath) throw new Error('no local D1 database: run the migrations first');
  const db = new DatabaseSync(dbPath);
  try {
    const pepper = localPepper();
    const now = new Date().toISOString();
    const terms = db.prepare('SELECT MAX(version) AS v FROM terms_versions').get()?.v ?? 1;
    const upsert = db.prepare(
      `INSERT INTO users (slug, email, world, public_name, is_seller, created_at, creation_source, password_hash,
         email_confirmed_at, registration_finished_at, terms_version, is_staff)
       VALUES (?, ?, 'de', ?, 0, ?, 'demo', ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING`,
    );
    for (const account of DEMO_ACCOUNTS) {
      upsert.run(account.slug, account.email, account.publicName, now, passwordHash(DEMO_PASSWORD, pepper), now, now, terms, account.isStaff);
    }
    db.prepare(
      `UPDATE users SET password_hash = COALESCE(password_hash, ?), email_confirmed_at = COALESCE(email_confirmed_at, ?),
         terms_version = MAX(terms_version, ?) WHERE email = ?`,
    ).run(passwordHash(DEMO_PASSWORD, pepper), now, terms, DEMO_AUTHOR_EMAIL);
    log(`Demo accounts (password ${DEMO_PASSWORD}): ${[...DEMO_ACCOUNTS.map((a) => a.email), DEMO_AUTHOR_EMAIL].join(', ')}`);
  } finally {
    db.close();
  }
}
