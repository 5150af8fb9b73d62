import type { Material, MaterialDetail } from '../../shared/schemas/materials';
import type { CommentsPage, FeedbackPage, Tag } from '../../shared/schemas/community';
import { formatDate, formatDecimal, formatFileSize, formatNumber, isoDay } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage } from '../components/page-context';
import { Price } from '../components/Price';
import { MaterialBadges, MaterialGrid } from '../components/MaterialCard';
import { Rating, Stars } from '../components/Stars';
import { Avatar } from '../components/Avatar';
import AddToCartButton from '../islands/AddToCartButton';
import CommentThread from '../islands/CommentThread';
import FeedbackForm from '../islands/FeedbackForm';
import FollowButton from '../islands/FollowButton';
import LikeButton from '../islands/LikeButton';
import { gradeSpan } from '../../shared/grades';
import PreviewViewer from '../islands/PreviewViewer';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../href-template';
import RecommendMaterial from '../islands/RecommendMaterial';
import InteractiveOnMaterial from '../islands/InteractiveOnMaterial';
import { CODE_PLACEHOLDER } from '../../shared/rooms';
import { TOKEN_PLACEHOLDER } from '../../shared/surveys';

export interface MaterialPageData {
  material: MaterialDetail;
  now: string;
  /** Community sections, the same for every visitor (the page is cached); null when the origin could not answer. */
  feedback?: FeedbackPage | null;
  comments?: CommentsPage | null;
  tags?: readonly Tag[];
  related?: readonly Material[];
  /** The login page with this material page to come back to. */
  signInHref?: string | null;
  /** The author's follower count for the follow button; null when the origin could not answer. */
  authorFollowers?: number | null;
  /** The author's published materials for the author box; null when the origin could not answer. */
  authorMaterials?: number | null;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** Rating summary, the first page of feedback, and the form island (personal state after hydration). */
export function FeedbackSection({ feedback, materialId, signInHref }: { feedback: FeedbackPage; materialId: number; signInHref: string | null }) {
  const { t, island, language } = usePage();
  const { summary } = feedback;
  return (
    <section aria-labelledby="feedback-heading" className="feedback-section">
      <h2 id="feedback-heading">{t('material-feedbacks:heading')}</h2>
      {summary.count > 0 ? (
        <div className="rating-summary">
          <p className="rating-average">
            <Stars average={summary.average} />{' '}
            <strong>{t('material-feedbacks:summary', { average: formatDecimal(summary.average, languageTag(language)) })}</strong>{' '}
            <span>{t('material-feedbacks:total', { count: summary.count })}</span>
          </p>
          <ul className="rating-histogram" aria-label={t('material-feedbacks:histogram')}>
            {STARS.map((stars) => (
              <li key={stars}>
                <span className="histogram-label">{t('material-feedbacks:histogramRow', { stars: t('material-feedbacks:starCount', { count: stars }), count: formatNumber(summary.histogram[stars], languageTag(language)) })}</span>
                <meter min={0} max={summary.count} value={summary.histogram[stars]} aria-hidden="true" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="empty-note">{t('material-feedbacks:none')}</p>
      )}
      {feedback.items.length > 0 ? (
        <ol className="feedback-list" aria-label={t('material-feedbacks:list')}>
          {feedback.items.map((item) => (
            <li key={item.author.id}>
              <article className="feedback">
                <header className="feedback-head">
                  <span className="feedback-author">{item.author.publicName ?? t('material-feedbacks:anonymous')}</span>
                  <span className="rating" role="img" aria-label={t('material-feedbacks:starsValue', { stars: item.stars })}>
                    <Stars average={item.stars} />
                  </span>
                  <time dateTime={isoDay(item.createdAt)}>{formatDate(item.createdAt, languageTag(language))}</time>
                  {item.updatedAt ? <span className="feedback-edited">({t('material-feedbacks:edited')})</span> : null}
                </header>
                {item.text ? <p className="feedback-text">{item.text}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      <h3>{t('material-feedbacks:form.heading')}</h3>
      {island(FeedbackForm, { materialId, signInHref })}
    </section>
  );
}

/** Everything a teacher needs to decide: previews, price, files, description, author. */
export function MaterialPage({ data }: { data: MaterialPageData }) {
  const { t, path, island, language, world } = usePage();
  const { material } = data;
  const signInHref = data.signInHref ?? null;
  const searchPath = path('searchResults');
  const tags = data.tags ?? [];
  const related = data.related ?? [];
  const authorHref = path('authorPage', { id: String(material.author.id), slug: material.author.slug });
  return (
    <article className="material-page">
      <h1>{material.title}</h1>
      <p className="material-meta">
        <MaterialBadges
          material={material}
          now={new Date(data.now)}
          bestLabel={t('material-page:bestIn', {
            category: material.bestInCategories.includes(material.subject.slug) ? material.subject.title : (material.bestInCategories[0] ?? ''),
          })}
        />
        {material.rating.count > 0 ? <Rating average={material.rating.average} count={material.rating.count} /> : null}
      </p>
      <div className="material-layout">
        {island(PreviewViewer, { title: material.title, pages: material.preview })}
        <aside className="buy-box" aria-label={t('material-page:buyBox')}>
          <div className="buy-bar">
            <p className="buy-price">
              <Price price={material.price} sale={material.sale} currency={material.currency} />
            </p>
            {island(AddToCartButton, {
              materialId: material.id,
              free: (material.sale ?? material.price) === 0,
              cartHref: path('shoppingCart'),
              boughtHref: path('boughtMaterials'),
              authorId: material.author.id,
              editHref: path('uploadEdit'),
              chartsHref: path('charts'),
              ...((material.sale ?? material.price) === 0
                ? {
                    freeDownload: {
                      title: material.title,
                      authorId: material.author.id,
                      authorName: material.author.publicName,
                      authorHref,
                      feedbackHref: path('materialFeedback', { id: String(material.id) }),
                      materialHrefTemplate: path('materialPage', { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER }),
                      signInHref,
                      registerHref: path('register'),
                    },
                  }
                : {}),
            })}
          </div>
          {/* Served by the page's FavouriteHearts island (docs/favourites.md, "The heart"). */}
          <button type="button" className="favourite-heart" data-material-id={material.id} aria-pressed={false} aria-label={t('common:favourite.toggle', { title: material.title })} />
          {island(LikeButton, { materialId: material.id, title: material.title, count: material.likeCount, signInHref })}
          {island(RecommendMaterial, { materialId: material.id, signInHref, linkTemplate: path('recommendationToken', { token: TOKEN_PLACEHOLDER }) })}
          <dl className="facts">
            <dt>{t('material-page:pages')}</dt>
            <dd>{formatNumber(material.pageCount, languageTag(language))}</dd>
            <dt>{t('material-page:grades')}</dt>
            <dd>{gradeSpan(world, material.grades.from, material.grades.to) ?? (material.grades.from === material.grades.to ? material.grades.from : `${material.grades.from}–${material.grades.to}`)}</dd>
            <dt>{t('material-page:subject')}</dt>
            <dd>{material.subject.title}</dd>
          </dl>
          <section className="author-card" aria-label={t('material-page:aboutAuthor')}>
            <Avatar name={material.author.publicName} id={material.author.id} src={material.author.imagePath} size="lg" />
            <p className="author-box">
              <span className="author-box-by">{t('common:byAuthor', { name: '' })}</span>
              {authorHref ? <a href={authorHref}>{material.author.publicName}</a> : material.author.publicName}
            </p>
            {typeof data.authorMaterials === 'number' ? (
              <p className="author-box-meta">{t('material-page:authorMaterials', { count: data.authorMaterials })}</p>
            ) : null}
            {/* The follow button shows the follower count: the box does not repeat it. */}
            {typeof data.authorFollowers === 'number'
              ? island(FollowButton, { authorId: material.author.id, name: material.author.publicName, count: data.authorFollowers, signInHref })
              : null}
          </section>
        </aside>
      </div>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading">{t('material-page:description')}</h2>
        <p>{material.description}</p>
      </section>
      {material.interactiveId !== null && (material.isStandaloneInteractive || material.isBundleInteractive)
        ? island(InteractiveOnMaterial, {
            interactiveId: material.interactiveId,
            playHref: path('interactivePlay', { id: String(material.interactiveId) }),
            liveHref: path('learningRoom', { code: CODE_PLACEHOLDER }),
            signInHref,
          })
        : null}
      {tags.length > 0 ? (
        <section aria-labelledby="tags-heading">
          <h2 id="tags-heading">{t('material-page:tags')}</h2>
          <ul className="tag-list">
            {tags.map((tag) => (
              <li key={tag.slug}>
                <a className="tag" href={searchPath ? `${searchPath}?q=${encodeURIComponent(tag.name)}` : '#'}>
                  {tag.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t('material-page:files')}</h2>
        <ul className="file-list">
          {material.materialFiles.map((f) => (
            <li key={f.id}>
              {f.name} <span className="file-format">{f.format.toUpperCase()}</span> <span>{formatFileSize(f.sizeBytes, languageTag(language))}</span>
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
      {data.feedback ? <FeedbackSection feedback={data.feedback} materialId={material.id} signInHref={signInHref} /> : null}
      {data.comments ? (
        <section aria-labelledby="comments-heading" className="comments-section">
          <h2 id="comments-heading">{t('comments:heading')}</h2>
          {island(CommentThread, { materialId: material.id, materialAuthorId: material.author.id, threads: data.comments.items, signInHref })}
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{t('material-page:related')}</h2>
          <MaterialGrid materials={related} now={new Date(data.now)} label={t('material-page:related')} />
        </section>
      ) : null}
    </article>
  );
}
