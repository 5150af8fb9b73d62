import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { authAtom } from '../atoms/auth';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { hasCartIdentity } from '../commerce/cart-identity';
import { useIslandEnv } from '../island-env';

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
    // The cart client loads only for visitors who have a cart or an account: the header is on every page.
    void import('../commerce/cart-client').then(({ loadPageCartOnce }) => loadPageCartOnce(world, {
      loading: () => setStatus((status) => (status === 'ready' ? status : 'loading')),
      loaded: (cart) => {
        setCart(cart);
        setStatus('ready');
      },
      failed: () => setStatus((status) => (status === 'ready' ? status : 'error')),
    }));
  }, [world, signedIn, setCart, setStatus]);
}
