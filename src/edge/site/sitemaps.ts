import { Hono, type Context } from 'hono';
import type { EdgeEnv } from '../env';
import { originJson } from '../origin-client';
import { edgeCached } from '../edge-cache';
import { findPartnerHost } from '../world/partner-hosts';
import { megaMenu } from '../pages/mega-menu';
import { LANDING_LISTS } from '../pages/landing-pages';
import { isWorld, WORLDS, type World } from '../../shared/worlds';
import { SITEMAP_PAGE_LIMIT, SITEMAP_URL_LIMIT, type SitemapPlan, type SitemapRow, type SitemapRowKind } from '../../shared/schemas/sitemaps';
import { contentEntries, landingEntries, ROW_KIND, rowPath, SITEMAP_KINDS, type SitemapEntry, type SitemapKind } from './sitemap-entries';

/*
 * `/robots.txt`, `/sitemap.xml` (an index) and `/sitemaps/{world}/{kind}-{n}.xml` (docs/search-engines.md).
 * The origin plans the files and answers their rows page by page; the edge writes the XML with
 * this host's origin and keeps each answer in the Cache API for an hour.
 */

/** How long crawlers and the edge keep a sitemap or robots.txt (docs/search-engines.md, "Caching"). */
const SITEMAP_MAX_AGE_SECONDS = 3600;
/** The plan is read for every file: kept at the edge a few minutes (the origin keeps it an hour). */
const PLAN_TTL_SECONDS = 300;
/** sitemaps.org: a file is at most 50 MB uncompressed; the writer stops short of it. */
const SITEMAP_BYTE_LIMIT = 50 * 1024 * 1024;

const XML = 'application/xml; charset=utf-8';
const FILE_NAME = /^(landings|content|materials|authors|posts|help)-([1-9][0-9]{0,5})\.xml$/;

function urlLimit(env: EdgeEnv): number {
  return env.SITEMAP_URL_LIMIT ? Number(env.SITEMAP_URL_LIMIT) : SITEMAP_URL_LIMIT;
}

function loadPlan(env: EdgeEnv, size: number): Promise<SitemapPlan> {
  return edgeCached(env, `sitemap-plan:${size}`, PLAN_TTL_SECONDS, () => originJson<SitemapPlan>(env, `v3/sitemaps/plan?size=${size}`));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** A W3C datetime as sitemaps.org wants it; anything else is left out. */
function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function urlXml(origin: string, entry: SitemapEntry): string {
  const parts = [`<url><loc>${escapeXml(origin + entry.path)}</loc>`];
  const lastmod = lastmodOf(entry.lastmod);
  if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
  for (const alt of entry.alternates ?? []) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(origin + alt.path)}"/>`);
  }
  parts.push('</url>');
  return parts.join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** Worlds whose catalogue screens have something to show: at least one live material. */
function landingWorlds(plan: SitemapPlan): Set<World> {
  return new Set(WORLDS.filter((world) => (plan.worlds[world]?.materials.length ?? 0) > 0));
}

/** The fixed landings (offers, free materials...) whose searches find nothing in the world: the same searches the pages make, kept a while. */
async function emptyLandings(env: EdgeEnv, world: World): Promise<Set<string>> {
  const empty = new Set<string>();
  await Promise.all([
    ...Object.entries(LANDING_LISTS).map(async ([name, lists]) => {
      const totals = await Promise.all(
        lists.map(({ filters }) => {
          const query = new URLSearchParams(Object.entries({ ...filters, limit: 1 }).map(([k, v]) => [k, String(v)]));
          return edgeCached(env, `sitemap-landing:${world}:${query}`, PLAN_TTL_SECONDS, async () =>
            (await originJson<{ total: number }>(env, `v3/search?${query}`, { world })).total,
          );
        }),
      );
      if (totals.every((total) => total === 0)) empty.add(name);
    }),
    // Discover interactives says noindex while no interactive is published in the world (docs/interactive-screens.md).
    edgeCached(env, `sitemap-landing:${world}:interactives`, PLAN_TTL_SECONDS, async () =>
      (await originJson<{ total: number }>(env, 'v3/interactives/discover', { world })).total,
    ).then((total) => {
      if (total === 0) empty.add('interactiveMaterials');
    }),
  ]);
  return empty;
}

async function landingsOf(env: EdgeEnv, plan: SitemapPlan, world: World): Promise<SitemapEntry[]> {
  const worlds = landingWorlds(plan);
  if (!worlds.has(world)) return [];
  const [menu, empty] = await Promise.all([megaMenu(env, world), emptyLandings(env, world)]);
  return landingEntries(world, worlds, menu, empty);
}

/** How many files of each kind a world has. */
async function partsOf(env: EdgeEnv, plan: SitemapPlan, world: World, limit: number): Promise<Record<SitemapKind, number>> {
  const starts = plan.worlds[world];
  const landings = await landingsOf(env, plan, world);
  return {
    landings: Math.ceil(landings.length / limit),
    content: Math.ceil(contentEntries(world, plan.contentPages).length / limit),
    materials: starts?.materials.length ?? 0,
    authors: starts?.authors.length ?? 0,
    posts: starts?.posts.length ?? 0,
    help: starts?.helpArticles.length ?? 0,
  };
}

function xmlResponse(body: BodyInit, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': XML, 'cache-control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}` } });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}

function sharedCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

/**
 * Answers from the Cache API, or builds the answer and keeps a copy while it streams out. The key
 * holds the build, the URL limit and the full URL (scheme and host: the URLs inside are absolute).
 */
async function cached(c: Context<{ Bindings: EdgeEnv }>, build: () => Promise<Response>): Promise<Response> {
  const cache = sharedCache();
  const key = new Request(`https://sitemap-cache.kreide.internal/${encodeURIComponent(c.env.BUILD_ID ?? '')}/${urlLimit(c.env)}/${encodeURIComponent(new URL(c.req.url).origin)}${new URL(c.req.url).pathname}`);
  const hit = await cache?.match(key);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set('x-kreide-cache', 'HIT');
    return response;
  }
  const response = await build();
  if (!cache || response.status !== 200 || !response.body) return response;
  const [out, keep] = response.body.tee();
  c.executionCtx.waitUntil(cache.put(key, new Response(keep, response)).catch((error: unknown) => console.error('sitemap not cached', error)));
  const answer = new Response(out, response);
  answer.headers.set('x-kreide-cache', 'MISS');
  return answer;
}

/** The host is an author's own domain: its shop is not the marketplace, so it offers no sitemap. */
async function isAuthorDomain(env: EdgeEnv, host: string): Promise<boolean> {
  const partner = await findPartnerHost(env, host);
  return partner !== null && partner.authorId !== null;
}

async function sitemapIndex(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const limit = urlLimit(c.env);
  const plan = await loadPlan(c.env, limit);
  const origin = new URL(c.req.url).origin;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  const parts = await Promise.all(WORLDS.map((world) => partsOf(c.env, plan, world, limit)));
  WORLDS.forEach((world, i) => {
    for (const kind of SITEMAP_KINDS) {
      for (let n = 1; n <= (parts[i]?.[kind] ?? 0); n++) {
        lines.push(`<sitemap><loc>${escapeXml(`${origin}/sitemaps/${world}/${kind}-${n}.xml`)}</loc></sitemap>\n`);
      }
    }
  });
  lines.push('</sitemapindex>\n');
  return xmlResponse(lines.join(''));
}

/** A file of a kind the origin walks: its rows in pages of SITEMAP_PAGE_LIMIT, streamed as they arrive. */
async function rowsFile(env: EdgeEnv, origin: string, world: World, kind: SitemapRowKind, from: number, to: number | undefined, limit: number, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
  const page = (start: number) =>
    originJson<{ rows: SitemapRow[]; next: number | null }>(
      env,
      `v3/sitemaps/rows?kind=${kind}&from=${start}${to === undefined ? '' : `&to=${to}`}&limit=${Math.min(SITEMAP_PAGE_LIMIT, limit)}`,
      { world },
    );
  // The first page before the answer starts: an origin failure is still a clean error status.
  const first = await page(from);
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  waitUntil(
    (async () => {
      let bytes = 0;
      let written = 0;
      const write = async (text: string) => {
        const chunk = encoder.encode(text);
        bytes += chunk.length;
        await writer.write(chunk);
      };
      try {
        await write(URLSET_OPEN);
        let current: { rows: SitemapRow[]; next: number | null } | null = first;
        while (current) {
          const parts: string[] = [];
          for (const row of current.rows) {
            if (written >= limit) break;
            const path = rowPath(kind, world, row);
            if (path === null) continue;
            const xml = urlXml(origin, { path, lastmod: row.lastmod });
            if (bytes + xml.length * 3 + URLSET_CLOSE.length > SITEMAP_BYTE_LIMIT) {
              console.error('sitemap file reached 50 MB', world, kind, from);
              current = null;
              break;
            }
            parts.push(xml, '\n');
            written++;
          }
          await write(parts.join(''));
          current = current && current.next !== null && written < limit ? await page(current.next) : null;
        }
        await write(URLSET_CLOSE);
        await writer.close();
      } catch (error) {
        // A half-written file is never kept: the aborted stream fails the Cache API's copy too.
        console.error('sitemap stream failed', error);
        await writer.abort(error);
      }
    })(),
  );
  return xmlResponse(readable);
}

async function sitemapFile(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const world = c.req.param('world');
  const match = FILE_NAME.exec(c.req.param('file') ?? '');
  if (!isWorld(world) || !match) return notFound();
  const kind = match[1] as SitemapKind;
  const n = Number(match[2]);
  const limit = urlLimit(c.env);
  const plan = await loadPlan(c.env, limit);
  const origin = new URL(c.req.url).origin;
  const rowKind = ROW_KIND[kind];
  if (rowKind) {
    const starts = plan.worlds[world]?.[rowKind] ?? [];
    const from = starts[n - 1];
    if (from === undefined) return notFound();
    return rowsFile(c.env, origin, world, rowKind, from, starts[n], limit, (p) => c.executionCtx.waitUntil(p));
  }
  const all = kind === 'landings' ? await landingsOf(c.env, plan, world) : contentEntries(world, plan.contentPages);
  const entries = all.slice((n - 1) * limit, n * limit);
  if (entries.length === 0) return notFound();
  return xmlResponse(`${URLSET_OPEN}${entries.map((entry) => `${urlXml(origin, entry)}\n`).join('')}${URLSET_CLOSE}`);
}

/** robots.txt for the host asked: the API and the staff screens are closed, the sitemap is named. */
async function robotsTxt(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const url = new URL(c.req.url);
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /staff/', 'Disallow: /dev/'];
  if (!(await isAuthorDomain(c.env, url.host))) lines.push('', `Sitemap: ${url.origin}/sitemap.xml`);
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}` },
  });
}

export const sitemaps = new Hono<{ Bindings: EdgeEnv }>()
  .get('/robots.txt', robotsTxt)
  .get('/sitemap.xml', async (c) => ((await isAuthorDomain(c.env, new URL(c.req.url).host)) ? notFound() : cached(c, () => sitemapIndex(c))))
  .get('/sitemaps/:world/:file', async (c) => ((await isAuthorDomain(c.env, new URL(c.req.url).host)) ? notFound() : cached(c, () => sitemapFile(c))));
