import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Material } from '../../shared/schemas/materials';
import { fillHref } from '../href-template';
import { PriceText } from '../components/Price';
import { createPageApiClient } from '../api/page-client';
import { favouriteIdsAtom } from '../atoms/favourites';
import FavouriteHeart from './FavouriteHeart';
import { favouriteIdBatches, stillFavourite } from '../favourites-format';
import { useIslandEnv } from '../island-env';

type Loaded = { materials: Material[]; asked: number } | 'failed' | null;

/**
 * The visitor's favourites (kept in local storage) as cards of this world: once hydrated it reads
 * the stored ids and loads them (`GET v3/materials?ids=`); other worlds' ids are not found here.
 * The heart removes a material from the list at once.
 */
export interface FavouritesListProps {
  /** Where the empty state sends the visitor to find materials. */
  searchHref: string | null;
  /** This world's material page, `…/__id__/__slug__` (src/client/href-template.ts). */
  materialHrefTemplate: string | null;
}

export default function FavouritesList({ searchHref, materialHrefTemplate }: FavouritesListProps) {
  const { t, world } = useIslandEnv();
  const store = useStore();
  const favouriteIds = useAtomValue(favouriteIdsAtom);
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let live = true;
    // Runs after the atom's own subscription read the stored list.
    const batches = favouriteIdBatches(store.get(favouriteIdsAtom));
    const api = createPageApiClient(world);
    Promise.all(batches.map((ids) => api.get<{ items: Material[] }>('v3/materials', { query: { ids: ids.join(',') } }))).then(
      (answers) => {
        if (live) setLoaded({ materials: answers.flatMap((answer) => answer.items), asked: batches.flat().length });
      },
      () => {
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [store, world]);

  if (loaded === null) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  if (loaded === 'failed') {
    return (
      <p className="notice notice-error" role="alert">
        {t('common:form.loadFailed')}
      </p>
    );
  }
  const materials = stillFavourite(loaded.materials, favouriteIds);
  // Some stored favourites are not of this world (or no longer exist).
  const note = loaded.materials.length < loaded.asked ? <p className="field-hint">{t('favorites:list.worldNote')}</p> : null;
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
        <FavouriteHeart materialId={material.id} title={material.title} />
      </div>
    </article>
  );
}
