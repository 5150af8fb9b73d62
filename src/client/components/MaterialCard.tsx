import type { Material } from '../../shared/schemas/materials';
import { isNewMaterial } from '../../shared/materials';
import { formatDecimal } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage } from './page-context';
import { Price } from './Price';
import FavouriteHeart from '../islands/FavouriteHeart';

/** A material in a list: preview, title, author, rating, price, new badge and favourite heart. */
export function MaterialCard({ material, now }: { material: Material; now: Date }) {
  const { t, path, island, language } = usePage();
  const href = path('materialPage', { id: String(material.id), slug: material.slug }) ?? '#';
  return (
    <article className="material-card">
      <a href={href} className="material-card-link">
        <img src={`${material.imgUrl}&h=240`} alt="" width={170} height={240} loading="lazy" decoding="async" />
        <h3>{material.title}</h3>
      </a>
      <p className="material-card-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
      <p className="material-card-meta">
        {isNewMaterial(material.createdAt, now) ? <span className="badge badge-new">{t('common:badge.new')}</span> : null}
        {material.bestInCategories.length > 0 ? <span className="badge badge-best">{t('common:badge.best')}</span> : null}
        {material.rating.count > 0 ? (
          <span className="rating">{t('common:rating', { average: formatDecimal(material.rating.average, languageTag(language)), count: material.rating.count })}</span>
        ) : null}
      </p>
      <div className="material-card-price">
        <Price price={material.price} sale={material.sale} currency={material.currency} />
        {island(FavouriteHeart, { materialId: material.id, title: material.title })}
      </div>
    </article>
  );
}

export function MaterialGrid({ materials, now, label }: { materials: readonly Material[]; now: Date; label: string }) {
  return (
    <ul className="material-grid" aria-label={label}>
      {materials.map((m) => (
        <li key={m.id}>
          <MaterialCard material={m} now={now} />
        </li>
      ))}
    </ul>
  );
}
