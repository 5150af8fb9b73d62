import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import type { World } from '../../shared/worlds';
import { trackRequestSchema } from '../../shared/schemas/events';
import { insertEvents } from '../db/settings';
import { validJson } from '../http/validate';
import { requestWorld } from '../http/world';
import { isPrerenderOrUiTest } from '../../shared/agents';
import { edgeFact } from '../http/edge-facts';
import { matchPath } from '../../shared/routes/match';
import { recordViews } from '../db/seller-earnings';

/**
 * Material page views for the authors' statistics: the page is served from the edge cache, so
 * the count comes from the browser's `page_view` event (its `path`), matched against the route
 * table here (docs/seller-earnings.md, "Views").
 */
function viewedMaterials(events: { name: string; properties?: Record<string, unknown> }[], world: World): number[] {
  const ids: number[] = [];
  for (const e of events) {
    const path = e.properties?.path;
    if (e.name !== 'page_view' || typeof path !== 'string' || path.length > 300) continue;
    const match = matchPath(path, world);
    const id = Number(match?.params.id);
    if ((match?.route.name === 'materialPage' || match?.route.name === 'materialShortLink') && Number.isSafeInteger(id) && id > 0) ids.push(id);
  }
  return ids.slice(0, 5);
}

function newTrackSid(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** `POST v3/events/track`: stores the events and answers the tracking session id. */
export const events = new Hono<{ Bindings: OriginEnv }>().post('/v3/events/track', async (c) => {
  const world = requestWorld(c);
  const body = await validJson(c, trackRequestSchema);
  const trackSid = body.track_sid ?? newTrackSid();
  if (isPrerenderOrUiTest(c.req.header('user-agent')) || edgeFact(c, 'impersonating') === '1') {
    return c.json({ data: { track_sid: trackSid, accepted: 0 } });
  }
  const now = new Date().toISOString();
  await insertEvents(
    c.env.DB,
    body.events.map((e) => ({
      trackSid,
      name: e.name,
      world,
      payload: JSON.stringify({ value: e.value ?? null, properties: e.properties ?? {} }),
      occurredAt: e.occurredAt ?? now,
      receivedAt: now,
    })),
  );
  await recordViews(c.env.DB, viewedMaterials(body.events, world), new Date(now));
  return c.json({ data: { track_sid: trackSid, accepted: body.events.length } });
});
