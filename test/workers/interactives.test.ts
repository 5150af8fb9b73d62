import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { call, data, get, post } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, insertSchool, newKey, payDemo, quickUser } from './commerce-kit';
import type {
  InteractiveCheckResult,
  InteractiveContent,
  InteractiveDraftView,
  InteractivePlayView,
  InteractiveSummary,
  PlayableQuestion,
} from '../../src/shared/interactive';

/** Interactives: building, publishing, the right to use, playing and checking (docs/interactives.md). */

type User = { userId: number; token: string };

const QUIZ: InteractiveContent = {
  title: 'Tiere',
  description: 'Ein Quiz',
  feedback: 'each',
  questions: [
    { id: 'q1', kind: 'single', prompt: 'Wo lebt ein Eisbär?', points: 1, options: [{ id: 'a', text: 'Wüste' }, { id: 'b', text: 'Arktis' }], correct: 'b' },
    { id: 'q2', kind: 'short', prompt: 'Junges einer Kuh?', points: 2, accepted: ['Kalb'], caseSensitive: false, accentSensitive: false },
    {
      id: 'q3', kind: 'matching', prompt: 'Zuordnen', points: 2,
      pairs: [{ id: 'p1', left: 'Kamel', right: 'Wüste' }, { id: 'p2', left: 'Specht', right: 'Wald' }],
    },
    { id: 'q4', kind: 'ordering', prompt: 'Ordnen', points: 3, items: [{ id: 'i1', text: 'Ameise' }, { id: 'i2', text: 'Maus' }, { id: 'i3', text: 'Elefant' }] },
  ],
};

function put(path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return call(path, { method: 'PUT', headers, body: JSON.stringify(body) });
}

async function errorCode(response: Response): Promise<{ status: number; code: string; details?: unknown }> {
  const body = (await response.json()) as { error: { code: string; details?: unknown } };
  return { status: response.status, code: body.error.code, details: body.error.details };
}

async function create(owner: User, content: unknown = QUIZ, world = 'de'): Promise<number> {
  const response = await post(`v3/interactives?world=${world}`, { world, content }, owner.token);
  expect(response.status).toBe(201);
  return (await data<{ id: number }>(response)).id;
}

async function published(owner: User, content: unknown = QUIZ): Promise<number> {
  const id = await create(owner, content);
  expect((await post(`v3/interactives/${id}/publish?world=de`, {}, owner.token)).status).toBe(200);
  return id;
}

async function row(id: number) {
  return env.DB.prepare('SELECT state, draft_json, published_json, updated_at FROM interactives WHERE id = ?').bind(id).first<{ state: string; draft_json: string; published_json: string | null; updated_at: string }>();
}

async function buy(token: string, materialId: number): Promise<void> {
  expect((await cartCall('v1/cart/add', { token, body: { materialId } })).status).toBe(200);
  const started = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  expect((await payDemo(token, started.order.id)).status).toBe('paid');
}

const play = (id: number, token?: string, query = '') => get(`v3/interactives/${id}/play?world=de${query}`, token);
const check = (id: number, body: unknown, token?: string) => post(`v3/interactives/${id}/check?world=de`, body, token);

describe('creating and editing', () => {
  it('needs a signed-in account', async () => {
    expect((await post('v3/interactives?world=de', { world: 'de', content: QUIZ })).status).toBe(401);
  });

  it('creates a draft, lists it under mine, edits and reads it back', async () => {
    const owner = await quickUser('Frau Quiz');
    const id = await create(owner);
    const mine = await data<{ items: InteractiveSummary[] }>(await get('v3/interactives/mine?world=de', owner.token));
    expect(mine.items.find((item) => item.id === id)).toMatchObject({ title: 'Tiere', state: 'draft', questionCount: 4, publishedAt: null, materialId: null });
    // Another world's list does not show it.
    expect((await data<{ items: InteractiveSummary[] }>(await get('v3/interactives/mine?world=fr', owner.token))).items.some((item) => item.id === id)).toBe(false);

    const edited = { ...QUIZ, title: 'Tiere und Lebensräume', questions: QUIZ.questions.slice(0, 2) };
    const saved = await put(`v3/interactives/${id}/draft?world=de`, { content: edited }, owner.token);
    expect(saved.status).toBe(200);
    expect((await data<InteractiveDraftView>(saved)).content.title).toBe('Tiere und Lebensräume');
    const draft = await data<InteractiveDraftView>(await get(`v3/interactives/${id}/draft?world=de`, owner.token));
    expect(draft).toMatchObject({ id, state: 'draft', hasUnpublishedChanges: false });
    expect(draft.content.questions).toHaveLength(2);
  });

  it("is another user's secret: draft, edit and publish answer 404 and change nothing", async () => {
    const owner = await quickUser();
    const other = await quickUser();
    const id = await create(owner);
    const before = await row(id);
    expect(await errorCode(await get(`v3/interactives/${id}/draft?world=de`, other.token))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await put(`v3/interactives/${id}/draft?world=de`, { content: { ...QUIZ, title: 'Meins' } }, other.token)).status).toBe(404);
    expect((await post(`v3/interactives/${id}/publish?world=de`, {}, other.token)).status).toBe(404);
    // Its draft is not playable for anyone else, not even as the preview.
    expect((await play(id, other.token, '&draft=1')).status).toBe(404);
    expect((await play(id, other.token)).status).toBe(404);
    expect(await row(id)).toEqual(before);
    expect((await data<{ items: InteractiveSummary[] }>(await get('v3/interactives/mine?world=de', other.token))).items.some((item) => item.id === id)).toBe(false);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const owner = await quickUser();
    const id = await create(owner);
    const before = await row(id);
    const single = QUIZ.questions[0];
    const bad: unknown[] = [
      { ...QUIZ, questions: [single, single] },
      { ...QUIZ, questions: [{ ...single, kind: 'essay' }] },
      { ...QUIZ, questions: [{ ...single, points: 0 }] },
      { ...QUIZ, questions: [{ ...single, prompt: 'x'.repeat(2001) }] },
      { ...QUIZ, questions: [{ ...single, options: Array.from({ length: 13 }, (_, n) => ({ id: `o${n}`, text: 'x' })) }] },
      { ...QUIZ, questions: [{ ...single, media: { key: 'materials/1/files/1', alt: 'x' } }] },
      { ...QUIZ, questions: Array.from({ length: 101 }, (_, n) => ({ id: `q${n}`, kind: 'true_false', prompt: 'x', points: 1, correct: true })) },
      { ...QUIZ, extra: true },
      { ...QUIZ, feedback: 'never' },
    ];
    for (const content of bad) {
      expect((await put(`v3/interactives/${id}/draft?world=de`, { content }, owner.token)).status).toBe(400);
    }
    expect((await post('v3/interactives?world=de', { world: 'xx', content: QUIZ }, owner.token)).status).toBe(400);
    expect((await get('v3/interactives/abc/draft?world=de', owner.token)).status).toBe(400);
    expect(await row(id)).toEqual(before);
  });
});

describe('publishing', () => {
  it('refuses an incomplete draft with the problems per question', async () => {
    const owner = await quickUser();
    const incomplete = { ...QUIZ, questions: [{ ...QUIZ.questions[0], correct: 'zz' }, { ...QUIZ.questions[1], accepted: [] }] };
    const id = await create(owner, incomplete);
    const refused = await errorCode(await post(`v3/interactives/${id}/publish?world=de`, {}, owner.token));
    expect(refused).toMatchObject({ status: 400, code: 'incomplete' });
    expect(refused.details).toEqual({ questions: [{ questionId: 'q1', problems: ['correct'] }, { questionId: 'q2', problems: ['accepted'] }] });
    expect((await row(id))?.state).toBe('draft');
    expect((await row(id))?.published_json).toBeNull();
  });

  it('a draft may hold an image option whose image is not uploaded yet; publishing names it as missing', async () => {
    const owner = await quickUser();
    const id = await create(owner, { ...QUIZ, questions: [] });
    const withImages = {
      ...QUIZ,
      questions: [
        {
          id: 'img', kind: 'image', prompt: 'Welches Tier lebt im Wasser?', points: 1, correct: 'fish',
          options: [{ id: 'fish', text: 'Fisch', media: { key: 'interactive/1/abcdef.jpg', alt: 'Ein Fisch' } }, { id: 'cat', text: 'Katze' }],
        },
      ],
    };
    const saved = await put(`v3/interactives/${id}/draft?world=de`, { content: withImages }, owner.token);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const draft = await data<InteractiveDraftView>(saved);
    expect(draft.content.questions[0]).toMatchObject({ kind: 'image', options: [{ id: 'fish', media: { key: 'interactive/1/abcdef.jpg' } }, { id: 'cat', text: 'Katze' }] });
    expect(JSON.parse((await row(id))?.draft_json ?? '{}').questions[0].options).toHaveLength(2);

    const refused = await errorCode(await post(`v3/interactives/${id}/publish?world=de`, {}, owner.token));
    expect(refused).toMatchObject({ status: 400, code: 'incomplete' });
    expect(refused.details).toEqual({ questions: [{ questionId: 'img', problems: ['media'] }] });
    expect((await row(id))?.published_json).toBeNull();
    // A media key outside the interactive prefix stays refused, draft or not.
    const bad = { ...withImages, questions: [{ ...withImages.questions[0], options: [{ id: 'cat', text: 'Katze', media: { key: '../secret', alt: 'x' } }] }] };
    expect((await put(`v3/interactives/${id}/draft?world=de`, { content: bad }, owner.token)).status).toBe(400);
  });

  it('copies the draft to the published version; later edits wait for the next publishing', async () => {
    const owner = await quickUser();
    const id = await published(owner);
    expect((await row(id))?.state).toBe('published');
    await put(`v3/interactives/${id}/draft?world=de`, { content: { ...QUIZ, title: 'Neu' } }, owner.token);
    const draft = await data<InteractiveDraftView>(await get(`v3/interactives/${id}/draft?world=de`, owner.token));
    expect(draft).toMatchObject({ state: 'published', hasUnpublishedChanges: true });
    const view = await data<InteractivePlayView>(await play(id, owner.token));
    expect(view).toMatchObject({ version: 'published', content: { title: 'Tiere' } });
    expect((await data<InteractivePlayView>(await play(id, owner.token, '&draft=1'))).content.title).toBe('Neu');
  });
});

describe('playing', () => {
  it('the play view holds no solution: no correct, no accepted, no stored pair or item ids', async () => {
    const owner = await quickUser();
    const id = await published(owner);
    const response = await play(id, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    for (const leak of ['"correct"', '"accepted"', 'Kalb', '"p1"', '"i1"']) expect(text).not.toContain(leak);
    const view = JSON.parse(text) as { data: InteractivePlayView };
    const matching = view.data.content.questions.find((q) => q.kind === 'matching') as Extract<PlayableQuestion, { kind: 'matching' }>;
    const lefts = new Set(matching.lefts.map((l) => l.id));
    expect(matching.rights.some((r) => lefts.has(r.id))).toBe(false);
    // The published version's stored ids are not the builder's either.
    expect((await row(id))?.published_json).not.toContain('"p1"');
  });

  it('the draft preview holds no solution either', async () => {
    const owner = await quickUser();
    const id = await create(owner);
    const text = await (await play(id, owner.token, '&draft=1')).text();
    expect(text).not.toContain('"correct"');
    expect(text).not.toContain('Kalb');
  });

  it('check scores one answer and answers the solution in play ids', async () => {
    const owner = await quickUser();
    const id = await published(owner);
    const wrong = await data<InteractiveCheckResult>(await check(id, { questionId: 'q1', answer: { kind: 'single', choice: 'a' } }, owner.token));
    expect(wrong).toEqual({ questionId: 'q1', score: { points: 0, max: 1, correct: false }, solution: { kind: 'single', choice: 'b' } });
    const short = await data<InteractiveCheckResult>(await check(id, { questionId: 'q2', answer: { kind: 'short', value: '  KALB ' } }, owner.token));
    expect(short.score).toEqual({ points: 2, max: 2, correct: true });
    expect((await data<InteractiveCheckResult>(await check(id, { questionId: 'q2', answer: { kind: 'single', choice: 'a' } }, owner.token))).score.points).toBe(0);

    // The solution of a matching, sent back, scores full points; half of it half.
    const view = await data<InteractivePlayView>(await play(id, owner.token));
    const solved = await data<InteractiveCheckResult>(await check(id, { questionId: 'q3', answer: { kind: 'matching', pairs: {} } }, owner.token));
    expect(solved.score.points).toBe(0);
    expect((await data<InteractiveCheckResult>(await check(id, { questionId: 'q3', answer: solved.solution }, owner.token))).score.correct).toBe(true);
    const matching = view.content.questions.find((q) => q.kind === 'matching') as Extract<PlayableQuestion, { kind: 'matching' }>;
    const pairs = solved.solution.kind === 'matching' ? solved.solution.pairs : {};
    const first = matching.lefts[0]?.id ?? '';
    expect((await data<InteractiveCheckResult>(await check(id, { questionId: 'q3', answer: { kind: 'matching', pairs: { [first]: pairs[first] } } }, owner.token))).score.points).toBe(1);

    // The ordering as the player shows it is never the solution.
    const ordering = view.content.questions.find((q) => q.kind === 'ordering') as Extract<PlayableQuestion, { kind: 'ordering' }>;
    const asShown = await data<InteractiveCheckResult>(await check(id, { questionId: 'q4', answer: { kind: 'ordering', order: ordering.items.map((item) => item.id) } }, owner.token));
    expect(asShown.score.correct).toBe(false);
  });

  it('check refuses unknown questions (404) and bad answers (400)', async () => {
    const owner = await quickUser();
    const id = await published(owner);
    expect(await errorCode(await check(id, { questionId: 'q9', answer: { kind: 'true_false', value: true } }, owner.token))).toMatchObject({ status: 404, code: 'question_not_found' });
    expect((await check(id, { questionId: 'q1', answer: { kind: 'single' } }, owner.token)).status).toBe(400);
    expect((await check(id, { questionId: 'q1', answer: { kind: 'single', choice: 'a' }, extra: 1 }, owner.token)).status).toBe(400);
    expect((await check(id, { questionId: 'q1' }, owner.token)).status).toBe(400);
  });
});

describe('the right to use', () => {
  it('owner yes, buyer of the material yes, school colleague yes, stranger and signed-out visitor no', async () => {
    const owner = await quickUser('Autorin');
    const buyer = await quickUser('Käuferin');
    const colleague = await quickUser('Kollegin');
    const stranger = await quickUser('Fremde');
    const id = await published(owner);
    const material = await insertMaterial({ authorId: owner.userId, price: 300 });
    expect((await put(`v3/seller/materials/${material.id}/interactive?world=de`, { interactiveId: id, as: 'standalone' }, owner.token)).status).toBe(200);

    expect((await play(id, owner.token)).status).toBe(200);
    expect(await errorCode(await play(id, buyer.token))).toMatchObject({ status: 403, code: 'no_right_to_use' });
    expect((await check(id, { questionId: 'q1', answer: { kind: 'single', choice: 'b' } }, buyer.token)).status).toBe(403);
    expect((await play(id)).status).toBe(401);

    await buy(buyer.token, material.id);
    expect((await play(id, buyer.token)).status).toBe(200);
    expect((await data<InteractiveCheckResult>(await check(id, { questionId: 'q1', answer: { kind: 'single', choice: 'b' } }, buyer.token))).score.correct).toBe(true);
    expect((await play(id, stranger.token)).status).toBe(403);
    // The buyer may play, never edit.
    expect((await get(`v3/interactives/${id}/draft?world=de`, buyer.token)).status).toBe(404);

    // A school purchase: every member of the school may use it, as they may download it.
    const head = await quickUser('Schulleitung');
    const school = await insertSchool([head.userId, colleague.userId]);
    expect((await play(id, colleague.token)).status).toBe(403);
    await buy(head.token, material.id);
    expect((await play(id, colleague.token)).status).toBe(403);
    await env.DB.prepare('UPDATE purchases SET school_id = ? WHERE user_id = ? AND material_id = ?').bind(school, head.userId, material.id).run();
    expect((await play(id, colleague.token)).status).toBe(200);
    expect((await play(id, stranger.token)).status).toBe(403);
  });

  it('a free live material carrying it gives everyone the right; unpublishing the material takes it back', async () => {
    const owner = await quickUser();
    const id = await published(owner);
    const material = await insertMaterial({ authorId: owner.userId, price: 0 });
    expect((await put(`v3/seller/materials/${material.id}/interactive?world=de`, { interactiveId: id, as: 'bundle' }, owner.token)).status).toBe(200);
    expect((await play(id)).status).toBe(200);
    await env.DB.prepare('UPDATE materials SET is_active = 0 WHERE id = ?').bind(material.id).run();
    expect((await play(id)).status).toBe(401);
  });
});

describe('the access call', () => {
  const access = (id: number, token?: string) => get(`v3/interactives/${id}/access?world=de`, token);
  type Access = { canUse: boolean; signedIn: boolean; questionCount: number };

  it('says who may use a published interactive, never with its questions, privately', async () => {
    const owner = await quickUser();
    const buyer = await quickUser();
    const stranger = await quickUser();
    const id = await published(owner);
    const material = await insertMaterial({ authorId: owner.userId, price: 400 });
    expect((await put(`v3/seller/materials/${material.id}/interactive?world=de`, { interactiveId: id, as: 'standalone' }, owner.token)).status).toBe(200);

    const own = await access(id, owner.token);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const ownText = await own.text();
    expect(JSON.parse(ownText)).toEqual({ data: { canUse: true, signedIn: true, questionCount: 4 } });
    expect(ownText).not.toContain('Eisbär');
    expect(await data<Access>(await access(id, stranger.token))).toEqual({ canUse: false, signedIn: true, questionCount: 4 });
    expect(await data<Access>(await access(id))).toEqual({ canUse: false, signedIn: false, questionCount: 4 });
    expect((await data<Access>(await access(id, buyer.token))).canUse).toBe(false);
    await buy(buyer.token, material.id);
    expect((await data<Access>(await access(id, buyer.token))).canUse).toBe(true);
  });

  it('a free live material gives everyone the right; a draft or unknown interactive is a 404, bad input a 400', async () => {
    const owner = await quickUser();
    const id = await published(owner);
    const material = await insertMaterial({ authorId: owner.userId, price: 0 });
    expect((await put(`v3/seller/materials/${material.id}/interactive?world=de`, { interactiveId: id, as: 'bundle' }, owner.token)).status).toBe(200);
    expect((await data<Access>(await access(id))).canUse).toBe(true);
    const draftOnly = await create(owner);
    expect(await errorCode(await access(draftOnly, owner.token))).toMatchObject({ status: 404 });
    expect((await access(999_999)).status).toBe(404);
    expect((await get(`v3/interactives/${id}/access?world=de&x=1`)).status).toBe(400);
  });
});

describe('the material link', () => {
  it("takes only the seller's own published interactive of the material's world", async () => {
    const owner = await quickUser();
    const other = await quickUser();
    const material = await insertMaterial({ authorId: owner.userId });
    const draftOnly = await create(owner);
    const othersInteractive = await published(other);
    const french = await create(owner, QUIZ, 'fr');
    await post(`v3/interactives/${french}/publish?world=fr`, {}, owner.token);
    const link = (interactiveId: number | null, token = owner.token, as = 'standalone') =>
      put(`v3/seller/materials/${material.id}/interactive?world=de`, { interactiveId, as }, token);
    for (const interactiveId of [draftOnly, othersInteractive, french, 999_999]) {
      expect(await errorCode(await link(interactiveId))).toMatchObject({ status: 400, code: 'interactive_not_available' });
    }
    expect((await link(draftOnly, owner.token, 'both')).status).toBe(400);
    // Another seller cannot link anything to this material.
    expect((await link(othersInteractive, other.token)).status).toBe(404);
    const unchanged = await env.DB.prepare('SELECT interactive_id, is_standalone_interactive FROM materials WHERE id = ?').bind(material.id).first();
    expect(unchanged).toEqual({ interactive_id: null, is_standalone_interactive: 0 });

    const id = await published(owner);
    const linked = await link(id, owner.token, 'bundle');
    expect(linked.status).toBe(200);
    expect((await data<{ material: { interactiveId: number; isBundleInteractive: boolean; isStandaloneInteractive: boolean } }>(linked)).material).toMatchObject({
      interactiveId: id,
      isBundleInteractive: true,
      isStandaloneInteractive: false,
    });
    const mine = await data<{ items: InteractiveSummary[] }>(await get('v3/interactives/mine?world=de', owner.token));
    expect(mine.items.find((item) => item.id === id)?.materialId).toBe(material.id);
  });

  it('discover lists published standalone interactives of the world with their material', async () => {
    const owner = await quickUser();
    const id = await published(owner, { ...QUIZ, title: 'Entdeckbares Quiz Zebra' });
    const material = await insertMaterial({ authorId: owner.userId });
    const unlisted = await published(owner, { ...QUIZ, title: 'Zebra ohne Material' });
    expect((await put(`v3/seller/materials/${material.id}/interactive?world=de`, { interactiveId: id, as: 'standalone' }, owner.token)).status).toBe(200);
    const found = await data<{ items: { id: number; title: string; questionCount: number; material: { id: number } }[]; total: number }>(
      await get('v3/interactives/discover?world=de&q=Zebra'),
    );
    expect(found.items.map((item) => item.id)).toEqual([id]);
    expect(found.items[0]).toMatchObject({ title: 'Entdeckbares Quiz Zebra', questionCount: 4, material: { id: material.id } });
    expect(found.items.some((item) => item.id === unlisted)).toBe(false);
    expect((await data<{ items: unknown[] }>(await get('v3/interactives/discover?world=fr&q=Zebra'))).items).toEqual([]);
    expect((await get('v3/interactives/discover?world=de&sort=x')).status).toBe(400);
  });
});
