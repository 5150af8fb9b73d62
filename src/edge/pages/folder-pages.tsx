import { routePath } from '../../shared/routes/match';
import type { FolderType } from '../../shared/favourites';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import { Island, usePage } from '../../client/components/page-context';
import FolderBrowser from '../../client/islands/FolderBrowser';
import type { PageModule, PageRequest } from './types';

/**
 * The folder screens (`/de/ordner/erworben`, `…/eigene`, `…/merkzettel`; docs/favourites.md,
 * "Folders"): heading and description from `meta:<name>`, and the FolderBrowser island behind
 * its sign-in gate. The HTML does not depend on who is signed in and caches like any page.
 */
function FolderScreen({ screen, type, request }: { screen: string; type: FolderType; request: PageRequest }) {
  const { t } = usePage();
  const login = routePath('login', request.world);
  return (
    <section className="frame cabinet-screen folder-screen" data-screen={screen}>
      <h1>{t(`meta:${screen}.heading`)}</h1>
      <p className="lead">{t(`meta:${screen}.description`)}</p>
      <Island
        of={FolderBrowser}
        props={{
          type,
          signInHref: login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null,
          materialHrefTemplate: routePath('materialPage', request.world, { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER }),
        }}
      />
    </section>
  );
}

function folderScreen(type: FolderType): PageModule {
  return async (request) => ({
    kind: 'page',
    sheets: ['commerce'],
    islandAreas: ['cabinet-materials'],
    body: <FolderScreen screen={request.route.name} type={type} request={request} />,
  });
}

export const folderPurchased = folderScreen('purchased');
export const folderOwn = folderScreen('own');
export const folderFavourite = folderScreen('favourite');
