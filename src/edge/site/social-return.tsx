import type { Context, Next } from 'hono';
import { matchPath } from '../../shared/routes/match';
import { translatorFor } from '../../shared/i18n/translator';
import { DEFAULT_WORLD } from '../../shared/worlds';
import type { PostedReturn } from '../../client/session/social-return';
import type { EdgeEnv } from '../env';
import { socialReturnScreen } from '../pages/account-pages';
import { localeFor } from '../../shared/i18n/locale';
import { pageContext, pageElement, renderDocument } from '../render/document';
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
  const locale = localeFor(world);
  const t = translatorFor(locale.language);
  const outcome = socialReturnScreen({ env: c.env, world, locale, route, params, url, t, now: new Date() }, posted);
  if (outcome.kind !== 'page') return c.notFound();

  const hydrated = new Set<string>();
  return renderDocument({
    env: c.env,
    locale,
    head: {
      title: t('meta:microsoftRedirect.title'),
      description: t('meta:microsoftRedirect.description'),
      canonical: null,
      robots: 'noindex',
      alternates: [],
      xDefault: null,
    },
    body: async () => {
      const body = await outcome.body;
      return pageElement(
        pageContext(locale, hydrated, t),
        { header: { query: '' }, breadcrumbs: [{ label: t('meta:microsoftRedirect.heading'), href: null }] },
        body,
      );
    },
    // The page holds an ID token: no cache anywhere, and no referrer to wherever the visitor goes next.
    cache: { kind: 'never' },
    headers: { 'referrer-policy': 'no-referrer' },
    scripts: { hydrated, ...(outcome.islandAreas ? { islandAreas: outcome.islandAreas } : {}) },
  });
}
