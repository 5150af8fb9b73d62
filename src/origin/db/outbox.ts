export interface OutboxEntry {
  to: string;
  template: string;
  subject: string;
  text: string;
  world: string;
}

export function insertOutboxStatement(db: D1Database, entry: OutboxEntry, now: Date): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (to_email, template, subject, body_text, world, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(entry.to, entry.template, entry.subject, entry.text, entry.world, now.toISOString());
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
}

export async function latestOutbox(db: D1Database, limit: number, to?: string): Promise<OutboxRow[]> {
  const where = to ? 'WHERE to_email = ?' : '';
  const statement = db.prepare(
    `SELECT id, to_email, template, subject, body_text, world, created_at, sent_at FROM outbox ${where} ORDER BY id DESC LIMIT ?`,
  );
  const { results } = await (to ? statement.bind(to, limit) : statement.bind(limit)).all<OutboxRow>();
  return results;
}
