import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Material } from '../../shared/schemas/materials';
import { fillHref } from '../href-template';
import { PriceText } from '../components/Price';
import { createPageApiClient } from '../api/page-client';
import { favouriteIdsAtom, favouritesLoadAtom } from '../atoms/favourites';
import { favouriteIdBatches, stillFavourite } from '../favourites-format';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';

type Loaded = { materials: Material[] } | 'failed' | null;

export interface FavouritesListProps {
  /** Where the empty state sends the visitor to find materials. */
  searchHref: string | null;
  /** This world's material page, `…/__id__/__slug__` (src/client/href-template.ts). */
  materialHrefTemplate: string | null;
  /** The favourites' folders (signed-in users file favourites there). */
  foldersHref: string | null;
}

/**
 * The visitor's favourites of this world as cards (docs/favourites.md): the page's
 * `FavouriteHearts` island loads the ids from the server; this one loads their cards
 * (`GET v3/materials?ids=`). A heart's click removes a card and lowers the total at once.
 */
export default function FavouritesList({ searchHref, materialHrefTemplate, foldersHref }: FavouritesListProps) {
  const { t, world } = useIslandEnv();
  const favouriteIds = useAfterHydration(useAtomValue(favouriteIdsAtom), []);
  const load = useAfterHydration(useAtomValue(favouritesLoadAtom), 'pending');
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    if (load !== 'loaded' || loaded !== null) return undefined;
    let live = true;
    const api = createPageApiClient(world);
    Promise.all(favouriteIdBatches([...favouriteIds].reverse()).map((ids) => api.get<{ items: Material[] }>('v3/materials', { query: { ids: ids.join(',') } }))).then(
      (answers) => {
        if (live) setLoaded({ materials: answers.flatMap((answer) => answer.items) });
      },
      (error: unknown) => {
        console.error('favourites could not be loaded', error);
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [load, loaded, favouriteIds, world]);

  // A wishlist that could not be loaded was only logged (docs/product-rules.md, "Errors"): the screen shows it empty.
  const shown: Loaded = load === 'failed' ? { materials: [] } : loaded;
  if (shown === null) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  if (shown === 'failed') {
    return (
      <p className="notice notice-error" role="alert">
        {t('common:form.loadFailed')}
      </p>
    );
  }
  const materials = stillFavourite(shown.materials, favouriteIds);
  const note = <p className="field-hint">{t('favorites:list.worldNote')}</p>;
  if (materials.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('favorites:list.empty')}</p>
        {searchHref ? (
          <a className="button" href={searchHref}>
            {t('favorites:list.findMaterials')}
          </a>
        ) : null}
        {note}
      </div>
    );
  }
  return (
    <>
      <p className="favourites-total" role="status" aria-live="polite">
        {t('favorites:list.total', { count: materials.length })}
        {foldersHref ? (
          <>
            {' · '}
            <a href={foldersHref}>{t('favorites:list.folders')}</a>
          </>
        ) : null}
      </p>
      <ul className="material-grid" aria-label={t('favorites:list.label')}>
        {materials.map((material) => (
          <li key={material.id}>
            <FavouriteCard material={material} hrefTemplate={materialHrefTemplate} />
          </li>
        ))}
      </ul>
      {note}
    </>
  );
}

function FavouriteCard({ material, hrefTemplate }: { material: Material; hrefTemplate: string | null }) {
  const { t } = useIslandEnv();
  const href = fillHref(hrefTemplate, material.id, material.slug) ?? '#';
  return (
    <article className="card material-card">
      <a href={href} className="material-card-link">
        <span className="card-media">
          <img src={`${material.imgUrl}&h=240`} alt="" width={170} height={240} loading="lazy" decoding="async" />
        </span>
        <h3 className="card-title">{material.title}</h3>
      </a>
      <p className="material-card-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
      <div className="material-card-price">
        <PriceText t={t} price={material.price} sale={material.sale} currency={material.currency} />
        {/* Every card here is a favourite; the page's FavouriteHearts island handles the click. */}
        <button type="button" className="favourite-heart" data-material-id={material.id} aria-pressed={true} aria-label={t('common:favourite.toggle', { title: material.title })} />
      </div>
    </article>
  );
}
