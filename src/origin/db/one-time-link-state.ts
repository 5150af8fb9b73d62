/** Whether a one-time link exists and still works, without spending it (docs/search-engines.md). */
export async function oneTimeLinkState(db: D1Database, hash: string, purpose: string, now: Date): Promise<'live' | 'gone' | null> {
  const row = await db
    .prepare('SELECT used_at, expires_at FROM one_time_tokens WHERE token_hash = ? AND purpose = ?')
    .bind(hash, purpose)
    .first<{ used_at: string | null; expires_at: string }>();
  if (!row) return null;
  return row.used_at === null && row.expires_at > now.toISOString() ? 'live' : 'gone';
}
