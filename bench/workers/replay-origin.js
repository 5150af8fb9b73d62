/* global Response, URL, setTimeout */
/**
 * The origin for `workerd serve` benchmarks: answers the edge's origin calls from a recording of
 * the real origin (bench/tmp/origin-recording.json, made by bench/lib/record.mjs), matched on
 * method + pathname + sorted query parameters, plus a hash of the body for calls that send one
 * (POST `v3/user-details/query`: the author box). Anything not recorded answers the origin's 404
 * body and is counted (with the body it sent, so a hashed key can be read), so a benchmark that
 * silently rendered error pages or left sections out shows up in the report; run.mjs fails
 * before measuring when the checked pages caused any miss.
 * DELAY_MS (a text binding) delays every answer, to stand in for an origin across the network.
 * GET /__bench/stats (from the stats socket only) answers the hit and miss counts.
 */
import recording from './origin-recording.json';
import { replayKey } from './replay-key.js';

const answers = new Map(Object.entries(recording.entries));
const stats = { hits: 0, misses: 0, missed: {}, missedBodies: {} };
const NO_BODY = new Set(['GET', 'HEAD']);

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === '/__bench/stats') return Response.json(stats);
    const delay = Number(env.DELAY_MS ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const body = NO_BODY.has(request.method) ? '' : await request.text();
    const key = replayKey(request.method, url, body);
    const answer = answers.get(key);
    if (!answer) {
      stats.misses += 1;
      stats.missed[key] = (stats.missed[key] ?? 0) + 1;
      if (body) stats.missedBodies[key] = body.slice(0, 200);
      return Response.json({ error: { code: 'not_found', message: `not in the bench recording: ${key}` } }, { status: 404 });
    }
    stats.hits += 1;
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  },
};
