import type { Material } from '../../shared/schemas/materials';
import { isNewMaterial, salePercent } from '../../shared/materials';
import { formatPercent } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage } from './page-context';
import { Price } from './Price';
import { Rating } from './Stars';
import FavouriteHeart from '../islands/FavouriteHeart';

/** The badges of a material: sale (with its percentage), bestseller, new (docs/design-system.md, "Badges"). */
export function MaterialBadges({ material, now, bestLabel }: { material: Material; now: Date; bestLabel?: string }) {
  const { t, language } = usePage();
  const off = salePercent(material.price, material.sale);
  return (
    <>
      {off > 0 ? <span className="badge badge-sale">{formatPercent(-off, languageTag(language))}</span> : null}
      {material.bestInCategories.length > 0 ? <span className="badge badge-best">{bestLabel ?? t('common:badge.best')}</span> : null}
      {isNewMaterial(material.createdAt, now) ? <span className="badge badge-new">{t('common:badge.new')}</span> : null}
    </>
  );
}

/** A material in a list: framed preview with badges, title, author, stars, price and favourite heart. */
export function MaterialCard({ material, now }: { material: Material; now: Date }) {
  const { t, path, island } = usePage();
  const href = path('materialPage', { id: String(material.id), slug: material.slug }) ?? '#';
  return (
    <article className="card material-card">
      <a href={href} className="material-card-link">
        <span className="card-media">
          <img src={`${material.imgUrl}&h=240`} alt="" width={170} height={240} loading="lazy" />
          <span className="card-badges">
            <MaterialBadges material={material} now={now} />
          </span>
        </span>
        <h3 className="card-title">{material.title}</h3>
      </a>
      <p className="material-card-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
      {material.rating.count > 0 ? <Rating average={material.rating.average} count={material.rating.count} /> : null}
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
