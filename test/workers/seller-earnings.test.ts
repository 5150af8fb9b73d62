/** The earnings part of the seller area (docs/seller-earnings.md): API, credit notes, payouts, exports, buy box. */
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { call, data, post, makeStaff } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, insertSchool, newKey, payDemo, quickUser } from './commerce-kit';
import { issueCreditNotes, runPayouts } from '../../src/origin/api/seller-earnings';
import { PAYOUT_THRESHOLD } from '../../src/origin/domain/seller/earnings';
import type { Earnings, MaterialRelation, PayoutDetailsAnswer, Statistics } from '../../src/shared/schemas/seller-earnings';

async function errorOf(response: Response): Promise<{ status: number; code: string; details?: unknown }> {
  const body = (await response.json()) as { error: { code: string; details?: unknown } };
  return { status: response.status, code: body.error.code, details: body.error.details };
}

function send(method: 'GET' | 'PUT' | 'POST', path: string, token: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function seller(name: string): Promise<{ userId: number; token: string }> {
  const user = await quickUser(name);
  await env.DB.prepare('UPDATE users SET is_seller = 1 WHERE id = ?').bind(user.userId).run();
  return user;
}

/** Buys the materials through cart, checkout and the demo payment; answers the order's public id. */
async function buy(token: string, materialIds: number[]): Promise<string> {
  for (const materialId of materialIds) {
    const added = await cartCall('v1/cart/add', { token, body: { materialId } });
    expect(added.status).toBe(200);
  }
  const result = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  const order = await payDemo(token, result.order.id);
  expect(order.status).toBe('paid');
  return result.order.id;
}

const COMPLETE_DETAILS = {
  entity_type: 'individual',
  legal_name: 'Erika Mustermann',
  street: 'Lindenweg 3',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  tax_number: '12/345/67890',
  vat_id: '',
  small_business: true,
  birth_date: '1980-04-12',
} as const;

async function completePayoutData(token: string, details: Record<string, unknown> = COMPLETE_DETAILS): Promise<void> {
  expect((await post('v3/user/bank-details', { account_holder: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' }, token)).status).toBe(200);
  const saved = await data<PayoutDetailsAnswer>(await send('PUT', 'v3/seller/payout-details', token, details));
  expect(saved.missing).toEqual([]);
}

/** Moves the author's royalty lines into another month (they were written now). */
async function moveRoyalties(authorId: number, isoDay: string): Promise<void> {
  await env.DB.prepare(`UPDATE royalties SET created_at = ? || substr(created_at, 11) WHERE author_id = ?`).bind(isoDay, authorId).run();
}

async function royaltySum(authorId: number, period: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COALESCE(SUM(amount), 0) AS s FROM royalties WHERE author_id = ? AND substr(created_at, 1, 7) = ?`)
    .bind(authorId, period)
    .first<{ s: number }>();
  return row?.s ?? 0;
}

describe('payout details', () => {
  it('lists exactly what is missing, refuses malformed details without saving, and is complete with bank details', async () => {
    const author = await seller('Autorin Auszahlung');
    const empty = await data<PayoutDetailsAnswer>(await send('GET', 'v3/seller/payout-details', author.token));
    expect(empty).toMatchObject({ details: null, bank: null, complete: false, missing: ['details', 'bankDetails'] });

    const partial = await data<PayoutDetailsAnswer>(
      await send('PUT', 'v3/seller/payout-details', author.token, { ...COMPLETE_DETAILS, street: '', tax_number: '', birth_date: null }),
    );
    expect(partial.missing).toEqual(['street', 'taxId', 'birthDate', 'bankDetails']);

    for (const bad of [{ country: 'XX' }, { country: 'DE', vat_id: 'DE12' }, { birth_date: '2099-01-01' }, { birth_date: '1980-02-31' }]) {
      const refused = await errorOf(await send('PUT', 'v3/seller/payout-details', author.token, { ...COMPLETE_DETAILS, ...bad }));
      expect(refused.status).toBe(400);
    }
    expect((await errorOf(await send('PUT', 'v3/seller/payout-details', author.token, { ...COMPLETE_DETAILS, entity_type: 'club' }))).status).toBe(400);
    const unchanged = await data<PayoutDetailsAnswer>(await send('GET', 'v3/seller/payout-details', author.token));
    expect(unchanged.details?.street).toBe('');

    // A company needs a VAT id unless it is a small business; no date of birth.
    const company = await data<PayoutDetailsAnswer>(
      await send('PUT', 'v3/seller/payout-details', author.token, { ...COMPLETE_DETAILS, entity_type: 'company', small_business: false, birth_date: null }),
    );
    expect(company.missing).toEqual(['vatId', 'bankDetails']);

    await completePayoutData(author.token);
    const done = await data<PayoutDetailsAnswer>(await send('GET', 'v3/seller/payout-details', author.token));
    expect(done.complete).toBe(true);
    expect(done.bank?.ibanMasked).toBe('DE89 •••• 3000');
  });

  it('is for sellers only', async () => {
    const buyer = await quickUser('Kein Verkäufer');
    for (const path of ['v3/seller/payout-details', 'v3/seller/statistics', 'v3/seller/earnings', 'v3/seller/royalties']) {
      expect(await errorOf(await send('GET', path, buyer.token))).toMatchObject({ status: 403, code: 'not_seller' });
    }
    expect((await call('v3/seller/earnings')).status).toBe(401);
  });
});

describe('statistics, downloads, views and CSV', () => {
  let author: { userId: number; token: string };
  let other: { userId: number; token: string };
  let buyer: { userId: number; token: string };
  let mine: { id: number; fileId: number };
  let formula: { id: number; fileId: number };
  let theirs: { id: number; fileId: number };

  beforeAll(async () => {
    author = await seller('Autorin Statistik');
    other = await seller('Anderer Autor');
    buyer = await quickUser('Käufer Statistik');
    mine = await insertMaterial({ authorId: author.userId, price: 1000, title: 'Bruchrechnen; Übungen "leicht"' });
    formula = await insertMaterial({ authorId: author.userId, price: 300, title: '=HYPERLINK("http://evil.example")' });
    theirs = await insertMaterial({ authorId: other.userId, price: 700 });
    await buy(buyer.token, [mine.id, formula.id, theirs.id]);
  });

  it('counts downloads where the file is served and views from the page_view event', async () => {
    const link = await data<{ url: string }>(await send('POST', `v3/downloads/${mine.fileId}/link?world=de`, buyer.token, {}));
    const file = await call(link.url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    const tracked = await post('v3/events/track?world=de', {
      events: [
        { name: 'page_view', properties: { path: `/de/material/${mine.id}/material-${mine.id}` } },
        { name: 'page_view', properties: { path: `/de/material/${mine.id}/material-${mine.id}` } },
        { name: 'page_view', properties: { path: '/de/suche' } },
        { name: 'page_view', properties: { path: '/de/material/99999999/unknown' } },
      ],
    });
    expect(tracked.status).toBe(200);
    const stats = await data<Statistics>(await send('GET', 'v3/seller/statistics?interval=day', author.token));
    const row = stats.materials.find((m) => m.id === mine.id);
    expect(row).toMatchObject({ sales: 1, downloads: 1, views: 2, net: expect.any(Number) });
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.series.find((p) => p.period === today)).toMatchObject({ sales: 2, downloads: 1, views: 2 });
  });

  it("shows only the author's own materials, with royalty equal to the ledger, and filters by material, world and period", async () => {
    const stats = await data<Statistics>(await send('GET', 'v3/seller/statistics', author.token));
    expect(stats.materials.map((m) => m.id).sort()).toEqual([mine.id, formula.id].sort());
    expect(stats.materials.some((m) => m.id === theirs.id)).toBe(false);
    const ledger = await env.DB.prepare('SELECT SUM(amount) AS s, SUM(net) AS n FROM royalties WHERE author_id = ?').bind(author.userId).first<{ s: number; n: number }>();
    expect(stats.totals.royalty).toBe(ledger?.s);
    expect(stats.totals.net).toBe(ledger?.n);
    expect(stats.series.reduce((sum, p) => sum + p.royalty, 0)).toBe(ledger?.s);

    const oneMaterial = await data<Statistics>(await send('GET', `v3/seller/statistics?material=${mine.id}`, author.token));
    expect(oneMaterial.materials.map((m) => m.id)).toEqual([mine.id]);
    const foreign = await data<Statistics>(await send('GET', `v3/seller/statistics?material=${theirs.id}`, author.token));
    expect(foreign.materials).toEqual([]);
    expect(foreign.totals.sales).toBe(0);
    const otherWorld = await data<Statistics>(await send('GET', 'v3/seller/statistics?in=fr', author.token));
    expect(otherWorld.materials).toEqual([]);
    const past = await data<Statistics>(await send('GET', 'v3/seller/statistics?from=2020-01-01&to=2020-03-31&interval=month', author.token));
    expect(past.totals).toMatchObject({ sales: 0, royalty: 0 });
    expect(past.series.map((p) => p.period)).toEqual(['2020-01', '2020-02', '2020-03']);

    expect((await errorOf(await send('GET', 'v3/seller/statistics?from=2026-05-01&to=2026-01-01', author.token))).status).toBe(400);
    expect((await errorOf(await send('GET', 'v3/seller/statistics?from=2020-01-01&to=2026-01-01&interval=day', author.token))).status).toBe(400);
    expect((await errorOf(await send('GET', 'v3/seller/statistics?in=xx', author.token))).status).toBe(400);
    expect((await errorOf(await send('GET', 'v3/seller/statistics?material=abc', author.token))).status).toBe(400);
  });

  it('exports CSV with a BOM, semicolons and decimal commas in German, and defuses formulas', async () => {
    const response = await send('GET', 'v3/seller/statistics/csv?lang=de', author.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Material-Nr.;Titel;Länderseite;Verkäufe;Erstattungen;Downloads;Aufrufe;Nettoumsatz (EUR);Honorar (EUR)');
    expect(lines).toHaveLength(3);
    const mineLine = lines.find((l) => l.startsWith(`${mine.id};`));
    expect(mineLine).toMatch(new RegExp(`^${mine.id};"Bruchrechnen; Übungen ""leicht""";de;1;0;1;2;\\d+,\\d{2};\\d+,\\d{2}$`));
    const formulaLine = lines.find((l) => l.startsWith(`${formula.id};`));
    expect(formulaLine).toContain(`;"'=HYPERLINK(""http://evil.example"")";`);

    const english = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await (await send('GET', 'v3/seller/statistics/csv?lang=en', author.token)).arrayBuffer());
    expect(english.split('\r\n')[0]).toBe('\uFEFFMaterial no.,Title,Country site,Sales,Refunds,Downloads,Views,Net revenue (EUR),Royalty (EUR)');
    expect(english).toMatch(/,\d+\.\d{2},\d+\.\d{2}\r\n/);
  });
});

describe('credit notes, threshold and payouts', () => {
  let author: { userId: number; token: string };
  let a: { id: number; fileId: number };
  let b: { id: number; fileId: number };
  let refundedOrder: string;
  const period = '2026-08';
  const runAt = new Date('2026-09-01T04:07:00Z');

  beforeAll(async () => {
    author = await seller('Autorin Gutschrift');
    a = await insertMaterial({ authorId: author.userId, price: 2500 });
    b = await insertMaterial({ authorId: author.userId, price: 1999 });
    const buyer1 = await quickUser('Käuferin 1');
    const buyer2 = await quickUser('Käuferin 2');
    refundedOrder = await buy(buyer1.token, [a.id, b.id]);
    await buy(buyer2.token, [a.id]);
    // A refund of buyer 1's material b mirrors its sale line (docs/commerce.md, "Royalties").
    await env.DB.prepare(
      `INSERT INTO royalties (order_id, material_id, author_id, currency, net, rate_bp, amount, active_materials, kind, created_at)
       SELECT order_id, material_id, author_id, currency, -net, rate_bp, -amount, active_materials, 'refund', created_at FROM royalties
       WHERE author_id = ? AND material_id = ? AND order_id = (SELECT id FROM orders WHERE public_id = ?)`,
    )
      .bind(author.userId, b.id, refundedOrder)
      .run();
    await moveRoyalties(author.userId, `${period}-15`);
  });

  it('waits for complete payout details, then issues one credit note per month whose sums equal the royalties, refunds subtracted', async () => {
    expect(await issueCreditNotes(env, runAt, author.userId)).toEqual({ issued: 0, waiting: 1 });
    await completePayoutData(author.token);

    const first = await issueCreditNotes(env, runAt, author.userId);
    expect(first).toEqual({ issued: 1, waiting: 0 });
    expect(await issueCreditNotes(env, runAt, author.userId)).toEqual({ issued: 0, waiting: 0 });
    expect(await issueCreditNotes(env, new Date('2026-10-01T04:07:00Z'), author.userId)).toEqual({ issued: 0, waiting: 0 });

    const notes = await env.DB.prepare('SELECT * FROM credit_notes WHERE author_id = ?').bind(author.userId).all<Record<string, number | string>>();
    expect(notes.results).toHaveLength(1);
    const note = notes.results[0]!;
    const sum = await royaltySum(author.userId, period);
    const saleOnly = await env.DB.prepare(`SELECT SUM(amount) AS s FROM royalties WHERE author_id = ? AND kind = 'sale'`).bind(author.userId).first<{ s: number }>();
    expect(note).toMatchObject({ period, sales: 3, refunds: 1, royalty: sum, vat_rule: 'small_business', vat_amount: 0, total: sum });
    expect(sum).toBeLessThan(saleOnly?.s ?? 0);
    // 50 % of the net (after VAT) of two sales of a (25,00 gross) and none of b (refunded).
    expect(sum).toBe(2 * Math.floor(2101 / 2));
    expect(String(note.number)).toMatch(/^GS-2026-\d{6}$/);

    const earnings = await data<Earnings>(await send('GET', 'v3/seller/earnings', author.token));
    expect(earnings.balance).toBe(sum);
    expect(earnings.creditNotes[0]).toMatchObject({ period, royalty: sum, total: sum });
    expect(earnings.ledger.filter((l) => l.kind === 'refund')).toHaveLength(1);
    expect(earnings.tier).toMatchObject({ rateBp: 5000, next: { rateBp: 6000, minActiveMaterials: 25 } });

    const pdf = await send('GET', `v3/seller/credit-notes/${note.id}/pdf?lang=de`, author.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(await pdf.arrayBuffer());
    expect(doc.getTitle()).toBe(note.number);
    const stranger = await seller('Fremde Autorin');
    expect((await send('GET', `v3/seller/credit-notes/${note.id}/pdf`, stranger.token)).status).toBe(404);
  });

  it('numbers credit notes without gaps and charges VAT for a German author liable to VAT', async () => {
    const vatAuthor = await seller('Autor mit USt');
    const m = await insertMaterial({ authorId: vatAuthor.userId, price: 1190 });
    await buy((await quickUser('Käufer USt')).token, [m.id]);
    await moveRoyalties(vatAuthor.userId, `${period}-20`);
    await completePayoutData(vatAuthor.token, { ...COMPLETE_DETAILS, entity_type: 'company', small_business: false, vat_id: 'DE123456789', birth_date: null });
    expect((await issueCreditNotes(env, runAt, vatAuthor.userId)).issued).toBe(1);
    const note = await env.DB.prepare('SELECT royalty, vat_rule, vat_rate_bp, vat_amount, total, seq FROM credit_notes WHERE author_id = ?')
      .bind(vatAuthor.userId)
      .first<{ royalty: number; vat_rule: string; vat_rate_bp: number; vat_amount: number; total: number; seq: number }>();
    expect(note).toMatchObject({ royalty: 500, vat_rule: 'vat', vat_rate_bp: 1900, vat_amount: 95, total: 595 });
    const seqs = await env.DB.prepare('SELECT seq FROM credit_notes WHERE year = 2026 ORDER BY seq').all<{ seq: number }>();
    expect(seqs.results.map((r) => r.seq)).toEqual(seqs.results.map((_, i) => i + 1));
  });

  it('pays out complete balances at or above the threshold once, rolls smaller ones over, and writes a valid SEPA file', async () => {
    const small = await seller('Autorin Kleinbetrag');
    const m = await insertMaterial({ authorId: small.userId, price: 200 });
    await buy((await quickUser('Käufer klein')).token, [m.id]);
    await moveRoyalties(small.userId, `${period}-03`);
    await completePayoutData(small.token);
    await issueCreditNotes(env, runAt, small.userId);
    const smallBalance = (await data<Earnings>(await send('GET', 'v3/seller/earnings', small.token))).balance;
    expect(smallBalance).toBeGreaterThan(0);
    expect(smallBalance).toBeLessThan(PAYOUT_THRESHOLD);

    const payoutPeriod = '2026-09';
    await runPayouts(env, payoutPeriod, runAt);
    await runPayouts(env, payoutPeriod, runAt);
    const rows = await env.DB.prepare('SELECT author_id, amount FROM payouts WHERE period = ?').bind(payoutPeriod).all<{ author_id: number; amount: number }>();
    const byAuthor = new Map(rows.results.map((r) => [r.author_id, r.amount]));
    expect(byAuthor.get(author.userId)).toBe(await royaltySum(author.userId, period));
    expect(byAuthor.has(small.userId)).toBe(false);
    expect((await data<Earnings>(await send('GET', 'v3/seller/earnings', author.token))).balance).toBe(0);
    expect((await data<Earnings>(await send('GET', 'v3/seller/earnings', small.token))).balance).toBe(smallBalance);

    const staff = await quickUser('Team Auszahlung');
    await makeStaff(staff.userId);
    const sepa = await send('GET', `v3/staff/payouts/sepa?period=${payoutPeriod}`, staff.token);
    expect(sepa.status).toBe(200);
    const xml = await sepa.text();
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">(\d+\.\d{2})<\/InstdAmt>/g)].map((m) => Math.round(Number(m[1]) * 100));
    expect(amounts).toHaveLength(rows.results.length);
    const total = rows.results.reduce((s, r) => s + r.amount, 0);
    expect(amounts.reduce((s, x) => s + x, 0)).toBe(total);
    const ctrl = [...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => Math.round(Number(m[1]) * 100));
    expect(ctrl).toEqual([total, total]);
    expect(xml.match(/<NbOfTxs>(\d+)<\/NbOfTxs>/)?.[1]).toBe(String(rows.results.length));
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain(`KREIDE-${payoutPeriod}-${author.userId}`);
    expect(xml).not.toContain(`KREIDE-${payoutPeriod}-${small.userId}`);
    // Every opened element is closed, in order.
    const stack: string[] = [];
    for (const tag of xml.matchAll(/<(\/?)([A-Za-z]+)[^>]*?(\/?)>/g)) {
      if (tag[3] === '/') continue;
      if (tag[1] === '/') expect(stack.pop()).toBe(tag[2]);
      else stack.push(tag[2]!);
    }
    expect(stack).toEqual([]);

    const overview = await data<{ total: number; payouts: unknown[] }>(await send('GET', `v3/staff/payouts?period=${payoutPeriod}&world=de&v=2`, staff.token));
    expect(overview.total).toBe(total);
  });

  it('reports DAC7 data per seller and quarter: identification, address, TIN, date of birth, consideration, sales and fees', async () => {
    const staff = await quickUser('Team DAC7');
    await makeStaff(staff.userId);
    const report = await data<{ sellers: Record<string, unknown>[] }>(await send('GET', 'v3/staff/dac7?year=2026', staff.token));
    const entry = report.sellers.find((s) => s.sellerId === author.userId);
    const sum = await royaltySum(author.userId, period);
    const net = await env.DB.prepare('SELECT SUM(net) AS n FROM royalties WHERE author_id = ?').bind(author.userId).first<{ n: number }>();
    expect(entry).toMatchObject({
      name: 'Erika Mustermann',
      tin: '12/345/67890',
      birthDate: '1980-04-12',
      address: { street: 'Lindenweg 3', postalCode: '10115', city: 'Berlin', country: 'DE' },
      consideration: sum,
      sales: 2,
      feesWithheld: (net?.n ?? 0) - sum,
      complete: true,
    });
    expect((entry?.quarters as { quarter: number; consideration: number }[])[2]).toMatchObject({ quarter: 3, consideration: sum });
    const csv = await send('GET', 'v3/staff/dac7?year=2026&format=csv', staff.token);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain('Erika Mustermann');
  });

  it('answers 404 to everyone but staff on the staff exports', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'v3/staff/payouts?period=2026-09'],
      ['GET', 'v3/staff/payouts/sepa?period=2026-09'],
      ['GET', 'v3/staff/dac7?year=2026'],
      ['POST', 'v3/staff/payouts/run', { period: '2026-09' }],
      ['GET', 'v3/staff/credit-notes/1/pdf'],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method as 'GET', path, author.token, body)).status).toBe(404);
      expect((await call(path, { method })).status).toBe(404);
    }
    const staff = await quickUser('Team Prüfung');
    await makeStaff(staff.userId);
    expect((await send('GET', 'v3/staff/dac7?year=2026', staff.token)).status).toBe(200);
    expect((await send('GET', 'v3/staff/dac7?year=abc', staff.token)).status).toBe(400);
    expect((await send('GET', 'v3/staff/payouts?period=2026-13', staff.token)).status).toBe(400);
  });
});

describe('the buy box relation', () => {
  it('tells the author, a buyer, a school member and anyone else apart', async () => {
    const author = await seller('Autorin Kaufbox');
    const material = await insertMaterial({ authorId: author.userId, price: 400 });
    const buyer = await quickUser('Käuferin Kaufbox');
    const colleague = await quickUser('Kollegin');
    const stranger = await quickUser('Fremder');
    const school = await insertSchool([buyer.userId, colleague.userId]);
    await buy(buyer.token, [material.id]);
    const relationOf = async (token: string) => data<MaterialRelation>(await send('GET', `v3/seller/materials/${material.id}/relation`, token));
    expect(await relationOf(author.token)).toEqual({ relation: 'author', files: [] });
    expect(await relationOf(buyer.token)).toEqual({ relation: 'owner', files: [{ id: material.fileId, name: expect.any(String), format: 'PDF' }] });
    expect((await relationOf(stranger.token)).relation).toBe('none');
    expect((await call(`v3/seller/materials/${material.id}/relation`)).status).toBe(401);
    expect((await send('GET', 'v3/seller/materials/abc/relation', stranger.token)).status).toBe(400);
    // A personal purchase is no licence for the colleague; the school's purchase is.
    expect((await relationOf(colleague.token)).relation).toBe('none');
    await env.DB.prepare('UPDATE purchases SET school_id = ? WHERE user_id = ? AND material_id = ?').bind(school, buyer.userId, material.id).run();
    expect((await relationOf(colleague.token)).relation).toBe('owner');
  });
});
