import { test, expect, logIn, waitForHydration } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

const PASSWORD = 'Kreide-Demo-2026';

/** A state change from a page of the site: the edge refuses cookie-carrying calls without our Origin. */
function postFrom(page: Page, path: string, data: unknown = {}) {
  const origin = new URL(page.url()).origin;
  return page.request.post(path, { data, headers: { origin } });
}

interface OwnMaterial {
  id: number;
  state: string;
  isBundle: boolean;
  subjectId: number | null;
}

async function ownMaterials(request: APIRequestContext): Promise<OwnMaterial[]> {
  const response = await request.get('/api/v3/seller/materials?world=de');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: OwnMaterial[] } }).data.items;
}

test('a followed author’s material is published and the teacher’s bell count rises without a reload', async ({ browser }) => {
  const teacherContext = await browser.newContext();
  const authorContext = await browser.newContext();
  const staffContext = await browser.newContext();
  try {
    const teacher = await teacherContext.newPage();
    const author = await authorContext.newPage();
    const staff = await staffContext.newPage();
    await logIn(teacher, 'lehrerin@demo.kreide.example', PASSWORD);
    await logIn(author, 'author1@demo.kreide.example', PASSWORD);
    await logIn(staff, 'staff@demo.kreide.example', PASSWORD);

    // The teacher follows Anna Schröder (the demo seed already may; following again changes nothing).
    const me = (await (await author.request.get('/api/v1/user?world=de')).json()) as { data: { items: { id: number }[] } };
    const authorId = me.data.items[0]?.id ?? 0;
    const followed = await postFrom(teacher, '/api/v3/subscriptions/subscribe', { subjectId: authorId, subjectType: 'author', world: 'de' });
    expect(followed.ok()).toBe(true);

    // The teacher's page is open, the bell live without a click.
    await teacher.goto('/de');
    await waitForHydration(teacher);
    const bell = teacher.locator('.notifications > button');
    await expect(bell).toHaveAttribute('aria-label', /Benachrichtigungen, \d+ ungelesen/);
    await expect(teacher.locator('[data-island="NotificationsBell"]')).toHaveAttribute('data-hydrated', 'true');
    // The socket's greeting brings the stored unread count: wait for it before counting on.
    const unread = (await (await teacher.request.get('/api/v3/notifications?world=de&limit=1')).json()) as { data: { unread: number } };
    const before = unread.data.unread;
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`Benachrichtigungen, ${before} ungelesen`), { timeout: 10_000 });

    // The author puts two of her published materials into a new bundle and submits it; staff approve
    // it. A new material each run: followers hear of a material once, so a republished one stays quiet.
    const own = await ownMaterials(author.request);
    const items = own.filter((m) => m.state === 'published' && !m.isBundle).slice(0, 2);
    const subjectId = items[0]?.subjectId;
    if (items.length < 2 || !subjectId) throw new Error('the demo author has fewer than two published materials');
    const created = await postFrom(author, '/api/v3/seller/materials?world=de', { title: `Paket zum Nachricht-Test ${Date.now()}` });
    expect(created.status()).toBe(201);
    const material = ((await created.json()) as { data: { id: number } }).data;
    const origin = new URL(author.url()).origin;
    const put = await author.request.put(`/api/v3/seller/materials/${material.id}/bundle-items?world=de`, { data: { materialIds: items.map((m) => m.id) }, headers: { origin } });
    expect(put.ok()).toBe(true);
    const metadata = {
      description: 'Zwei Arbeitsblätter im Paket: Übungen mit Lösungen für die Grundschule, zum Ausdrucken und Differenzieren.',
      schoolType: 'grundschule',
      subjectId,
      materialType: 'bundle',
      grades: { from: 3, to: 4 },
      price: 500,
    };
    expect((await author.request.patch(`/api/v3/seller/materials/${material.id}?world=de`, { data: metadata, headers: { origin } })).ok()).toBe(true);
    expect((await postFrom(author, `/api/v3/seller/materials/${material.id}/submit?world=de`)).ok()).toBe(true);
    expect((await postFrom(staff, `/api/v3/staff/review/${material.id}/approve`)).ok()).toBe(true);

    // Stored for the teacher, and the count rises live.
    const stored = (await (await teacher.request.get('/api/v3/notifications?world=de&limit=50')).json()) as { data: { items: { payload: { href: string | null } }[] } };
    expect(stored.data.items.some((n) => n.payload.href?.startsWith(`/de/material/${material.id}/`))).toBe(true);
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`Benachrichtigungen, ${before + 1} ungelesen`), { timeout: 10_000 });
    await expect(teacher.getByTestId('notifications-count')).toHaveText(String(before + 1));

    // The list screen shows it; marking all read clears the bell.
    await teacher.goto('/de/benachrichtigungen');
    await waitForHydration(teacher);
    await expect(teacher.getByRole('heading', { level: 2, name: 'Deine Benachrichtigungen' })).toBeVisible();
    await expect(teacher.locator('.notification-list li[data-unread]').first()).toBeVisible();
    await teacher.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
    await expect(teacher.locator('.notification-list li[data-unread]')).toHaveCount(0);
  } finally {
    await Promise.all([teacherContext.close(), authorContext.close(), staffContext.close()]);
  }
});
