import { routePath } from '../../shared/routes/match';
import type { PageModule } from './types';

/**
 * Screens that only send the visitor on. (`authorRedirect` and `myAuthorProfile` ask who is signed
 * in: ./seller-profile-pages.tsx.) The abandoned-cart link of reminder emails opens the cart.
 */
export const abandonedCart: PageModule = async (request) => {
  const cart = routePath('shoppingCart', request.world);
  return cart ? { kind: 'redirect', location: cart, status: 302 } : { kind: 'notFound' };
};
