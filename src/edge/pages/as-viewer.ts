import { originJsonOrNull } from '../origin-client';
import type { PageOutcome, PageRequest } from './types';

/**
 * Screens made for one signed-in viewer (staff screens, an author's preview, a teacher's room)
 * ask the origin in the viewer's session, and the origin decides who may see them
 * (docs/architecture.md, "A page request").
 */

/** The origin's answer to this viewer; null when nobody is signed in or the origin refuses them (any 4xx). */
export function askAsViewer<T>(request: PageRequest, path: string): Promise<T | null> {
  if (!request.sessionToken) return Promise.resolve(null);
  return originJsonOrNull<T>(request.env, path, { world: request.world, token: request.sessionToken });
}

/** The not-found page of a screen made for one viewer: made for them, so never cached. */
export const NOT_FOUND_FOR_VIEWER = { kind: 'notFound', personal: true } as const satisfies PageOutcome;
