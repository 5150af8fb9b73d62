import type { Context, Next } from 'hono';
import { renderToString } from 'react-dom/server';
import { matchPath, routePath } from '../../shared/routes/match';
import { createTranslator } from '../../shared/i18n/translator';
import { DEFAULT_WORLD, languageTag, worldLanguage } from '../../shared/worlds';
import { PageContextProvider, type PageContextValue } from '../../client/components/page-context';
import { Layout } from '../../client/components/Layout';
import type { Translate } from '../../client/i18n/translate';
import type { PostedReturn } from '../../client/session/social-return';
import type { EdgeEnv } from '../env';
import { socialReturnScreen } from '../pages/account-pages';
import { megaMenu } from '../pages/mega-menu';
import { clientAssets, islandPreloads } from '../render/assets';
import { documentStart } from '../render/head';
import { createIslandRenderer } from '../render/islands';
import { pageStateScript } from '../render/page-state';
import { worldLinks } from '../render/world-links';
import { applySecurityHeaders, newNonce, NONCE_PLACEHOLDER } from '../security';
import { readCapped } from '../../shared/read-capped';

/** Apple's post carries an ID token (a few KB) and a short user JSON: anything bigger is not Apple's. */
const MAX_BODY_BYTES = 32 * 1024;
const FIELD_LIMITS = { id_token: 8192, state: 256, user: 2048, error: 128 } as const;

/** The fields of Apple's form post we use; unreadable or oversized bodies give none. */
async function postedFields(request: Request): Promise<PostedReturn> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return {};
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return {};
  const bytes = await readCapped(request.body, MAX_BODY_BYTES);
  if (!bytes) return {};
  const form = new URLSearchParams(new TextDecoder().decode(bytes));
  const posted: PostedReturn = {};
  for (const [name, limit] of Object.entries(FIELD_LIMITS) as [keyof PostedReturn, number][]) {
    const value = form.get(name);
    if (value && value.length <= limit) posted[name] = value;
  }
  return posted;
}

/**
 * `POST` to the social sign-in return screen (`microsoftRedirect`): Apple answers with
 * `response_mode=form_post`, a cross-site form post of `id_token`, `state` and, on the first
 * sign-in, `user`. It carries no session cookie and changes nothing here: the screen is rendered
 * with these values as the island's props (never cached), and the island checks `state` and
 * makes the same-origin sign-in call. Every other POST goes on to the next handler.
 */
export async function socialReturnPost(c: Context<{ Bindings: EdgeEnv }>, next: Next): Promise<Response | void> {
  const url = new URL(c.req.url);
  const match = matchPath(url.pathname, DEFAULT_WORLD);
  if (match?.route.name !== 'microsoftRedirect') {
    await next();
    return;
  }
  const { world, route, params } = match;
  const posted = await postedFields(c.req.raw);
  const language = worldLanguage(world);
  const i18n = createTranslator(language);
  const t = i18n.t.bind(i18n);
  const translate: Translate = (key, vars) => t(key, vars);
  const outcome = socialReturnScreen({ env: c.env, world, route, params, url, t, now: new Date() }, posted);
  if (outcome.kind !== 'page') return c.notFound();

  const hydrated = new Set<string>();
  const context: PageContextValue = {
    world,
    language,
    t: translate,
    path: (name, routeParams) => routePath(name, world, routeParams),
    island: createIslandRenderer({ world, t: translate }, hydrated),
  };
  const [body, menu, assets] = await Promise.all([outcome.body, megaMenu(c.env, world).catch(() => []), clientAssets(c.env)]);
  const page = renderToString(
    <PageContextProvider value={context}>
      <Layout header={{ megaMenu: menu, worldLinks: worldLinks(route, params, world), query: '' }} breadcrumbs={[{ label: t('meta:microsoftRedirect.heading'), href: null }]}>
        {body}
      </Layout>
    </PageContextProvider>,
  );
  const start = documentStart(
    {
      title: `${t('meta:microsoftRedirect.title')} | Kreide`,
      description: t('meta:microsoftRedirect.description'),
      canonical: null,
      robots: 'noindex',
      languageTag: languageTag(language),
      alternates: [],
      xDefault: null,
      siteName: 'Kreide',
    },
    assets,
  );
  const nonce = newNonce();
  const html = `${start}${page}${islandPreloads(assets, hydrated)}${pageStateScript(world, language, outcome.islandAreas)}</body></html>`.replaceAll(NONCE_PLACEHOLDER, nonce);
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-language': languageTag(language),
    'x-robots-tag': 'noindex',
    // The page holds an ID token: no cache anywhere.
    'cache-control': 'no-store',
  });
  applySecurityHeaders(headers, nonce);
  // ...and no referrer to wherever the visitor goes next.
  headers.set('referrer-policy', 'no-referrer');
  return new Response(html, { status: 200, headers });
}
