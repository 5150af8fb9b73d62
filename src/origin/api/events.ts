import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { trackRequestSchema } from '../../shared/schemas/events';
import { insertEvents } from '../db/settings';
import { validJson } from '../http/validate';
import { requestWorld } from '../http/world';
import { isPrerenderOrUiTest } from '../../shared/agents';
import { edgeFact } from '../http/edge-facts';

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
  return c.json({ data: { track_sid: trackSid, accepted: body.events.length } });
});
