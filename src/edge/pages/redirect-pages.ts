import { routePath } from '../../shared/routes/match';
import type { PageModule } from './types';

/**
 * Screens that only send the visitor on. Signed-in cases (seller → author page, non-seller →
 * cabinet sales) need the session of the identity issue; until then every visitor is anonymous
 * and goes to the login page with the screen as the place to return to.
 */
function toLogin(): PageModule {
  return async (request) => {
    const login = routePath('login', request.world);
    if (!login) return { kind: 'notFound' };
    const next = encodeURIComponent(request.url.pathname);
    return { kind: 'redirect', location: `${login}?next=${next}`, status: 302 };
  };
}

export const authorRedirect = toLogin();
export const myAuthorProfile = toLogin();
export const mySubjects = toLogin();

/** The abandoned-cart link of reminder emails opens the cart. */
export const abandonedCart: PageModule = async (request) => {
  const cart = routePath('shoppingCart', request.world);
  return cart ? { kind: 'redirect', location: cart, status: 302 } : { kind: 'notFound' };
};
