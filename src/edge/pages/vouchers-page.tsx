import type { ComponentProps } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { usePage } from '../../client/components/page-context';
import { parseListPage } from '../../client/commerce/cabinet-format';
import type { PageModule, PageRequest } from './types';
import VoucherWallet from '../../client/islands/VoucherWallet';

/**
 * The vouchers screen: heading and description from `meta:vouchers`, and the VoucherWallet
 * island (redeem a code into the cart; a signed-in user's used vouchers, loaded in the browser).
 * The HTML does not depend on who is signed in, so it caches like any page.
 */

/** The wallet's texts are the cart's; the list's page links are the materials area's. */
const AREAS: readonly Area[] = ['cart', 'cabinet-materials'];

const path = (request: PageRequest, name: RouteName) => routePath(name, request.world);

function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname + request.url.search)}` : null;
}

function VouchersScreen({ props }: { props: ComponentProps<typeof VoucherWallet> }) {
  const { t, island } = usePage();
  return (
    <section className="frame cabinet-screen" data-screen="vouchers">
      <h1>{t('meta:vouchers.heading')}</h1>
      <p className="lead">{t('meta:vouchers.description')}</p>
      {island(VoucherWallet, props)}
    </section>
  );
}

export const vouchers: PageModule = async (request) => ({
  kind: 'page',
  sheets: ['commerce'],
  islandAreas: AREAS,
  body: (
    <VouchersScreen
      props={{
        signInHref: signInHref(request),
        cartHref: path(request, 'shoppingCart'),
        orderHref: path(request, 'orderConfirmation'),
        page: parseListPage(request.url.searchParams.get('page')),
        basePath: request.url.pathname,
      }}
    />
  ),
});
