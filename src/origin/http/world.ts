import type { Context } from 'hono';
import { DEFAULT_WORLD, isWorld, type World } from '../../shared/worlds';
import { ApiError } from './errors';

/** Every API request carries a world parameter (docs/product-rules.md, "API calls"); missing means the default world. */
export function requestWorld(c: Context): World {
  const world = c.req.query('world');
  if (world === undefined || world === '') return DEFAULT_WORLD;
  if (!isWorld(world)) throw new ApiError(400, 'unknown_world', `Unknown world "${world}".`);
  return world;
}

/** The world parameter is common to every call, so query schemas see the rest only. */
export function queryWithoutWorld(c: Context): Record<string, string> {
  const { world: _world, ...rest } = c.req.query();
  return rest;
}
