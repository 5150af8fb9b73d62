import type { MaterialDetail } from '../../shared/schemas/materials';
import { isNewMaterial } from '../../shared/materials';
import { usePage } from '../components/page-context';
import { Price } from '../components/Price';

export interface MaterialPageData {
  material: MaterialDetail;
  now: string;
}

function fileSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** Everything a teacher needs to decide: previews, price, files, description, author. */
export function MaterialPage({ data }: { data: MaterialPageData }) {
  const { t, path, island } = usePage();
  const { material } = data;
  const authorHref = path('authorPage', { id: String(material.author.id), slug: material.author.slug });
  return (
    <article className="material-page">
      <h1>{material.title}</h1>
      <p className="material-meta">
        {isNewMaterial(material.createdAt, new Date(data.now)) ? <span className="badge badge-new">{t('common:badge.new')}</span> : null}
        {material.bestInCategories.length > 0 ? (
          <span className="badge badge-best">
            {t('material-page:bestIn', {
              category: material.bestInCategories.includes(material.subject.slug) ? material.subject.title : (material.bestInCategories[0] ?? ''),
            })}
          </span>
        ) : null}
        {material.rating.count > 0 ? (
          <span className="rating">{t('common:rating', { average: material.rating.average.toFixed(1), count: material.rating.count })}</span>
        ) : null}
      </p>
      <div className="material-layout">
        <section aria-label={t('material-page:previews')} className="previews" tabIndex={0}>
          {material.preview.map((src, i) => (
            <img key={src} src={src} alt={t('material-page:previewAlt', { page: i + 1, title: material.title })} width={353} height={500} loading={i === 0 ? 'eager' : 'lazy'} />
          ))}
        </section>
        <aside className="buy-box" aria-label={t('material-page:buyBox')}>
          <p className="buy-price">
            <Price price={material.price} sale={material.sale} currency={material.currency} />
          </p>
          {island('FavoriteHeart', { materialId: material.id, title: material.title })}
          <dl className="facts">
            <dt>{t('material-page:pages')}</dt>
            <dd>{material.pageCount}</dd>
            <dt>{t('material-page:grades')}</dt>
            <dd>{material.grades.from === material.grades.to ? material.grades.from : `${material.grades.from}–${material.grades.to}`}</dd>
            <dt>{t('material-page:subject')}</dt>
            <dd>{material.subject.title}</dd>
          </dl>
          <p className="author-box">
            {t('common:byAuthor', { name: '' })}
            {authorHref ? <a href={authorHref}>{material.author.publicName}</a> : material.author.publicName}
          </p>
        </aside>
      </div>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading">{t('material-page:description')}</h2>
        <p>{material.description}</p>
      </section>
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t('material-page:files')}</h2>
        <ul className="file-list">
          {material.materialFiles.map((f) => (
            <li key={f.id}>
              {f.name} <span className="file-format">{f.format.toUpperCase()}</span> <span>{fileSize(f.sizeBytes)}</span>
            </li>
          ))}
        </ul>
      </section>
      {material.bundleItems.length > 0 ? (
        <section aria-labelledby="bundle-heading">
          <h2 id="bundle-heading">{t('material-page:bundleContents')}</h2>
          <ul>
            {material.bundleItems.map((item) => (
              <li key={item.id}>
                <a href={path('materialPage', { id: String(item.id), slug: item.slug }) ?? '#'}>{item.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
