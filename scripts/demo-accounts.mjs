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
  { email: 'schule@demo.kreide.example', publicName: 'Schulleitung Demo', slug: 'schulleitung-demo', isStaff: 0 },
];
/** Demo vouchers of the de world (docs/commerce.md): a welcome code (once per account), a fixed one with a minimum, an open 20 % code, an expired one. */
export const DEMO_VOUCHERS = [
  { code: 'WILLKOMMEN10', kind: 'percent', value: 10, minOrder: 0, maxPerUser: 1, from: '2024-01-01T00:00:00.000Z', until: '2099-12-31T23:59:59.000Z' },
  { code: 'SOMMER5', kind: 'fixed', value: 500, minOrder: 1000, maxPerUser: null, from: '2024-01-01T00:00:00.000Z', until: '2099-12-31T23:59:59.000Z' },
  { code: 'KREIDE20', kind: 'percent', value: 20, minOrder: 0, maxPerUser: null, from: '2024-01-01T00:00:00.000Z', until: '2099-12-31T23:59:59.000Z' },
  { code: 'ABGELAUFEN', kind: 'percent', value: 50, minOrder: 0, maxPerUser: null, from: '2024-01-01T00:00:00.000Z', until: '2025-01-01T00:00:00.000Z' },
];
/** The teacher's demo credit balance (minor units, EUR). */
export const DEMO_CREDITS = 500;
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
    ensureDemoCommerce(db, now);
    ensureDemoNotifications(db, now);
    log(`Demo accounts (password ${DEMO_PASSWORD}): ${[...DEMO_ACCOUNTS.map((a) => a.email), DEMO_AUTHOR_EMAIL].join(', ')}`);
  } finally {
    db.close();
  }
}

/** Demo vouchers, the teacher's credits and a verified school for the school account: once. */
function ensureDemoCommerce(db, now) {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'vouchers'").get();
  if (!hasTable) return;
  const voucher = db.prepare(
    `INSERT INTO vouchers (code, world, kind, value, currency, valid_from, valid_until, min_order, max_uses_per_user, created_at)
     VALUES (?, 'de', ?, ?, 'EUR', ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
  );
  for (const v of DEMO_VOUCHERS) voucher.run(v.code, v.kind, v.value, v.from, v.until, v.minOrder, v.maxPerUser, now);

  const teacher = db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_ACCOUNTS[0].email);
  if (teacher) {
    const granted = db.prepare(`INSERT INTO credit_balances (user_id, currency, amount) VALUES (?, 'EUR', ?) ON CONFLICT DO NOTHING`).run(teacher.id, DEMO_CREDITS);
    if (granted.changes === 1) {
      db.prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, note, created_at) VALUES (?, 'EUR', ?, 'grant', 'demo', ?)`).run(teacher.id, DEMO_CREDITS, now);
    }
  }
  const head = db.prepare('SELECT id FROM users WHERE email = ?').get('schule@demo.kreide.example');
  if (head && !db.prepare('SELECT 1 FROM school_members WHERE user_id = ?').get(head.id)) {
    const school = db
      .prepare(`INSERT INTO schools (world, name, country, is_verified, invoice_email, created_at) VALUES ('de', 'Grundschule am Park (Demo)', 'DE', 1, 'sekretariat@demo.kreide.example', ?) RETURNING id`)
      .get(now);
    db.prepare(`INSERT INTO school_members (user_id, school_id, role, created_at) VALUES (?, ?, 'master', ?)`).run(head.id, school.id, now);
  }
}

/**
 * The teacher follows the demo author and has a few notifications (docs/notifications.md), so the
 * bell and the notifications screen show something at once: once.
 */
function ensureDemoNotifications(db, now) {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'notifications'").get();
  const teacher = db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_ACCOUNTS[0].email);
  const author = db.prepare('SELECT id, public_name FROM users WHERE email = ?').get(DEMO_AUTHOR_EMAIL);
  if (!hasTable || !teacher || !author) return;
  const followed = db
    .prepare(`INSERT INTO subscriptions (user_id, subject_type, subject_id, world, created_at) VALUES (?, 'author', ?, 'de', ?) ON CONFLICT DO NOTHING`)
    .run(teacher.id, author.id, now);
  // The author's follower count moves with its rows (docs/community.md).
  if (followed.changes === 1) db.prepare('UPDATE users SET followers_number = followers_number + 1 WHERE id = ?').run(author.id);
  if (db.prepare('SELECT 1 FROM notifications WHERE user_id = ?').get(teacher.id)) return;
  const materials = db.prepare("SELECT id, slug, title FROM materials WHERE author_id = ? AND world = 'de' AND state = 'published' ORDER BY id LIMIT 2").all(author.id);
  const insert = db.prepare(
    `INSERT INTO notifications (user_id, kind, event, world, payload, created_at, acknowledged_at, delivered_at, read_at)
     VALUES (?, ?, ?, 'de', ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const day = (n) => new Date(Date.parse(now) - n * 86_400_000).toISOString();
  for (const [i, m] of materials.entries()) {
    const read = i === 1 ? day(2) : null;
    insert.run(teacher.id, 'material_published', `material:${m.id}`, JSON.stringify({ title: m.title, actor: author.public_name, href: `/de/material/${m.id}/${m.slug}` }), day(i + 1), read, read, read);
  }
  insert.run(teacher.id, 'order_paid', 'order:DEMO-1', JSON.stringify({ title: 'Demo-Bestellung', actor: null, href: '/de/erworbene-materialien' }), day(3), day(3), day(3), day(3));
}
