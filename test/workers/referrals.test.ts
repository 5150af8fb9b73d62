import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { data, get, lastLink, post, publicToken, registerConfirmed, tokenOf, TEST_PASSWORD } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey } from './commerce-kit';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { referralOnConfirm, referralOnPaid, referralOnRegister } from '../../src/origin/api/referrals';
import type { ReferralOverview, ReferralPreview } from '../../src/shared/schemas/referrals';
import type { Credits, Order } from '../../src/shared/schemas/commerce';

/** The referral programme (docs/referrals.md): credits once, never for referring oneself. */

let nextMail = 1;
const mail = (local: string, domain = 'referrals.example') => `${local}.${nextMail++}@${domain}`;

async function overview(token: string, world = 'de'): Promise<ReferralOverview> {
  const response = await get(`v1/referrals/mine?world=${world}`, token);
  expect(response.status).toBe(200);
  return data<ReferralOverview>(response);
}

/** Registers through a referral code and confirms the address: signed in as the new teacher. */
async function registerInvited(email: string, code: string | undefined, world = 'de'): Promise<{ userId: number; token: string }> {
  const body: Record<string, unknown> = { email, password: TEST_PASSWORD, public_name: 'Neue Kollegin', accept_terms: true };
  if (code !== undefined) body.referral_code = code;
  expect((await post(`v3/registration/register?world=${world}`, body)).status).toBe(202);
  const confirmed = await post('v3/registration/confirm', { token: tokenOf(await lastLink(email.toLowerCase())) });
  expect(confirmed.status).toBe(200);
  const { finish_token } = await data<{ finish_token: string }>(confirmed);
  const session = await data<{ access_token: string; oauth_user_id: number }>(
    await post('v3/registration/finish', { token: finish_token, first_name: 'Nina', last_name: 'Neu' }),
  );
  return { userId: session.oauth_user_id, token: session.access_token };
}

async function balance(token: string, world = 'de'): Promise<number> {
  return (await data<Credits>(await get(`v1/credits?world=${world}`, token))).availableCredits;
}

async function referralCount(inviteeId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM referrals WHERE invitee_id = ?').bind(inviteeId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Puts a 5 € material into the cart and places a demo order (money to pay, no credits). */
async function placeOrder(token: string, world = 'de'): Promise<Order> {
  const material = await insertMaterial({ world, price: 500 });
  expect((await cartCall('v1/cart/add', { token, world, body: { materialId: material.id } })).status).toBe(200);
  const placed = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }, world));
  expect(placed.order).toMatchObject({ status: 'pending', amountDue: 500 });
  return placed.order;
}

async function payDemo(token: string, order: Order, paymentDetails?: string, world = 'de'): Promise<void> {
  const body: Record<string, unknown> = { outcome: 'paid' };
  if (paymentDetails) body.paymentDetails = paymentDetails;
  const response = await cartCall(`v3/payments/demo/${order.id}`, { token, world, body });
  expect(response.status).toBe(200);
}

async function buy(token: string, paymentDetails?: string, world = 'de'): Promise<Order> {
  const order = await placeOrder(token, world);
  await payDemo(token, order, paymentDetails, world);
  return order;
}

describe('the invitation call', () => {
  it('answers 401 without a session and 403 for a visitor\'s public session, and makes no code for them', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_codes').first<{ n: number }>();
    expect((await get('v1/referrals/mine?world=de')).status).toBe(401);
    expect((await get('v1/referrals/mine?world=de', await publicToken())).status).toBe(403);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_codes').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('makes one unguessable code per user on the first visit and keeps it', async () => {
    const inviter = await registerConfirmed(mail('anna'));
    const first = await overview(inviter.token);
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(first.linkPath).toBe(`/de/registrieren?ref=${first.code}`);
    expect(first).toMatchObject({ currency: 'EUR', welcomeAmount: 500, rewardAmount: 500, earned: 0, invitees: [] });
    expect((await overview(inviter.token)).code).toBe(first.code);
    // The Spanish link leads to the page for invited teachers.
    expect((await overview(inviter.token, 'es')).linkPath).toBe(`/es/invita-docentes?ref=${first.code}`);
  });

  it('previews a code with the public display name only; a private profile shows no name', async () => {
    const inviter = await registerConfirmed(mail('clara'), { name: 'Clara Kreidler' });
    const { code } = await overview(inviter.token);
    const preview = await data<ReferralPreview>(await get(`v1/referrals/code/${code.toLowerCase()}?world=es`));
    expect(preview).toEqual({ inviterName: 'Clara Kreidler', currency: 'EUR', welcomeAmount: 500 });
    expect(JSON.stringify(preview)).not.toContain('@');
    await env.DB.prepare('UPDATE users SET private_profile = 1 WHERE id = ?').bind(inviter.userId).run();
    expect((await data<ReferralPreview>(await get(`v1/referrals/code/${code}?world=es`))).inviterName).toBeNull();
  });
});

describe('the welcome credit', () => {
  it('is credited once when the invited teacher confirms the address, however often confirmation runs', async () => {
    const inviter = await registerConfirmed(mail('berta'));
    const { code } = await overview(inviter.token);
    const invitee = await registerInvited(mail('neu'), code);
    expect(await balance(invitee.token)).toBe(500);

    // Again, and three at the same time: still one credit.
    await referralOnConfirm(env.DB, invitee.userId);
    await Promise.all([1, 2, 3].map(() => referralOnConfirm(env.DB, invitee.userId)));
    expect(await balance(invitee.token)).toBe(500);
    const ledger = await env.DB.prepare(`SELECT COUNT(*) AS n FROM credit_ledger WHERE user_id = ? AND note = 'referral_welcome'`).bind(invitee.userId).first<{ n: number }>();
    expect(ledger?.n).toBe(1);

    // The inviter sees a signed-up invitee, no address, and earns nothing yet.
    const seen = await overview(inviter.token);
    expect(seen.invitees).toEqual([{ invitedAt: expect.any(String), signedUp: true, reward: 'waiting', rewardAmount: null }]);
    expect(JSON.stringify(seen)).not.toContain('@');
    expect(seen.earned).toBe(0);
  });

  it('waits for the confirmation: a registered but unconfirmed teacher has nothing', async () => {
    const inviter = await registerConfirmed(mail('dora'));
    const { code } = await overview(inviter.token);
    const email = mail('wartet');
    expect((await post('v3/registration/register?world=de', { email, password: TEST_PASSWORD, public_name: 'Wartend', accept_terms: true, referral_code: code })).status).toBe(202);
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>();
    const credits = await env.DB.prepare('SELECT COUNT(*) AS n FROM credit_balances WHERE user_id = ?').bind(user?.id).first<{ n: number }>();
    expect(credits?.n).toBe(0);
    expect((await overview(inviter.token)).invitees).toEqual([{ invitedAt: expect.any(String), signedUp: false, reward: 'waiting', rewardAmount: null }]);
  });
});

describe('the inviter\'s credit', () => {
  it('comes after the invited teacher\'s first paid purchase, once, also for concurrent payments', async () => {
    const inviter = await registerConfirmed(mail('emma'));
    const { code } = await overview(inviter.token);
    const invitee = await registerInvited(mail('kauft'), code);
    expect(await balance(inviter.token)).toBe(0);

    // Placed but not paid: nothing.
    const first = await placeOrder(invitee.token);
    const second = await placeOrder(invitee.token, 'fr');
    expect(await balance(inviter.token)).toBe(0);

    // Both paid at the same time, and the hook run again for each: one credit.
    await Promise.all([payDemo(invitee.token, first), payDemo(invitee.token, second, undefined, 'fr')]);
    await Promise.all([referralOnPaid(env, first.id), referralOnPaid(env, second.id), referralOnPaid(env, first.id)]);
    expect(await balance(inviter.token)).toBe(500);

    // A later purchase earns nothing more.
    await buy(invitee.token);
    expect(await balance(inviter.token)).toBe(500);
    const seen = await overview(inviter.token);
    expect(seen.earned).toBe(500);
    expect(seen.invitees).toEqual([{ invitedAt: expect.any(String), signedUp: true, reward: 'credited', rewardAmount: 500 }]);
  });

  it('does not come for an order paid fully with credits', async () => {
    const inviter = await registerConfirmed(mail('frieda'));
    const { code } = await overview(inviter.token);
    const invitee = await registerInvited(mail('guthaben'), code);
    // The 5 € welcome credit pays the 5 € material: nothing moved through a provider.
    const material = await insertMaterial({ price: 500 });
    await cartCall('v1/cart/add', { token: invitee.token, body: { materialId: material.id } });
    await cartCall('v1/cart/credits', { token: invitee.token, body: { use: true } });
    const placed = await checkoutResult(await checkout(invitee.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(placed.order).toMatchObject({ status: 'paid', paymentMethod: 'credits', amountDue: 0 });
    await referralOnPaid(env, placed.order.id);
    expect(await balance(inviter.token)).toBe(0);
    expect((await overview(inviter.token)).invitees[0]?.reward).toBe('waiting');
  });
});

describe('no credit for referring oneself', () => {
  it('not for the inviter\'s own account (even under another address)', async () => {
    const inviter = await registerConfirmed(mail('selbst'));
    const { code } = await overview(inviter.token);
    await referralOnRegister(env.DB, { userId: inviter.userId, email: mail('andere'), world: 'de' }, code);
    expect(await referralCount(inviter.userId)).toBe(0);
    // Registering again with the own address and code changes nothing either.
    const email = (await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(inviter.userId).first<{ email: string }>())?.email ?? '';
    expect((await post('v3/registration/register?world=de', { email, password: TEST_PASSWORD, public_name: 'Selbst', accept_terms: true, referral_code: code })).status).toBe(202);
    expect(await referralCount(inviter.userId)).toBe(0);
    expect(await balance(inviter.token)).toBe(0);
  });

  it('not for a variant of the inviter\'s address (case, dots and +tags of Gmail, +tags elsewhere)', async () => {
    const n = nextMail++;
    const inviter = await registerConfirmed(`erika.muster${n}@gmail.com`);
    const { code } = await overview(inviter.token);
    const gmail = await registerInvited(`E.rika.Muster${n}+zweit@googlemail.com`, code);
    const other = await registerConfirmed(`lehrer${n}@schule.example`);
    const otherCode = (await overview(other.token)).code;
    const tagged = await registerInvited(`LEHRER${n}+kreide@schule.example`, otherCode);
    for (const invitee of [gmail, tagged]) {
      expect(await referralCount(invitee.userId)).toBe(0);
      expect(await balance(invitee.token)).toBe(0);
    }
    expect((await overview(inviter.token)).invitees).toEqual([]);
  });

  it('not when inviter and invited teacher pay with the same payment details, for good', async () => {
    const inviter = await registerConfirmed(mail('karte'));
    await buy(inviter.token, '4242 4242 4242 4242');
    const { code } = await overview(inviter.token);
    const invitee = await registerInvited(mail('zweitkonto'), code);
    expect(await balance(invitee.token)).toBe(500);

    await buy(invitee.token, '4242-4242-4242-4242');
    expect(await balance(inviter.token)).toBe(0);
    expect((await overview(inviter.token)).invitees[0]?.reward).toBe('refused');
    // Another card later does not turn it into a credit.
    await buy(invitee.token, 'DE89 3704 0044 0532 0130 00');
    expect(await balance(inviter.token)).toBe(0);
    // Only a keyed hash is stored, never the number.
    const stored = await env.DB.prepare('SELECT fingerprint FROM payment_fingerprints WHERE user_id = ?').bind(inviter.userId).first<{ fingerprint: string }>();
    expect(stored?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pays when the invited teacher pays with other details than the inviter', async () => {
    const inviter = await registerConfirmed(mail('eigene'));
    await buy(inviter.token, '4242 4242 4242 4242');
    const { code } = await overview(inviter.token);
    const invitee = await registerInvited(mail('fremd'), code);
    await buy(invitee.token, '5555 5555 5555 4444');
    expect(await balance(inviter.token)).toBe(500);
  });
});

describe('unknown and bad codes', () => {
  it('ignores an unknown code: the registration goes on and nothing is credited', async () => {
    const invitee = await registerInvited(mail('unbekannt'), 'ZZZZZZZZZZ');
    expect(await referralCount(invitee.userId)).toBe(0);
    expect(await balance(invitee.token)).toBe(0);
    expect((await get('v1/referrals/code/ZZZZZZZZZZ?world=de')).status).toBe(404);
  });

  it('refuses a malformed code with a 400 and registers nobody', async () => {
    const email = mail('kaputt');
    for (const referral_code of ['ILOU000000', 'abc', `${'A'.repeat(40)}`, 42]) {
      const response = await post('v3/registration/register?world=de', { email, password: TEST_PASSWORD, public_name: 'Kaputt', accept_terms: true, referral_code });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
    }
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first()).toBeNull();
    expect((await get('v1/referrals/code/not-a-code?world=de')).status).toBe(400);
  });
});

describe('the referral screens', () => {
  it('/de/einladung: the island behind the sign-in gate and the rules with the world\'s amounts, noindex', async () => {
    forgetEdgeCaches();
    const edge = createEdge();
    const response = await edge.request('/de/einladung', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('data-island="ReferralInvitation"');
    expect(html).toContain('Deine Anmeldung wird geprüft');
    expect(html).toContain('bekommt 5,00 € Guthaben');
    expect(html).toMatch(/&quot;signInHref&quot;:&quot;\/de\/anmelden\?next=%2Fde%2Feinladung&quot;/);
    expect(edge.originCalls.filter((c) => c.includes('referrals'))).toEqual([]);
  });

  it('/es/invita-docentes: indexable, the programme in Spanish, registration and the invitation page as links', async () => {
    forgetEdgeCaches();
    const edge = createEdge();
    const response = await edge.request('/es/invita-docentes?ref=K7Q2M9TXAB', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('content="noindex');
    expect(html).toContain('<link rel="canonical" href="https://');
    expect(html).not.toMatch(/canonical[^>]*\?ref=/);
    expect(html).toContain('data-island="InviteTeachers"');
    expect(html).toContain('recibes 5,00 €');
    expect(html).toMatch(/&quot;registerHref&quot;:&quot;\/es\/registro&quot;/);
    expect(html).toMatch(/&quot;invitationHref&quot;:&quot;\/es\/invitacion&quot;/);
    // The inviter is named in the browser only: the page is the same for every code.
    expect(html).not.toContain('K7Q2M9TXAB');
  });
});
