import type { ComponentProps } from 'react';
import { routePath } from '../../shared/routes/match';
import { usePage } from '../../client/components/page-context';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import type { PageModule } from './types';
import FavouritesList from '../../client/islands/FavouritesList';

/**
 * The favourites screen (`/de/merkzettel`): heading and description from `meta:favourites` and the
 * FavouritesList island. Favourites are loaded in the browser (the account's or the visitor's,
 * docs/favourites.md), so the HTML is the same for everyone and caches like any page.
 */
function FavouritesScreen(props: ComponentProps<typeof FavouritesList>) {
  const { t, island } = usePage();
  return (
    <section className="frame favourites-screen" data-screen="favourites">
      <h1>{t('meta:favourites.heading')}</h1>
      <p className="lead">{t('meta:favourites.description')}</p>
      {island(FavouritesList, props)}
    </section>
  );
}

export const favourites: PageModule = async (request) => ({
  kind: 'page',
  islandAreas: ['favorites'],
  body: (
    <FavouritesScreen
      searchHref={routePath('searchResults', request.world)}
      materialHrefTemplate={routePath('materialPage', request.world, { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER })}
      foldersHref={routePath('folderFavourite', request.world)}
    />
  ),
});
