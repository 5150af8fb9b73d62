import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { authAtom } from '../atoms/auth';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { hasCartIdentity, loadPageCartOnce } from '../commerce/cart-client';
import { useIslandEnv } from './island-context';

/**
 * Loads the visitor's cart into the shared atoms once per page, after hydration, when there is a
 * cart token or a signed-in session (anonymous visitors without a token cost no call). When the
 * login state turns to signed in, the cart loads again so the anonymous cart merges.
 */
export function useCartSync(): void {
  const { world } = useIslandEnv();
  const signedIn = useAtomValue(authAtom).phase === 'signedIn';
  const setCart = useSetAtom(cartAtom);
  const setStatus = useSetAtom(cartStatusAtom);
  useEffect(() => {
    if (!hasCartIdentity()) return;
    loadPageCartOnce(world, {
      loading: () => setStatus((status) => (status === 'ready' ? status : 'loading')),
      loaded: (cart) => {
        setCart(cart);
        setStatus('ready');
      },
      failed: () => setStatus((status) => (status === 'ready' ? status : 'error')),
    });
  }, [world, signedIn, setCart, setStatus]);
}
