import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import { usePage } from './page-context';
import { SearchForm } from './SearchForm';
import { ACCOUNT_MENU_SCREENS, SELLER_MENU_SCREENS } from '../islands/AccountMenu';
import AccountMenu from '../islands/AccountMenu';
import CartBadge from '../islands/CartBadge';
import FavouritesLink from '../islands/FavouritesLink';
import MegaMenu from '../islands/MegaMenu';
import MenuButton from '../islands/MenuButton';
import NotificationsBell from '../islands/NotificationsBell';
import WorldSwitcher from '../islands/WorldSwitcher';

export interface WorldLink {
  world: string;
  name: string;
  href: string;
  hreflang: string;
  current: boolean;
}

export interface HeaderProps {
  megaMenu: readonly MegaMenuEntry[];
  worldLinks: readonly WorldLink[];
  query?: string;
}

/**
 * The site header: logo, search, mega menu and the personal islands. On phones (below 64rem) the
 * world switcher, the account links and the mega menu move behind the menu button (styles.css).
 */
export function Header({ megaMenu, worldLinks, query }: HeaderProps) {
  const { t, path, island } = usePage();
  const searchPath = path('searchResults') ?? '';
  return (
    <header className="site-header" id="site-header">
      <a className="skip-link" href="#main">
        {t('header:skipToContent')}
      </a>
      <div className="header-bar">
        <a className="logo" href={path('home') ?? '/'} aria-label={t('header:logoLabel')}>
          Kreide
        </a>
        <SearchForm query={query ?? ''} />
        <div className="header-actions" data-tour="header-extra-buttons">
          {island(WorldSwitcher, { links: worldLinks })}
          {island(NotificationsBell, {})}
          {island(FavouritesLink, { href: path('favourites') })}
          {island(CartBadge, { href: path('shoppingCart') })}
          {island(AccountMenu, {
            loginHref: path('login'),
            registerHref: path('register'),
            termsHref: path('terms'),
            menuLinks: ACCOUNT_MENU_SCREENS.flatMap((name) => {
              const href = path(name);
              return href ? [{ name, href }] : [];
            }),
            // One name per screen: the menu says what the page's title and heading say.
            sellerLinks: SELLER_MENU_SCREENS.flatMap((name) => {
              const href = path(name);
              return href ? [{ name, href, label: t(`meta:${name}.heading`) }] : [];
            }),
            becomeSellerHref: path('firstUpload', {}),
          })}
          {island(MenuButton, {})}
        </div>
      </div>
      {island(MegaMenu, {
        entries: megaMenu.map((entry) => ({
          schoolType: entry.school_type,
          name: entry.school_name,
          subjects: entry.subjects.slice(0, 12).map((s) => ({ id: s.id, title: s.title, count: s.doc_count })),
        })),
        searchPath,
      })}
    </header>
  );
}
