import { routePath } from '../../shared/routes/match';
import type { PageModule } from './types';

/**
 * Screens that only send the visitor on: to the login page with the screen as the place to
 * return to. (`authorRedirect` and `myAuthorProfile` ask who is signed in: ./seller-profile-pages.tsx.)
 */
function toLogin(): PageModule {
  return async (request) => {
    const login = routePath('login', request.world);
    if (!login) return { kind: 'notFound' };
    const next = encodeURIComponent(request.url.pathname);
    return { kind: 'redirect', location: `${login}?next=${next}`, status: 302 };
  };
}

export const mySubjects = toLogin();

/** The abandoned-cart link of reminder emails opens the cart. */
export const abandonedCart: PageModule = async (request) => {
  const cart = routePath('shoppingCart', request.world);
  return cart ? { kind: 'redirect', location: cart, status: 302 } : { kind: 'notFound' };
};
