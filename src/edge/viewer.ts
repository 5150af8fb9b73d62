import type { EdgeEnv } from './env';
import { fetchOrigin } from './origin-client';

/** Who opens a page, for the few screens that send signed-in people on (docs/seller-profile.md, "Redirects"). */
export interface Viewer {
  id: number;
  slug: string;
  isSeller: boolean;
}

/**
 * The signed-in user of a session cookie (`GET v1/user` with it as the bearer token), or null
 * for visitors, public sessions and expired ones. Pages that use it are never cached.
 */
export async function loadViewer(env: EdgeEnv, sessionToken: string | undefined): Promise<Viewer | null> {
  if (!sessionToken) return null;
  const request = new Request('https://origin.internal/api/v1/user', {
    headers: { accept: 'application/json', authorization: `Bearer ${sessionToken}` },
  });
  const response = await fetchOrigin(env, request);
  if (!response.ok) {
    await response.body?.cancel();
    // A public session (403) or an expired one (401) is a visitor; anything else is the origin's trouble.
    if (response.status === 401 || response.status === 403 || response.status === 404) return null;
    throw new Error(`origin answered ${response.status} for v1/user`);
  }
  const json = (await response.json()) as { data?: { items?: { id: number; slug: string; isSeller: boolean }[] } };
  const user = json.data?.items?.[0];
  return user ? { id: user.id, slug: user.slug, isSeller: user.isSeller } : null;
}
