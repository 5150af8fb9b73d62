import type { OriginEnv } from '../env';
import { insertOutboxStatement, markFailed, markSent, type OutboxEntry } from '../db/outbox';
import { mailProviderFor } from './mail';

/** The List-Unsubscribe headers of a marketing e-mail (docs/unsubscribe.md); none for the others. */
function mailHeaders(entry: OutboxEntry): Record<string, string> | undefined {
  if (!entry.listUnsubscribe) return undefined;
  const headers: Record<string, string> = { 'List-Unsubscribe': entry.listUnsubscribe };
  if (entry.listUnsubscribePost) headers['List-Unsubscribe-Post'] = entry.listUnsubscribePost;
  return headers;
}

/**
 * Every email goes through the outbox: the row is written first (so nothing is lost), then the
 * provider delivers it after the response (`waitUntil`).
 */
export async function queueMail(env: OriginEnv, waitUntil: (p: Promise<unknown>) => void, entry: OutboxEntry): Promise<void> {
  const now = new Date();
  const row = await insertOutboxStatement(env.DB, entry, now).first<{ id: number }>();
  if (!row) throw new Error('outbox insert returned no id');
  const provider = mailProviderFor(env);
  waitUntil(
    provider
      .send({ id: row.id, to: entry.to, subject: entry.subject, text: entry.text, headers: mailHeaders(entry) })
      .then((providerId) => markSent(env.DB, row.id, providerId, new Date()))
      .catch((error: unknown) => markFailed(env.DB, row.id, error instanceof Error ? error.message : String(error))),
  );
}
