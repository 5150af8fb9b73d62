import type { AbTest } from '../../shared/schemas/settings';
import type { Currency } from '../../shared/schemas/location';
import type { PartnerHost } from '../../shared/schemas/authors';

interface AbTestRow {
  key: string;
  variants: string;
  default_variant: string;
  active_variants: string;
  enabled: number;
  revision: number;
}

export async function findAbTest(db: D1Database, key: string): Promise<AbTest | null> {
  const row = await db
    .prepare('SELECT key, variants, default_variant, active_variants, enabled, revision FROM ab_tests WHERE key = ?')
    .bind(key)
    .first<AbTestRow>();
  if (!row) return null;
  return {
    key: row.key,
    variants: JSON.parse(row.variants) as AbTest['variants'],
    defaultVariant: row.default_variant,
    activeVariants: JSON.parse(row.active_variants) as string[],
    enabled: row.enabled === 1,
    revision: row.revision,
  };
}

export async function findCurrency(db: D1Database, code: string): Promise<Currency | null> {
  return db
    .prepare('SELECT code, symbol, per_euro_micros AS perEuroMicros FROM currencies WHERE code = ?')
    .bind(code)
    .first<Currency>();
}

export async function findPartnerHost(db: D1Database, host: string): Promise<PartnerHost | null> {
  return db
    .prepare('SELECT host, world, author_id AS authorId FROM partner_hosts WHERE host = ?')
    .bind(host)
    .first<PartnerHost>();
}

export interface EventRecord {
  trackSid: string;
  name: string;
  world: string;
  payload: string;
  occurredAt: string;
  receivedAt: string;
}

export async function insertEvents(db: D1Database, events: EventRecord[]): Promise<void> {
  const insert = db.prepare(
    'INSERT INTO events (track_sid, name, world, payload, occurred_at, received_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  await db.batch(events.map((e) => insert.bind(e.trackSid, e.name, e.world, e.payload, e.occurredAt, e.receivedAt)));
}
