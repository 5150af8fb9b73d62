export interface OutboxEntry {
  to: string;
  template: string;
  subject: string;
  text: string;
  world: string;
  /** Marketing e-mails only: the List-Unsubscribe header (`<https://…>`) and `List-Unsubscribe=One-Click` (docs/unsubscribe.md). */
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
}

export function insertOutboxStatement(db: D1Database, entry: OutboxEntry, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (to_email, template, subject, body_text, world, created_at, list_unsubscribe, list_unsubscribe_post)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(entry.to, entry.template, entry.subject, entry.text, entry.world, now.toISOString(), entry.listUnsubscribe ?? null, entry.listUnsubscribePost ?? null);
}

export async function markSent(db: D1Database, id: number, providerId: string, now: Date): Promise<void> {
  await db.prepare('UPDATE outbox SET sent_at = ?, provider_message_id = ?, last_error = NULL WHERE id = ?').bind(now.toISOString(), providerId, id).run();
}

export async function markFailed(db: D1Database, id: number, error: string): Promise<void> {
  await db.prepare('UPDATE outbox SET last_error = ? WHERE id = ?').bind(error.slice(0, 500), id).run();
}

export interface OutboxRow {
  id: number;
  to_email: string;
  template: string;
  subject: string;
  body_text: string;
  world: string;
  created_at: string;
  sent_at: string | null;
  list_unsubscribe: string | null;
  list_unsubscribe_post: string | null;
}

export async function latestOutbox(db: D1Database, limit: number, to?: string): Promise<OutboxRow[]> {
  const where = to ? 'WHERE to_email = ?' : '';
  const statement = db.prepare(
    `SELECT id, to_email, template, subject, body_text, world, created_at, sent_at, list_unsubscribe, list_unsubscribe_post FROM outbox ${where} ORDER BY id DESC LIMIT ?`,
  );
  const { results } = await (to ? statement.bind(to, limit) : statement.bind(limit)).all<OutboxRow>();
  return results;
}
