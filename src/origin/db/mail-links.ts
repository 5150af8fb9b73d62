/**
 * Links in e-mails that act without sign-in (docs/unsubscribe.md): the stored hash of each link's
 * token, whom it belongs to and what it does. The actions themselves change follows and e-mail
 * preferences in one batch with marking the link used.
 */
import type { MailLinkAction } from '../domain/community/mail-links';

export interface MailLinkRow {
  user_id: number;
  action: MailLinkAction;
  subject_id: number | null;
  world: string;
  expires_at: string;
  used_at: string | null;
  /** The followed author's public name (unfollow links). */
  author_name: string | null;
}

export function insertMailLinkStatement(
  db: D1Database,
  link: { tokenHash: string; userId: number; action: MailLinkAction; subjectId: number | null; world: string; expiresAt: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO mail_links (token_hash, user_id, action, subject_id, world, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(link.tokenHash, link.userId, link.action, link.subjectId, link.world, now.toISOString(), link.expiresAt);
}

/** The link of a token hash, for a live account only (a deleted account's links do nothing). */
export async function findMailLink(db: D1Database, tokenHash: string): Promise<MailLinkRow | null> {
  return db
    .prepare(
      `SELECT l.user_id, l.action, l.subject_id, l.world, l.expires_at, l.used_at, a.public_name AS author_name
       FROM mail_links l JOIN users u ON u.id = l.user_id AND u.deleted_at IS NULL
       LEFT JOIN users a ON l.action = 'unfollow_author' AND a.id = l.subject_id
       WHERE l.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<MailLinkRow>();
}

const MARKETING_TOPICS = ['followed_authors', 'recommendations'] as const;

/**
 * Carries out a link's action and marks it used, in one batch. Answers whether anything changed
 * (false: the follow or the subscription was already gone).
 */
export async function applyMailLink(db: D1Database, tokenHash: string, link: MailLinkRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const statements: D1PreparedStatement[] = [];
  if (link.action === 'unfollow_author') {
    statements.push(
      db.prepare("DELETE FROM subscriptions WHERE user_id = ? AND subject_type = 'author' AND subject_id = ?").bind(link.user_id, link.subject_id),
      db.prepare('UPDATE users SET followers_number = MAX(0, followers_number - changes()) WHERE id = ?').bind(link.subject_id),
    );
  } else {
    statements.push(db.prepare('UPDATE users SET double_opt_in = 0 WHERE id = ? AND double_opt_in = 1').bind(link.user_id));
    if (link.action === 'all_marketing') {
      const upsert = db.prepare(
        `INSERT INTO notification_preferences (user_id, topic, email) VALUES (?, ?, 0)
         ON CONFLICT (user_id, topic) DO UPDATE SET email = 0 WHERE email = 1`,
      );
      for (const topic of MARKETING_TOPICS) statements.push(upsert.bind(link.user_id, topic));
    }
  }
  statements.push(db.prepare('UPDATE mail_links SET used_at = COALESCE(used_at, ?) WHERE token_hash = ?').bind(at, tokenHash));
  const results = await db.batch(statements);
  const changed = results.slice(0, link.action === 'unfollow_author' ? 1 : -1).some((r) => (r.meta.changes ?? 0) > 0);
  return changed;
}

/** The account's e-mail address and world, to send a link to (null: no live account with that address). */
export async function findAccountByEmail(db: D1Database, email: string): Promise<{ id: number; email: string; world: string } | null> {
  return db.prepare('SELECT id, email, world FROM users WHERE email = ? AND deleted_at IS NULL').bind(email).first<{ id: number; email: string; world: string }>();
}

export interface FollowerRow {
  id: number;
  email: string;
  world: string;
}

/**
 * The accounts that follow an author and want e-mail about followed authors (the topic is on
 * unless turned off), without deleted accounts.
 */
export async function followersToTell(db: D1Database, authorId: number): Promise<FollowerRow[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.world FROM subscriptions s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
       WHERE s.subject_type = 'author' AND s.subject_id = ?
         AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.topic = 'followed_authors' AND p.email = 0)
       ORDER BY u.id LIMIT 5000`,
    )
    .bind(authorId)
    .all<FollowerRow>();
  return results;
}

/** A live material with its author's name, for the author-news e-mail. */
export async function materialNews(db: D1Database, materialId: number): Promise<{ id: number; title: string; slug: string; author_id: number; author_name: string | null } | null> {
  return db
    .prepare(
      `SELECT m.id, m.title, m.slug, m.author_id, u.public_name AS author_name FROM materials m JOIN users u ON u.id = m.author_id
       WHERE m.id = ? AND m.is_active = 1 AND m.deleted_at IS NULL`,
    )
    .bind(materialId)
    .first();
}

/** How many links of one kind a user got in the last hour (unsubscribe-by-link requests are limited). */
export async function recentMailLinks(db: D1Database, userId: number, action: MailLinkAction, now: Date): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM mail_links WHERE user_id = ? AND action = ? AND created_at > ?')
    .bind(userId, action, new Date(now.getTime() - 3_600_000).toISOString())
    .first<{ n: number }>();
  return row?.n ?? 0;
}
