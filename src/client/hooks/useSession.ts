import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { authAtom } from '../atoms/auth';
import { browserSession } from '../session/browser-session';
import type { SessionRunner } from '../session/runner';
import { useIslandEnv } from '../island-env';

/**
 * Starts the page's login state machine once (docs/product-rules.md, "Login states") and keeps the shared auth atom in step
 * with it. Returns a getter for the runner, for handlers (logout, accept terms).
 */
export function useSession(loginPath: string | null): () => SessionRunner {
  const { world } = useIslandEnv();
  const setAuth = useSetAtom(authAtom);
  useEffect(() => {
    const session = browserSession(world, loginPath);
    const stop = session.subscribe(setAuth);
    void session.start();
    return stop;
  }, [world, loginPath, setAuth]);
  return () => browserSession(world, loginPath);
}
