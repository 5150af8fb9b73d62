/* global Response, URL, setTimeout */
/**
 * The origin for `workerd serve` benchmarks: answers the edge's origin calls from a recording of
 * the real origin (bench/tmp/origin-recording.json, made by bench/lib/record.mjs), matched on
 * method + pathname + sorted query parameters. Anything not recorded answers the origin's 404
 * body and is counted, so a benchmark that silently rendered error pages shows up in the report.
 * DELAY_MS (a text binding) delays every answer, to stand in for an origin across the network.
 * GET /__bench/stats (from the stats socket only) answers the hit and miss counts.
 */
import recording from './origin-recording.json';
import { replayKey } from './replay-key.js';

const answers = new Map(Object.entries(recording.entries));
const stats = { hits: 0, misses: 0, missed: {} };

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === '/__bench/stats') return Response.json(stats);
    const delay = Number(env.DELAY_MS ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const key = replayKey(request.method, url);
    const answer = answers.get(key);
    if (!answer) {
      stats.misses += 1;
      stats.missed[key] = (stats.missed[key] ?? 0) + 1;
      return Response.json({ error: { code: 'not_found', message: `not in the bench recording: ${key}` } }, { status: 404 });
    }
    stats.hits += 1;
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  },
};
