import { beforeEach, describe, expect, it } from 'vitest';
import { post, data } from './accounts';
import { quickUser } from './commerce-kit';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';

/* The AI tools' screens (docs/ai-tools.md, "Screens"). */

beforeEach(forgetEdgeCaches);

async function page(path: string, token: string | null) {
  const response = await createEdge().request(path, { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
  return { status: response.status, cache: response.headers.get('cache-control'), robots: response.headers.get('x-robots-tag'), html: await response.text() };
}

describe('AI tool screens', () => {
  it('show the home, the three tools and the FAQ in the world language; an unknown tool is a 404', async () => {
    const home = await page('/gr/ergaleia-ai', null);
    expect(home.status).toBe(200);
    expect(home.html).toContain('Κουίζ από υλικό');
    expect(home.html).toContain('href="/gr/ergaleia-ai/quiz"');
    const quiz = await page('/de/ai-tools/quiz', null);
    expect(quiz.status).toBe(200);
    expect(quiz.html).toContain('data-island="AiQuizMaker"');
    expect((await page('/es/herramientas-ia/description', null)).html).toContain('Redactar una descripción');
    const faq = await page('/fr/outils-ia/questions-frequentes', null);
    expect(faq.status).toBe(200);
    expect(faq.html).toContain('Cloudflare ne l');
    expect(faq.html).toContain('"@type":"FAQPage"');
    expect((await page('/it/strumenti-ia/documenti', null)).html).toContain('data-island="AiDocuments"');
    for (const path of ['/de/ai-tools/nope', '/de/ai-tools/17']) expect((await page(path, null)).status, path).toBe(404);
  });

  it('show a worksheet editor to its owner only, never cached and noindex', async () => {
    const owner = await quickUser('Lehrerin Blatt');
    const other = await quickUser('Andere Lehrerin');
    const created = await post('v3/ai/documents?world=de', { topic: 'Vulkane', grade: 7, subject: 'Erdkunde' }, owner.token);
    const { document } = await data<{ document: { id: number; title: string } }>(created);
    const path = `/de/ai-tools/document/${document.id}`;
    const own = await page(path, owner.token);
    expect(own.status).toBe(200);
    expect(own.cache).toContain('no-store');
    expect(own.robots).toBe('noindex');
    expect(own.html).toContain('data-island="AiDocumentEditor"');
    expect(own.html).toContain(document.title);
    for (const token of [other.token, null]) {
      const answer = await page(path, token);
      expect(answer.status).toBe(404);
      expect(answer.html).not.toContain('data-island="AiDocumentEditor"');
    }
  });
});
