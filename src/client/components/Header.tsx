import type { HeaderMenu } from '../hooks/useHeaderMenu';
import { usePage } from './page-context';
import { SearchForm } from './SearchForm';
import AccountMenu from '../islands/AccountMenu';
import CartBadge from '../islands/CartBadge';
import FavouritesLink from '../islands/FavouritesLink';
import FavouriteHearts from '../islands/FavouriteHearts';
import MegaMenu from '../islands/MegaMenu';
import MenuButton from '../islands/MenuButton';
import NotificationsBell from '../islands/NotificationsBell';
import WorldSwitcher from '../islands/WorldSwitcher';

/** A link of the world switcher (and of the landing view's world list). */
export type WorldLink = HeaderMenu['worlds'][number];

export interface HeaderProps {
  query?: string;
}

/** The world chooser: the landing view at the root lists every world. */
const WORLD_CHOOSER = '/';

/**
 * The site header: logo, search, mega menu and the personal islands. On phones (below 64rem) the
 * world switcher, the account links and the mega menu move behind the menu button (styles.css).
 * The mega menu's school types and the world switcher's links load when a menu opens
 * (`useHeaderMenu`), so no page carries them; without JavaScript the header links the search
 * and the world chooser instead.
 */
export function Header({ query }: HeaderProps) {
  const page = usePage();
  // NAV's active variants (C, D) show the simplified header (docs/experiments.md, "NAV").
  if (page.experiments?.NAV?.active) return <SimplifiedHeader query={query ?? ''} />;
  const { t, path, world, island } = page;
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
        <div className="header-actions">
          {island(WorldSwitcher, { chooserHref: WORLD_CHOOSER })}
          <noscript>
            <a href={WORLD_CHOOSER}>{t('header:worldSwitcher.label', { world: world.toUpperCase() })}</a>
            {searchPath ? <a href={searchPath}>{t('header:megaMenu.button')}</a> : null}
          </noscript>
          {island(NotificationsBell, { listHref: path('notificationPreferences') })}
          {island(FavouritesLink, { href: path('favourites') })}
          {island(FavouriteHearts, {})}
          {island(CartBadge, { href: path('shoppingCart') })}
          {island(AccountMenu, { loginHref: path('login'), registerHref: path('register'), termsHref: path('terms') })}
          {island(MenuButton, {})}
        </div>
      </div>
      {island(MegaMenu, { searchPath })}
    </header>
  );
}

/**
 * The simplified header of the NAV test: a slim top bar holds the personal buttons with their
 * names (favourites, notifications, cart, account, the world), the main row only logo, search and
 * the menu. The tour points at the top bar (`data-tour="header-extras"`).
 */
function SimplifiedHeader({ query }: { query: string }) {
  const { t, path, world, island } = usePage();
  const searchPath = path('searchResults') ?? '';
  return (
    <header className="site-header site-header-simple" id="site-header" data-nav="simple">
      <a className="skip-link" href="#main">
        {t('header:skipToContent')}
      </a>
      <div className="header-topbar">
        <p className="header-topbar-note">{t('header:topBar.note')}</p>
        <div className="header-actions header-extras" data-tour="header-extras" role="group" aria-label={t('header:topBar.label')}>
          {island(NotificationsBell, { listHref: path('notificationPreferences'), label: t('header:topBar.notifications') })}
          {island(FavouritesLink, { href: path('favourites'), label: t('header:topBar.favourites') })}
          {island(FavouriteHearts, {})}
          {island(CartBadge, { href: path('shoppingCart'), label: t('header:topBar.cart') })}
          {island(AccountMenu, { loginHref: path('login'), registerHref: path('register'), termsHref: path('terms') })}
          {island(WorldSwitcher, { chooserHref: WORLD_CHOOSER })}
          <noscript>
            <a href={WORLD_CHOOSER}>{t('header:worldSwitcher.label', { world: world.toUpperCase() })}</a>
          </noscript>
        </div>
      </div>
      <div className="header-bar">
        <a className="logo" href={path('home') ?? '/'} aria-label={t('header:logoLabel')}>
          Kreide
        </a>
        <SearchForm query={query} />
        <div className="header-actions">
          <noscript>{searchPath ? <a href={searchPath}>{t('header:megaMenu.button')}</a> : null}</noscript>
          {island(MenuButton, {})}
        </div>
      </div>
      {island(MegaMenu, { searchPath })}
    </header>
  );
}
