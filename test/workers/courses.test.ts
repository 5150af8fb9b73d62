import { describe, expect, it } from 'vitest';
import { call, data, get, post } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey, payDemo, quickUser } from './commerce-kit';
import type { InteractiveContent, UsableInteractive } from '../../src/shared/interactive';
import type { RoomListItem } from '../../src/shared/rooms';

/** Rooms from bought interactives, and courses: sequences of interactives played in one room (docs/learning-rooms.md). */

type User = { userId: number; token: string };

const quiz = (title: string, feedback: 'each' | 'end' = 'each'): InteractiveContent => ({
  title,
  description: '',
  feedback,
  questions: [
    { id: 'q1', kind: 'single', prompt: `${title}: eins?`, points: 2, options: [{ id: 'a', text: 'Ja' }, { id: 'b', text: 'Nein' }], correct: 'a' },
    { id: 'q2', kind: 'true_false', prompt: `${title}: wahr?`, points: 1, correct: true },
  ],
});

async function published(owner: User, content: InteractiveContent): Promise<number> {
  const created = await post('v3/interactives?world=de', { world: 'de', content }, owner.token);
  expect(created.status).toBe(201);
  const { id } = await data<{ id: number }>(created);
  expect((await post(`v3/interactives/${id}/publish?world=de`, {}, owner.token)).status).toBe(200);
  return id;
}

async function sell(owner: User, interactiveId: number, price = 300): Promise<number> {
  const material = await insertMaterial({ authorId: owner.userId, price });
  const linked = await call(`v3/seller/materials/${material.id}/interactive?world=de`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ interactiveId, as: 'standalone' }),
  });
  expect(linked.status).toBe(200);
  return material.id;
}

async function buy(token: string, materialId: number): Promise<void> {
  expect((await cartCall('v1/cart/add', { token, body: { materialId } })).status).toBe(200);
  const started = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo' }));
  expect((await payDemo(token, started.order.id)).status).toBe('paid');
}

const usable = async (user: User) => (await data<{ items: UsableInteractive[]; total: number }>(await get('v3/interactives/usable?world=de', user.token))).items;

describe('rooms from bought interactives', () => {
  it('a buyer lists and opens a room on a bought interactive; a stranger can neither list nor open it', async () => {
    const author = await quickUser('Autorin Kurs');
    const buyer = await quickUser('Käuferin Kurs');
    const stranger = await quickUser('Fremder Kurs');
    const sold = await published(author, quiz('Verkauft'));
    const own = await published(buyer, quiz('Eigenes'));
    const materialId = await sell(author, sold);

    expect((await usable(buyer)).map((item) => item.id)).toEqual([own]);
    expect((await post('v3/rooms?world=de', { interactiveId: sold }, buyer.token)).status).toBe(404);

    await buy(buyer.token, materialId);
    const items = await usable(buyer);
    // Own first, then bought.
    expect(items.map((item) => [item.id, item.own])).toEqual([
      [own, true],
      [sold, false],
    ]);
    expect(items[1]).toMatchObject({ title: 'Verkauft', questionCount: 2, world: 'de' });
    const opened = await post('v3/rooms?world=de', { interactiveId: sold }, buyer.token);
    expect(opened.status).toBe(201);
    expect(await data<RoomListItem>(opened)).toMatchObject({ interactiveId: sold, title: 'Verkauft' });

    expect((await usable(stranger)).map((item) => item.id)).not.toContain(sold);
    expect((await post('v3/rooms?world=de', { interactiveId: sold }, stranger.token)).status).toBe(404);
    // The author sees it as their own.
    expect((await usable(author)).map((item) => [item.id, item.own])).toEqual([[sold, true]]);
  });

  it('needs a session and refuses unknown query fields', async () => {
    expect((await get('v3/interactives/usable?world=de')).status).toBe(401);
    const user = await quickUser();
    expect((await get('v3/interactives/usable?world=de&all=1', user.token)).status).toBe(400);
    expect((await get('v3/interactives/usable?world=de&page=0', user.token)).status).toBe(400);
  });
});
