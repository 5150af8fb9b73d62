import type { Context } from 'hono';
import { EDGE_FACT_HEADERS } from '../../shared/edge-facts';
import type { OriginEnv } from '../env';

/** Compares without stopping at the first difference, so timing tells nothing about the key. */
function sameSecret(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

/** The request came through the edge: it carries the shared key. */
function passedEdge(c: Context<{ Bindings: OriginEnv }>): boolean {
  const key = c.req.header(EDGE_FACT_HEADERS.key);
  return key !== undefined && sameSecret(key, c.env.EDGE_ORIGIN_KEY);
}

/** A fact the edge wrote about the request; nothing when the request did not pass the edge. */
export function edgeFact(c: Context<{ Bindings: OriginEnv }>, name: Exclude<keyof typeof EDGE_FACT_HEADERS, 'key'>): string | undefined {
  return passedEdge(c) ? c.req.header(EDGE_FACT_HEADERS[name]) : undefined;
}
