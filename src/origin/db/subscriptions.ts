/**
 * Follows of authors, materials and schools (docs/community.md "Following"). A subscriber is an
 * account (`user_id`) or an anonymous holder (`anonymous_id`, the hash of a public token); only
 * account follows count toward `users.followers_number`.
 */
export type Subscriber = { column: 'user_id'; value: number } | { column: 'anonymous_id'; value: string };
export type SubjectType = 'author' | 'material' | 'school';

export async function isSeller(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT id FROM users WHERE id = ? AND is_seller = 1').bind(id).first()) !== null;
}

export async function isLiveMaterial(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT id FROM materials WHERE id = ? AND deleted_at IS NULL').bind(id).first()) !== null;
}

export async function followersNumber(db: D1Database, authorId: number): Promise<number> {
  const row = await db.prepare('SELECT followers_number AS n FROM users WHERE id = ?').bind(authorId).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Follow or unfollow in one batch (one transaction): the conditional insert (or delete) and, for
 * an account following an author, the follower count moved by exactly the rows it changed
 * (`changes()`), so repeats and concurrent calls cannot drift. Anonymous follows move no count.
 */
export async function setSubscription(
  db: D1Database,
  who: Subscriber,
  subject: { subjectType: SubjectType; subjectId: number; world: string },
  on: boolean,
): Promise<void> {
  const change = on
    ? db
        .prepare(
          `INSERT INTO subscriptions (${who.column}, subject_type, subject_id, world, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT DO NOTHING`,
        )
        .bind(who.value, subject.subjectType, subject.subjectId, subject.world, new Date().toISOString())
    : db.prepare(`DELETE FROM subscriptions WHERE ${who.column} = ? AND subject_type = ? AND subject_id = ?`).bind(who.value, subject.subjectType, subject.subjectId);
  const statements = [change];
  if (subject.subjectType === 'author' && who.column === 'user_id') {
    statements.push(
      db.prepare(`UPDATE users SET followers_number = MAX(0, followers_number ${on ? '+' : '-'} changes()) WHERE id = ?`).bind(subject.subjectId),
    );
  }
  await db.batch(statements);
}

export async function isSubscribed(db: D1Database, who: Subscriber, type: string, subjectId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS yes FROM subscriptions WHERE ${who.column} = ? AND subject_type = ? AND subject_id = ?`)
    .bind(who.value, type, subjectId)
    .first();
  return row !== null;
}

interface SubscriptionRow {
  subject_type: string;
  subject_id: number;
  world: string;
  created_at: string;
}

export async function listSubscriptions(db: D1Database, who: Subscriber, query: { type?: SubjectType; limit: number; page: number }) {
  const typeFilter = query.type ? ' AND subject_type = ?' : '';
  const args = query.type ? [who.value, query.type] : [who.value];
  const [items, total] = await db.batch([
    db
      .prepare(
        `SELECT subject_type, subject_id, world, created_at FROM subscriptions WHERE ${who.column} = ?${typeFilter}
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...args, query.limit, (query.page - 1) * query.limit),
    db.prepare(`SELECT COUNT(*) AS n FROM subscriptions WHERE ${who.column} = ?${typeFilter}`).bind(...args),
  ]);
  return {
    items: ((items?.results ?? []) as SubscriptionRow[]).map((r) => ({ subjectType: r.subject_type, subjectId: r.subject_id, world: r.world, createdAt: r.created_at })),
    page: query.page,
    limit: query.limit,
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** Whether a token hash is a live anonymous holder (a public token of no account, not revoked). */
export async function isAnonymousHolder(db: D1Database, tokenHash: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM access_tokens WHERE token_hash = ? AND user_id IS NULL AND scope = 'public' AND revoked_at IS NULL")
    .bind(tokenHash)
    .first();
  return row !== null;
}

/**
 * Moves an anonymous holder's follows to an account in one batch: follows the account already
 * has, and authors it may not follow (itself, non-sellers), are dropped; the follower count of
 * every author concerned is recounted from account follows. Answers how many follows were added.
 */
export async function persistAnonymousFollows(db: D1Database, anonymousId: string, userId: number): Promise<number> {
  const [moved] = await db.batch([
    db
      .prepare(
        `INSERT INTO subscriptions (user_id, subject_type, subject_id, world, created_at)
         SELECT ?1, s.subject_type, s.subject_id, s.world, s.created_at FROM subscriptions s
         WHERE s.anonymous_id = ?2
           AND NOT (s.subject_type = 'author' AND (s.subject_id = ?1 OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.subject_id AND u.is_seller = 1)))
         ON CONFLICT DO NOTHING`,
      )
      .bind(userId, anonymousId),
    db
      .prepare(
        `UPDATE users SET followers_number =
           (SELECT COUNT(*) FROM subscriptions f WHERE f.subject_type = 'author' AND f.subject_id = users.id AND f.user_id IS NOT NULL)
         WHERE id IN (SELECT subject_id FROM subscriptions WHERE anonymous_id = ? AND subject_type = 'author')`,
      )
      .bind(anonymousId),
    db.prepare('DELETE FROM subscriptions WHERE anonymous_id = ?').bind(anonymousId),
  ]);
  return moved?.meta.changes ?? 0;
}
