import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_WORLD, isWorld, type World } from '../../shared/worlds';

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, details?: unknown): Response {
  return c.json({ error: details === undefined ? { code, message } : { code, message, details } }, status);
}

/** The world parameter of an API call; null when it names no world. */
export function worldParam(c: Context): World | null {
  const world = c.req.query('world');
  if (world === undefined || world === '') return DEFAULT_WORLD;
  return isWorld(world) ? world : null;
}
