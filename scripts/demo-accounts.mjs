// Demo accounts with known passwords for local use (never in production): a teacher, an author
// and a member of staff. Idempotent: run after every seed and start.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { findLocalDb } from './seed.mjs';
import { root, ORIGIN_CONFIG } from './lib.mjs';
import { ensureDemoFavourites } from './demo-favourites.mjs';
import { ensureDemoInteractives } from './demo-interactives.mjs';

export const DEMO_PASSWORD = 'Kreide-Demo-2026';
export const DEMO_ACCOUNTS = [
  { email: 'lehrerin@demo.kreide.example', publicName: 'Lehrerin Demo', slug: 'lehrerin-demo', isStaff: 0 },
  { email: 'staff@demo.kreide.example', publicName: 'Kreide Support', slug: 'kreide-support', isStaff: 1 },
  { email: 'schule@demo.kreide.example', publicName: 'Schulleitung Demo', slug: 'schulleitung-demo', isStaff: 0 },
  { email: 'finanzen@demo.kreide.example', publicName: 'Kreide Finanzen', slug: 'kreide-finanzen', isStaff: 1 },
  { email: 'support@demo.kreide.example', publicName: 'Kreide Kundendienst', slug: 'kreide-kundendienst', isStaff: 1 },
];
/** The staff roles of the demo staff accounts (docs/operations.md, "Roles"). */
export const DEMO_STAFF_ROLES = {
  'staff@demo.kreide.example': ['admin'],
  'finanzen@demo.kreide.example': ['finance'],
  'support@demo.kreide.example': ['support'],
};
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

export function ensureDemoAccounts({ dbPath = findLocalDb(), log = console.log, wordForms = null } = {}) {
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
    ensureDemoStaffRoles(db, now);
    db.prepare(
      `UPDATE users SET password_hash = COALESCE(password_hash, ?), email_confirmed_at = COALESCE(email_confirmed_at, ?),
         terms_version = MAX(terms_version, ?) WHERE email = ?`,
    ).run(passwordHash(DEMO_PASSWORD, pepper), now, terms, DEMO_AUTHOR_EMAIL);
    ensureDemoCommerce(db, now);
    ensureDemoFollows(db, now);
    ensureDemoFavourites(db, now, 'lehrerin@demo.kreide.example');
    ensureDemoNotifications(db, now);
    ensureDemoInteractives(db, now, DEMO_AUTHOR_EMAIL, wordForms);
    log(`Demo accounts (password ${DEMO_PASSWORD}): ${[...DEMO_ACCOUNTS.map((a) => a.email), DEMO_AUTHOR_EMAIL].join(', ')}`);
  } finally {
    db.close();
  }
}

/** Each demo staff account holds its roles (once). */
function ensureDemoStaffRoles(db, now) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'staff_roles'").get()) return;
  const grant = db.prepare('INSERT OR IGNORE INTO staff_roles (user_id, role, granted_at) SELECT id, ?, ? FROM users WHERE email = ?');
  for (const [email, roles] of Object.entries(DEMO_STAFF_ROLES)) for (const role of roles) grant.run(role, now, email);
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
  if (head) ensureDemoSchool(db, head.id, now);
}

/** Colleagues of the demo school (no password: they show on its screens) and the creator of a school waiting for staff. */
const DEMO_SCHOOL_PEOPLE = [
  { email: 'kollegium1@demo.kreide.example', publicName: 'Jonas Becker', slug: 'jonas-becker-demo' },
  { email: 'kollegium2@demo.kreide.example', publicName: 'Selin Yilmaz', slug: 'selin-yilmaz-demo' },
  { email: 'realschule@demo.kreide.example', publicName: 'Petra Nord', slug: 'petra-nord-demo' },
];

/**
 * The demo school's screens are not empty (docs/schools.md): its address and evidence, two
 * colleagues, one material bought for the school on invoice (a licence for every member, with
 * its invoice), two proposals on the school wishlist; and one more school waiting for staff at
 * /staff/schools. Once: nothing is added when the school already has a licence.
 */
function ensureDemoSchool(db, headId, now) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'school_wishlist'").get()) return;
  const school = db.prepare('SELECT school_id AS id FROM school_members WHERE user_id = ?').get(headId);
  if (!school) return;
  db.prepare(
    `UPDATE schools SET street = 'Parkstraße 12', postcode = '10115', city = 'Berlin', school_type = 'grundschule',
       evidence_text = 'Ich leite die Grundschule am Park seit 2018 (Demo).', evidence_domain = 'demo.kreide.example', created_by = ?
     WHERE id = ? AND street IS NULL`,
  ).run(headId, school.id);
  const person = db.prepare(
    `INSERT INTO users (slug, email, world, public_name, is_seller, created_at, creation_source, email_confirmed_at, registration_finished_at)
     VALUES (?, ?, 'de', ?, 0, ?, 'demo', ?, ?) ON CONFLICT (email) DO NOTHING`,
  );
  for (const p of DEMO_SCHOOL_PEOPLE) person.run(p.slug, p.email, p.publicName, now, now, now);
  const idOf = (email) => db.prepare('SELECT id FROM users WHERE email = ?').get(email).id;
  const colleagues = DEMO_SCHOOL_PEOPLE.slice(0, 2).map((p) => idOf(p.email));
  const join = db.prepare(`INSERT INTO school_members (user_id, school_id, role, created_at) VALUES (?, ?, 'member', ?) ON CONFLICT (user_id) DO NOTHING`);
  for (const id of colleagues) join.run(id, school.id, now);

  const waitingCreator = idOf(DEMO_SCHOOL_PEOPLE[2].email);
  if (!db.prepare('SELECT 1 FROM school_members WHERE user_id = ?').get(waitingCreator)) {
    const waiting = db
      .prepare(
        `INSERT INTO schools (world, name, country, is_verified, street, postcode, city, school_type, evidence_text, evidence_domain, created_by, created_at)
         VALUES ('de', 'Realschule Nord (Demo)', 'DE', 0, 'Nordring 4', '20095', 'Hamburg', 'sek1-mittel',
           'Ich unterrichte Deutsch und Geschichte an der Realschule Nord und betreue die Schulbibliothek.', 'demo.kreide.example', ?, ?) RETURNING id`,
      )
      .get(waitingCreator, now);
    db.prepare(`INSERT INTO school_members (user_id, school_id, role, created_at) VALUES (?, ?, 'master', ?)`).run(waitingCreator, waiting.id, now);
  }

  if (db.prepare('SELECT 1 FROM purchases WHERE school_id = ?').get(school.id)) return;
  const picks = db
    .prepare(
      `SELECT m.id, m.title, m.author_id, m.price, m.currency FROM materials m
       WHERE m.world = 'de' AND m.is_active = 1 AND m.deleted_at IS NULL AND m.is_bundle = 0 AND m.price > 0
         AND EXISTS (SELECT 1 FROM material_files f WHERE f.material_id = m.id)
       ORDER BY m.popularity DESC, m.id LIMIT 3`,
    )
    .all();
  if (picks.length === 0) return;
  const [bought, ...wished] = picks;
  const gross = bought.price;
  const vat = Math.round((gross * 1900) / 11900);
  const net = gross - vat;
  const publicId = 'DEMO-SCHOOL-1';
  const cart = db.prepare(`INSERT INTO carts (token_hash, world, user_id, status, created_at, updated_at) VALUES (?, 'de', ?, 'ordered', ?, ?)`).run('demo-school-cart', headId, now, now).lastInsertRowid;
  const billing = JSON.stringify({ name: 'Grundschule am Park (Demo)', email: 'sekretariat@demo.kreide.example' });
  const order = db
    .prepare(
      `INSERT INTO orders (public_id, world, user_id, cart_id, school_id, idempotency_key, status, payment_method, currency, original_price, gross, net, vat_amount,
         vat_rate_bp, vat_scheme, buyer_country, billing, amount_due, created_at, updated_at, paid_at)
       VALUES (?, 'de', ?, ?, ?, 'demo-school-1', 'paid', 'invoice', ?, ?, ?, ?, ?, 1900, 'oss', 'DE', ?, ?, ?, ?, ?)`,
    )
    .run(publicId, headId, cart, school.id, bought.currency, gross, gross, net, vat, billing, gross, now, now, now).lastInsertRowid;
  db.prepare('INSERT INTO order_items (order_id, material_id, author_id, title, list_price, final_price, net, vat_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    order, bought.id, bought.author_id, bought.title, gross, gross, net, vat,
  );
  db.prepare('INSERT OR IGNORE INTO purchases (user_id, material_id, order_id, school_id, licence_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    headId, bought.id, order, school.id, `L-${publicId}-${bought.id}`, now,
  );
  const year = new Date(now).getUTCFullYear();
  db.prepare(`INSERT INTO invoice_sequences (world, year, last) VALUES ('de', ?, 0) ON CONFLICT DO NOTHING`).run(year);
  const seq = db.prepare(`UPDATE invoice_sequences SET last = last + 1 WHERE world = 'de' AND year = ? RETURNING last`).get(year).last;
  db.prepare(
    `INSERT INTO invoices (world, year, seq, number, kind, order_id, user_id, issued_at) VALUES ('de', ?, ?, printf('DE-%d-%06d', ?, ?), 'invoice', ?, ?, ?)`,
  ).run(year, seq, year, seq, order, headId, now);
  const wish = db.prepare('INSERT OR IGNORE INTO school_wishlist (school_id, material_id, proposed_by, created_at) VALUES (?, ?, ?, ?)');
  wished.forEach((m, i) => wish.run(school.id, m.id, colleagues[i % colleagues.length], now));
}

/** The local PUBLIC_URL, as the origin writes links into e-mails. */
function localPublicUrl() {
  const toml = readFileSync(join(root, ORIGIN_CONFIG), 'utf8');
  return /^PUBLIC_URL\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? 'http://localhost:8787';
}

/** A stored e-mail link as src/origin/api/mail-links.ts makes them: the token goes into the mail, its SHA-256 into the table. */
function demoMailLink(db, userId, action, subjectId, now) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString();
  db.prepare('INSERT INTO mail_links (token_hash, user_id, action, subject_id, world, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'), userId, action, subjectId, 'de', now, expires,
  );
  return token;
}

/**
 * The teacher follows the demo author, gets the newsletter, and has one author-news e-mail in the
 * dev mailbox with its unfollow and unsubscribe links and List-Unsubscribe headers
 * (docs/unsubscribe.md): once.
 */
function ensureDemoFollows(db, now) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'mail_links'").get()) return;
  const teacher = db.prepare('SELECT id, email FROM users WHERE email = ?').get(DEMO_ACCOUNTS[0].email);
  const author = db.prepare('SELECT id, public_name FROM users WHERE email = ? AND is_seller = 1').get(DEMO_AUTHOR_EMAIL);
  if (!teacher || !author) return;
  if (db.prepare("SELECT 1 FROM outbox WHERE to_email = ? AND template = 'author_news'").get(teacher.email)) return;
  db.prepare("INSERT INTO subscriptions (user_id, subject_type, subject_id, world, created_at) VALUES (?, 'author', ?, 'de', ?) ON CONFLICT DO NOTHING").run(teacher.id, author.id, now);
  db.prepare("UPDATE users SET followers_number = (SELECT COUNT(*) FROM subscriptions WHERE subject_type = 'author' AND subject_id = ? AND user_id IS NOT NULL) WHERE id = ?").run(author.id, author.id);
  db.prepare('UPDATE users SET double_opt_in = 1 WHERE id = ?').run(teacher.id);
  const material = db.prepare('SELECT id, slug, title FROM materials WHERE author_id = ? AND is_active = 1 AND deleted_at IS NULL ORDER BY created_at DESC LIMIT 1').get(author.id);
  if (!material) return;
  const base = localPublicUrl().replace(/\/$/, '');
  const unfollow = `${base}/de/autor-entfolgen/${demoMailLink(db, teacher.id, 'unfollow_author', author.id, now)}`;
  const unsubscribe = `${base}/de/abmelden/${demoMailLink(db, teacher.id, 'all_marketing', null, now)}`;
  const texts = JSON.parse(readFileSync(join(root, 'locales/de/service-pages.json'), 'utf8')).email.author_news;
  const fill = (template, values) => template.replace(/{{(\w+)}}/g, (_, name) => values[name] ?? '');
  const values = { author: author.public_name, title: material.title, link: `${base}/de/material/${material.id}/${material.slug}`, unfollowLink: unfollow, unsubscribeLink: unsubscribe };
  db.prepare(
    `INSERT INTO outbox (to_email, template, subject, body_text, world, created_at, sent_at, provider_message_id, list_unsubscribe, list_unsubscribe_post)
     VALUES (?, 'author_news', ?, ?, 'de', ?, ?, 'demo', ?, 'List-Unsubscribe=One-Click')`,
  ).run(teacher.email, fill(texts.subject, values), fill(texts.body, values), now, now, `<${unfollow}>`);
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
  // Oldest first, so the list's order (newest id first) is the order in time.
  insert.run(teacher.id, 'order_paid', 'order:DEMO-1', JSON.stringify({ title: 'Demo-Bestellung', actor: null, href: '/de/erworbene-materialien' }), day(3), day(3), day(3), day(3));
  for (const [i, m] of [...materials.entries()].reverse()) {
    const read = i === 1 ? day(2) : null;
    insert.run(teacher.id, 'material_published', `material:${m.id}`, JSON.stringify({ title: m.title, actor: author.public_name, href: `/de/material/${m.id}/${m.slug}` }), day(i + 1), read, read, read);
  }
}
