import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/shared/routes/table';
import { alternates, routeExistsIn, routePath, samplePath } from '../../src/shared/routes/match';
import { MAIN_WORLDS, languageTag, worldLanguage, type MainWorld } from '../../src/shared/worlds';
import type { RouteEntry } from '../../src/shared/routes/types';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { FIXTURE } from './fixtures';
import { isFrame } from '../../src/edge/pages/registry';
import { env } from 'cloudflare:test';
import { signDownload } from '../../src/origin/domain/commerce/download-token';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import { newMailLink } from '../../src/origin/api/mail-links';
import { CONTENT_PAGE_KEYS } from '../../src/shared/schemas/content';

/** A live free-download link of the fixtures' free material: the screen is a 404 without one. */
const FREE_DOWNLOAD_TOKEN = await signDownload({ kind: 'free', materialId: FIXTURE.freeDe.id, expiresAt: Math.floor(Date.now() / 1000) + 3600 }, env.PASSWORD_PEPPER);

/** A live share link of the fixtures' free material (docs/seller-profile.md): the screen is a 404 without one. */
const SHARE_TOKEN = newSecretToken();
await env.DB.prepare('INSERT INTO material_shares (token_hash, material_id, seller_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
  .bind(await tokenHash(SHARE_TOKEN), FIXTURE.freeDe.id, FIXTURE.authorDe.id, new Date().toISOString(), new Date(Date.now() + 3_600_000).toISOString())
  .run();

/** Live links in e-mails (docs/unsubscribe.md): their screens are a 404 page without one. */
const mailLink = async (action: 'unfollow_author' | 'newsletter' | 'all_marketing') => {
  const link = await newMailLink(env.DB, { userId: FIXTURE.buyer.id, action, subjectId: action === 'unfollow_author' ? FIXTURE.authorDe.id : null, world: 'de' }, new Date());
  await link.statement.run();
  return link.token;
};
const MAIL_LINK_TOKENS: Record<string, string> = {
  unfollowAuthor: await mailLink('unfollow_author'),
  mailingUnsubscribe: await mailLink('newsletter'),
  unsubscribe: await mailLink('all_marketing'),
};

/** A published help article in each main world (docs/help-centre.md): its screen is a 404 without one. */
const HELP_ARTICLE_OF = Object.fromEntries(
  await Promise.all(
    MAIN_WORLDS.map(async (world) => {
      const category = await env.DB.prepare("INSERT INTO help_categories (world, slug, title) VALUES (?, 'routes', 'Routes') RETURNING id").bind(world).first<{ id: number }>();
      const article = await env.DB.prepare(
        `INSERT INTO help_articles (world, category_id, slug, title, body_markdown, body_html, body_text, search_text, status, updated_at)
         VALUES (?, ?, 'route-test', 'Route test', 'Text', '<p>Text</p>', 'Text', 'Route test Text', 'published', ?) RETURNING id`,
      )
        .bind(world, category?.id, new Date().toISOString())
        .first<{ id: number }>();
      return [world, { id: String(article?.id), slug: 'route-test' }] as const;
    }),
  ),
) as Record<MainWorld, { id: string; slug: string }>;
/** Content screens show their world's published page (docs/content.md): publish one of each, else they are a 404. */
for (const pageKey of CONTENT_PAGE_KEYS) {
  for (const world of MAIN_WORLDS.filter((w) => routePath(pageKey, w) !== null)) {
    const now = new Date().toISOString();
    const blocks = JSON.stringify([{ type: 'markdown', html: '<p>Seite</p>\n' }]);
    const revision = await env.DB.prepare('INSERT INTO content_revisions (world, page_key, title, blocks, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(world, pageKey, `Seite ${pageKey}`, blocks, now)
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO content_pages (world, page_key, draft_title, draft_blocks, draft_updated_at, published_revision_id, published_at) VALUES (?, ?, ?, '[]', ?, ?, ?)",
    )
      .bind(world, pageKey, `Seite ${pageKey}`, now, revision?.id ?? null, now)
      .run();
  }
}
/** Live links of the identity mails (docs/search-engines.md): their screens are a 404 page without one. */
const oneTimeLink = async (purpose: string) => {
  const token = newSecretToken();
  await env.DB.prepare('INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(await tokenHash(token), purpose, FIXTURE.buyer.id, new Date().toISOString(), new Date(Date.now() + 3_600_000).toISOString())
    .run();
  return token;
};
const IDENTITY_LINKS: Record<string, [string, string]> = {
  registerConfirm: ['registrationToken', await oneTimeLink('register_confirm')],
  finishRegistration: ['token', await oneTimeLink('finish_registration')],
  passwordRecovery: ['token', await oneTimeLink('password_recovery')],
  confirmEmailChange: ['confirmationToken', await oneTimeLink('email_change')],
};

/** Screens that send visitors on; the seller screens send signed-out visitors to the login page. */
const REDIRECTS = new Set(['authorRedirect', 'myAuthorProfile', 'abandonedCart', 'firstUpload', 'stepUpload', 'stepName', 'materialSharing', 'builderPreview']);
/** Screens that only ever answer a 301 to their full address. */
const PERMANENT_REDIRECTS = new Set(['materialShortLink']);

const MATERIAL_OF = { de: FIXTURE.materialDe, es: FIXTURE.materialEs, fr: FIXTURE.materialFr, gr: FIXTURE.materialGr, it: FIXTURE.materialIt };

/** A live recommendation link per world (docs/surveys.md): its screen is a 404 without one. */
const RECOMMENDATION_TOKENS: Record<string, string> = {};
for (const [world, material] of Object.entries(MATERIAL_OF)) {
  const token = newSecretToken();
  RECOMMENDATION_TOKENS[world] = token;
  const row = await env.DB.prepare('INSERT INTO colleague_recommendations (token, user_id, world, created_at) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(token, FIXTURE.buyer.id, world, new Date().toISOString())
    .first<{ id: number }>();
  await env.DB.prepare('INSERT INTO colleague_recommendation_materials (recommendation_id, material_id, position) VALUES (?, ?, 0)').bind(row?.id, material.id).run();
}

/** Entity screens answer 200 only for things that exist: use the fixtures' ids. */
/** The fixtures' author selling in each main world: their author page lists materials there. */
const AUTHOR_OF = { de: FIXTURE.authorDe, es: FIXTURE.authorFr, fr: FIXTURE.authorFr, gr: FIXTURE.authorIt, it: FIXTURE.authorIt };

/**
 * Screens that show nothing with the fixtures' catalogue, so they say noindex (docs/search-engines.md):
 * the author blog (no posts yet), lesson landings (no lesson plans), offers where nothing is on sale, homeschooling
 * where no primary-school material is, discover interactives while none is published.
 */
const EMPTY = new Set([
  ...['de', 'es', 'fr', 'gr', 'it'].flatMap((world) => [`${world} authorBlog`, `${world} lessonsLanding`, `${world} interactiveMaterials`]),
  'es offers', 'fr offers', 'gr offers', 'it offers', 'de homeschooling',
]);

function robotsOf(route: RouteEntry, world: MainWorld): RouteEntry['robots'] {
  return isFrame(route.name) || EMPTY.has(`${world} ${route.name}`) ? 'noindex' : route.robots;
}

function pathFor(route: RouteEntry, world: MainWorld): string | null {
  const author = { id: String(AUTHOR_OF[world].id), slug: AUTHOR_OF[world].slug };
  // A frame of a screen that names a thing cannot know it: a 404 (test/workers/soft-404.test.ts).
  if (isFrame(route.name) && samplePath(route, world) !== routePath(route.name, world)) return null;
  switch (route.name) {
    case 'materialPage': {
      const material = MATERIAL_OF[world];
      return routePath(route.name, world, { id: String(material.id), slug: material.slug });
    }
    case 'materialShortLink':
      return routePath(route.name, world, { id: String(MATERIAL_OF[world].id) });
    case 'authorPage':
    case 'authorMaterials':
    case 'authorBlog':
    case 'userProfile':
      return routePath(route.name, world, author);
    case 'userProfileShort':
      return null;
    case 'keywordLanding':
    case 'lessonsLanding': {
      const subject = { de: [FIXTURE.subjectDe, 'mathe-test'], es: [FIXTURE.subjectFr, 'maths-test'], fr: [FIXTURE.subjectFr, 'maths-test'], gr: [FIXTURE.subjectIt, 'matematica-test'], it: [FIXTURE.subjectIt, 'matematica-test'] }[world];
      return routePath(route.name, world, { id: String(subject[0]), slug: String(subject[1]) });
    }
    case 'schoolLanding':
      return routePath(route.name, world, { school: 'sek1-gym' });
    case 'schoolLandingItem':
      return routePath(route.name, world, { school: 'sek1-gym', id: String(FIXTURE.subjectDe), slug: 'mathe-test' });
    case 'freeMaterialsItem':
      return routePath(route.name, world, { id: String(FIXTURE.freeDe.id), slug: FIXTURE.freeDe.slug });
    case 'materialFeedback':
      return routePath(route.name, world, { id: String(FIXTURE.materialDe.id) });
    case 'materialCardPreview':
      return routePath(route.name, world, { id: String(FIXTURE.materialDe.id) });
    case 'builderPreview':
      // The preview of one material for its author: a visitor is sent to sign in.
      return `${routePath(route.name, world) ?? ''}?id=${FIXTURE.materialDe.id}`;
    case 'staffReview':
    case 'staffPayouts':
    case 'staffSchools':
    case 'staffHelp':
    case 'staffContent':
    case 'staffContentEditor':
    case 'staffContentPreview':
    case 'staffErrors':
    case 'staffExperiments':
    case 'staffExperiment':
    case 'staffOperations':
    case 'staffUser':
    case 'staffOrder':
      // Staff only: a 404 for visitors (test/workers/seller-materials.test.ts, schools.test.ts, help.test.ts, content-pages.test.ts, error-reports.test.ts, experiments.test.ts, operations-roles.test.ts).
      return null;
    case 'helpArticle':
      return routePath(route.name, world, HELP_ARTICLE_OF[world]);
    case 'blogPost':
      // A post page exists only for a published post; unknown ids are 404s (test/workers/posts.test.ts).
      return null;
    case 'freeMaterialDownload':
      return routePath(route.name, world, { token: FREE_DOWNLOAD_TOKEN });
    case 'sharedMaterial':
      return routePath(route.name, world, { token: SHARE_TOKEN });
    case 'registerConfirm':
    case 'finishRegistration':
    case 'passwordRecovery':
    case 'confirmEmailChange': {
      const [param, token] = IDENTITY_LINKS[route.name] ?? ['', ''];
      return routePath(route.name, world, { [param]: token });
    }
    case 'unfollowAuthor':
    case 'mailingUnsubscribe':
    case 'unsubscribe':
      return routePath(route.name, world, { token: MAIL_LINK_TOKENS[route.name] ?? '' });
    case 'recommendationToken':
      return routePath(route.name, world, { token: RECOMMENDATION_TOKENS[world] ?? '' });
    case 'interactiveEditor':
      // The builder of one interactive, for its owner only: a 404 for visitors (test/workers/interactive-screens.test.ts).
      return null;
    case 'aiTool':
      // One of the tools; another name is a 404 (test/workers/ai-tool-screens.test.ts).
      return routePath(route.name, world, { tool: 'quiz' });
    case 'aiToolDocument':
      // A worksheet's editor, for its owner only: a 404 for visitors (test/workers/ai-tool-screens.test.ts).
      return null;
    case 'interactivePlay':
      // Solo play needs a published interactive and the right to use it (test/workers/interactive-screens.test.ts).
      return null;
    case 'staffSurveys':
      // Staff only: a 404 for visitors (test/workers/surveys.test.ts).
      return null;
    case 'learningRoom':
    case 'roomJoinCode':
      // A learning room's screens need an open room: the owner's live page, a student's join page (test/workers/learning-rooms.test.ts).
      return null;
    default:
      return samplePath(route, world);
  }
}

const cases = ROUTES.flatMap((route) =>
  MAIN_WORLDS.filter((world) => routeExistsIn(route, world)).map((world) => ({ route, world, path: pathFor(route, world) })),
).filter((c): c is { route: RouteEntry; world: MainWorld; path: string } => c.path !== null);

describe('every screen of the route table in every main world', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('covers all routes', () => {
    expect(cases.length).toBeGreaterThan(ROUTES.length * 3);
  });

  it.each(cases.map((c) => [`${c.world} ${c.route.name} ${c.path}`, c] as const))('%s', async (_label, { route, world, path }) => {
    const cookie = route.unprefixed ? `kreide_world=${world}` : '';
    const response = await edge.request(path, { headers: { 'user-agent': BROWSER, cookie } });
    if (REDIRECTS.has(route.name)) {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(new RegExp(`^/${world}/`));
      return;
    }
    if (PERMANENT_REDIRECTS.has(route.name)) {
      const material = MATERIAL_OF[world];
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(routePath('materialPage', world, { id: String(material.id), slug: material.slug }));
      return;
    }
    expect(response.status).toBe(200);
    const html = await response.text();
    const expectedRobots = robotsOf(route, world);
    const robots = expectedRobots === 'index' ? 'index, follow' : expectedRobots.replace(',', ', ');
    expect(response.headers.get('x-robots-tag')).toBe(robots);
    expect(html).toContain(`<meta name="robots" content="${expectedRobots === 'index' ? 'index,follow' : expectedRobots}">`);
    expect(html).toContain(`<html lang="${languageTag(worldLanguage(world))}">`);
    expect(response.headers.get('content-language')).toBe(languageTag(worldLanguage(world)));
    expect(html).toContain(`<link rel="canonical" href="https://kreide.test${new URL(path, 'https://x').pathname}">`);
    const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
    if (route.switchable && expectedRobots === 'index') {
      const worlds = alternates(route, {}).map((a) => a.world);
      const expected = worlds.map((w) => languageTag(worldLanguage(w)));
      expect(hreflangs).toEqual(worlds.includes('de') ? [...expected, 'x-default'] : expected);
      expect(expected.length).toBeGreaterThan(0);
    } else {
      expect(hreflangs).toEqual([]);
    }
    expect(html).toMatch(/<title>[^<]+ \| Kreide<\/title>/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('class="site-footer"');
  });
});
