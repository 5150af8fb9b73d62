import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { orderIdParamSchema } from '../../shared/schemas/commerce';
import { safeNextPath } from '../../client/session/next-path';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import type { ReactNode } from 'react';
import { CommerceScreen } from '../../client/pages/CommercePages';
import { Island } from '../../client/components/page-context';
import CartView from '../../client/islands/CartView';
import Checkout from '../../client/islands/Checkout';
import OrderStatus from '../../client/islands/OrderStatus';
import { socialLinks } from './account-pages';
import type { PageModule, PageRequest } from './types';

/**
 * The buying screens (cart, payment, thank-you page; docs/commerce.md). Nothing here depends on who is
 * signed in, so the HTML caches like any page; the islands load the cart and the order.
 */

const path = (request: PageRequest, name: RouteName, params?: Record<string, string>) => routePath(name, request.world, params);
const materialHrefTemplate = (request: PageRequest) => path(request, 'materialPage', { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER });

const CART: readonly Area[] = ['cart'];
const PAYMENT: readonly Area[] = ['payment', 'cart', 'login'];
const THANK_YOU: readonly Area[] = ['thank-you-page'];

function page(routeName: RouteName, areas: readonly Area[], island: ReactNode, lead = true): Awaited<ReturnType<PageModule>> {
  return { kind: 'page', sheets: ['commerce'], islandAreas: areas, body: <CommerceScreen routeName={routeName} lead={lead}>{island}</CommerceScreen> };
}

export const shoppingCart: PageModule = async (request) =>
  page(
    'shoppingCart',
    CART,
    <Island
      of={CartView}
      props={{
        materialHrefTemplate: materialHrefTemplate(request),
        paymentHref: path(request, 'payment'),
        searchHref: path(request, 'searchResults'),
      }}
    />,
  );

export const payment: PageModule = async (request) => {
  const here = path(request, 'payment');
  return page(
    'payment',
    PAYMENT,
    <Island
      of={Checkout}
      props={{
        cartHref: path(request, 'shoppingCart'),
        confirmationHref: path(request, 'orderConfirmation'),
        invoiceSuccessHref: path(request, 'invoicePurchaseSuccess'),
        login: {
          homeHref: path(request, 'home') ?? `/${request.world}`,
          next: safeNextPath(here),
          registerHref: path(request, 'register'),
          forgotPasswordHref: path(request, 'forgotPassword'),
          social: await socialLinks(request),
        },
      }}
    />,
    false,
  );
};

/** `?order=` when it has the shape of an order id, else null. */
function orderId(request: PageRequest): string | null {
  const parsed = orderIdParamSchema.safeParse(request.url.searchParams.get('order') ?? '');
  return parsed.success ? parsed.data : null;
}

function orderPage(routeName: RouteName, variant: 'confirmation' | 'invoice'): PageModule {
  return async (request) =>
    page(
      routeName,
      THANK_YOU,
      <Island
        of={OrderStatus}
        props={{
          orderId: orderId(request),
          variant,
          cartHref: path(request, 'shoppingCart'),
          boughtHref: path(request, 'boughtMaterials'),
          materialHrefTemplate: materialHrefTemplate(request),
        }}
      />,
      false,
    );
}

export const orderConfirmation = orderPage('orderConfirmation', 'confirmation');
export const invoicePurchaseSuccess = orderPage('invoicePurchaseSuccess', 'invoice');
