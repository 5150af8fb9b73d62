/**
 * Migration 0038: the bg world moves to the euro; what is still to be charged or spent in lev is
 * converted at 1.95583 and rounded to the cent, what happened before stays in lev (docs/worlds.md).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FIXTURE } from './fixtures';

async function runMigration0038(): Promise<void> {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0038_'));
  if (!migration) throw new Error('migration 0038 missing');
  for (const query of migration.queries) await env.DB.prepare(query).run();
}

describe('the bg world charges the euro (migration 0038)', () => {
  it('converts lev prices, sale prices and credit balances to euro cents, and the world row', async () => {
    const now = new Date().toISOString();
    const author = FIXTURE.authorDe.id;
    const insert = (slug: string, price: number, sale: number | null) =>
      env.DB.prepare(
        `INSERT INTO materials (world, author_id, slug, title, description, school_type, subject_id, material_type, grade_from, grade_to, price, sale_price, currency, created_at)
         VALUES ('bg', ?, ?, 'Упражнения', 'Описание', 'grundschule', 601, 'worksheet', 3, 4, ?, ?, 'BGN', ?) RETURNING id`,
      ).bind(author, slug, price, sale, now).first<{ id: number }>();
    const a = await insert('bg-eur-a', 1000, 500); // 10,00 лв → 5,11 €; 5,00 лв → 2,56 €
    const b = await insert('bg-eur-b', 101, 100); // 1,01 лв → 0,52 €; 1,00 лв → 0,51 € (stays below)
    const c = await insert('bg-eur-c', 3, 2); // 0,03 лв and 0,02 лв → 0,02 € and 0,01 €
    await env.DB.prepare("INSERT INTO credit_balances (user_id, currency, amount) VALUES (?, 'BGN', 1000), (?, 'EUR', 100)").bind(author, author).run();
    await env.DB.prepare("UPDATE worlds SET currency = 'BGN' WHERE code = 'bg'").run();

    await runMigration0038();

    const row = (id: number | undefined) => env.DB.prepare('SELECT price, sale_price, currency FROM materials WHERE id = ?').bind(id).first();
    expect(await row(a?.id)).toEqual({ price: 511, sale_price: 256, currency: 'EUR' });
    expect(await row(b?.id)).toEqual({ price: 52, sale_price: 51, currency: 'EUR' });
    expect(await row(c?.id)).toEqual({ price: 2, sale_price: 1, currency: 'EUR' });
    const balances = await env.DB.prepare('SELECT currency, amount FROM credit_balances WHERE user_id = ? ORDER BY currency').bind(author).all();
    expect(balances.results).toEqual([{ currency: 'EUR', amount: 100 + 511 }]);
    expect(await env.DB.prepare("SELECT currency FROM worlds WHERE code = 'bg'").first('currency')).toBe('EUR');
  });
});
