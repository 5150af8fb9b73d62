// Records the origin's answers to every call the benchmarked pages make (GETs and the material
// page's author-profile POST, keyed with a hash of the body), from the real product:
// `node scripts/start.mjs` (migrations, demo data, wrangler dev) on a free port, its `/api/*` proxy
// for the catalogue calls; the origin alone (`wrangler dev -c src/origin/wrangler.toml`, same local
// database) for the calls the edge answers itself instead of proxying (settings/variant).
import { writeFileSync } from 'node:fs';
import { freePort, start, stop, waitForHttp } from './processes.mjs';
import { replayKey } from '../workers/replay-key.js';

const WORLD = 'de';
const SEARCH_QUERY = 'mathe';
const MATERIAL_COUNT = 50;
const HOME_LIST_SIZE = 10; // ROW_MAX, src/client/pages/HomePage.tsx
/** The home's season row searches for the month's word (src/shared/seasons.ts, German): every month's, so a run near a month's end still replays. */
const SEASON_WORDS_DE = ['Winter', 'Fasching', 'Frühling', 'Ostern', 'Klassenarbeit', 'Sommer', 'Schulanfang', 'Herbst', 'Advent', 'Weihnachten'];
const PAGE_TESTS = ['NAV', 'RANK3']; // src/edge/ab/page-tests.ts: NAV on every page, RANK3 on the search page

/** An origin call as src/edge/origin-client.ts builds it: `world` set on the query when given. */
function originUrl(path, world) {
  const url = new URL(`https://origin.internal/api/${path}`);
  if (world) url.searchParams.set('world', world);
  return url;
}

/** The calls of home, search and material pages of world de (partner-host lookups skipped: 127.0.0.1). */
function pageCalls(materialIds) {
  return [
    originUrl('v3/mega-menu/get-subjects', WORLD), // every page: header mega menu (KV-cached)
    originUrl(`v3/materials?sort=popular&limit=${HOME_LIST_SIZE}`, WORLD), // home
    originUrl(`v3/materials?sort=newest&limit=${HOME_LIST_SIZE}`, WORLD),
    originUrl(`v3/materials?sort=popular&on_sale=1&limit=${HOME_LIST_SIZE}`, WORLD),
    ...SEASON_WORDS_DE.map((word) => originUrl(`v3/search?q=${encodeURIComponent(word)}&limit=${HOME_LIST_SIZE}&facets=`, WORLD)),
    originUrl('v3/storefront', WORLD), // home: the storefront tiles (KV-cached)
    originUrl(`v3/search?${new URLSearchParams({ q: SEARCH_QUERY, limit: '24' })}`, WORLD), // search results
    originUrl('v1/filters', WORLD), // search results: facet labels (KV-cached)
    ...materialIds.flatMap((id) => [
      originUrl(`v3/materials/${id}`, WORLD), // material pages
      originUrl(`v3/materials/${id}/feedback`, WORLD),
      originUrl(`v3/materials/${id}/comments`, WORLD),
      originUrl(`v3/item-tags?material_id=${id}`, WORLD),
      originUrl(`v3/materials/${id}/related?limit=8`, WORLD),
    ]),
  ];
}

/**
 * The POST calls of the material pages, as originJson sends them (JSON body, `world` on the
 * query): the author profile for the author box's follow button (src/edge/pages/catalogue-pages.tsx).
 */
function pagePosts(authorIds) {
  return [...new Set(authorIds)].map((id) => ({ url: originUrl('v3/user-details/query', WORLD), body: JSON.stringify({ id }) }));
}

/** Calls the edge's own routes answer, so the product's /api proxy never reaches the origin with them. */
const edgeAnsweredCalls = PAGE_TESTS.map((key) => originUrl(`v3/settings/variant/${key}`)); // A/B test definitions (KV-cached)

async function getJson(url) {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body };
}

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json; charset=utf-8' },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: text };
}

async function recordVia(base, urls, entries) {
  for (const url of urls) {
    const answer = await getJson(`${base}${url.pathname}${url.search}`);
    if (answer.status !== 200) throw new Error(`recording: ${url.pathname}${url.search} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    entries[replayKey('GET', url)] = answer;
  }
}

/** POSTs without a session cookie, as the edge makes them for an anonymous visitor (no CSRF check then). */
async function recordPostsVia(base, calls, entries) {
  for (const { url, body } of calls) {
    const answer = await postJson(`${base}${url.pathname}${url.search}`, body);
    if (answer.status !== 200) throw new Error(`recording: POST ${url.pathname}${url.search} ${body} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    entries[replayKey('POST', url, body)] = answer;
  }
}

/** Materials of world de whose detail answers 200 in de (others redirect to their own world). */
async function pickMaterials(base) {
  const candidates = [];
  for (const sort of ['popular', 'newest', 'rating']) {
    const list = await getJson(`${base}/api/v3/materials?sort=${sort}&limit=48&world=${WORLD}`);
    if (list.status !== 200) continue;
    for (const item of JSON.parse(list.body).data.items) if (!candidates.some((c) => c.id === item.id)) candidates.push(item);
  }
  const picked = [];
  for (const item of candidates) {
    if (picked.length >= MATERIAL_COUNT) break;
    const detail = await getJson(`${base}/api/v3/materials/${item.id}?world=${WORLD}`);
    if (detail.status !== 200) continue;
    const { material } = JSON.parse(detail.body).data;
    if (material.world === WORLD) picked.push({ id: material.id, slug: material.slug, authorId: material.author.id });
  }
  if (picked.length < MATERIAL_COUNT) throw new Error(`recording: only ${picked.length} materials of world ${WORLD} (want ${MATERIAL_COUNT}); seed the demo data`);
  return picked;
}

/**
 * @returns {Promise<object>} the recording written to `file`
 */
export async function recordOrigin({ file, log, say }) {
  const entries = {};
  const port = await freePort();
  say(`recording: starting the product (node scripts/start.mjs, PORT=${port}); log ${log}`);
  const product = start('node', ['scripts/start.mjs'], { log, env: { PORT: String(port) } });
  let materials;
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/${WORLD}`, { timeoutMs: 300_000, child: product });
    materials = await pickMaterials(base);
    await recordVia(base, pageCalls(materials.map((m) => m.id)), entries);
    await recordPostsVia(base, pagePosts(materials.map((m) => m.authorId)), entries);
    // The product must serve the pages the bench will ask the replayed edge for.
    for (const path of [`/${WORLD}`, `/${WORLD}/material/${materials[0].id}/${materials[0].slug}`]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`recording: the product answered ${response.status} for ${path}`);
    }
  } finally {
    await stop(product);
  }

  const originPort = await freePort();
  say(`recording: the origin alone (wrangler dev -c src/origin/wrangler.toml, port ${originPort}) for ${edgeAnsweredCalls.length} call(s) the edge answers itself`);
  const origin = start(
    'wrangler',
    ['dev', '-c', 'src/origin/wrangler.toml', '--port', String(originPort), '--ip', '127.0.0.1', '--persist-to', '.wrangler/state', '--show-interactive-dev-session=false', '--live-reload=false'],
    { log },
  );
  try {
    const originBase = `http://127.0.0.1:${originPort}`;
    await waitForHttp(`${originBase}${edgeAnsweredCalls[0].pathname}`, { timeoutMs: 120_000, child: origin });
    await recordVia(originBase, edgeAnsweredCalls, entries);
  } finally {
    await stop(origin);
  }

  const first = materials[0];
  const recording = {
    recordedAt: new Date().toISOString(),
    source: 'node scripts/start.mjs (/api proxy) + wrangler dev -c src/origin/wrangler.toml, local D1 in .wrangler/state',
    world: WORLD,
    materials,
    pages: {
      home: `/${WORLD}`,
      search: `/${WORLD}/suchergebnisse?q=${SEARCH_QUERY}`,
      material: `/${WORLD}/material/${first.id}/${first.slug}`,
    },
    entries,
  };
  writeFileSync(file, JSON.stringify(recording));
  say(`recording: ${Object.keys(entries).length} origin answers, ${materials.length} materials → ${file}`);
  return recording;
}
