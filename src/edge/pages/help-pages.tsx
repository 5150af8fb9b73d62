import { routePath } from '../../shared/routes/match';
import { MAIN_WORLDS, type World } from '../../shared/worlds';
import { usePage } from '../../client/components/page-context';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import { formatDay } from '../../client/commerce/cabinet-format';
import StaffHelpEditor from '../../client/islands/StaffHelpEditor';
import {
  HELP_MARK_END,
  HELP_MARK_START,
  HELP_QUERY_MAX,
  type HelpArticleLink,
  type HelpArticleView,
  type HelpCategory,
  type HelpFaq,
  type HelpIndex,
  type HelpSearchResult,
} from '../../shared/schemas/help';
import { originJson, OriginError } from '../origin-client';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageRequest } from './types';

/**
 * The help centre (docs/help-centre.md): the world's topics with their articles and a search,
 * one article, the FAQ page, and the staff screen that edits them. The public screens are the
 * same for every visitor (cached as any page); the staff screen is made for the viewer.
 */

const articleHref = (world: World, article: HelpArticleLink) => routePath('helpArticle', world, { id: String(article.id), slug: article.slug });

/** A 404 from the origin as null; anything else is an error of ours. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof OriginError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function SearchBox({ action, query }: { action: string; query: string }) {
  const { t } = usePage();
  return (
    <form role="search" aria-label={t('help-center:search.label')} className="help-search" action={action} method="get">
      <label htmlFor="help-q" className="visually-hidden">
        {t('help-center:search.label')}
      </label>
      <input id="help-q" type="search" name="q" defaultValue={query} maxLength={HELP_QUERY_MAX} placeholder={t('help-center:search.placeholder')} autoComplete="off" />
      <button type="submit">{t('help-center:search.submit')}</button>
    </form>
  );
}

/** A snippet's text with the matched words in <mark>: split on the marks, never parsed as HTML. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(HELP_MARK_START);
  return (
    <p className="help-snippet">
      {parts.map((part, i) => {
        if (i === 0) return part.replaceAll(HELP_MARK_END, '');
        const [marked = '', rest = ''] = part.split(HELP_MARK_END, 2);
        return (
          <span key={i}>
            <mark>{marked}</mark>
            {rest}
          </span>
        );
      })}
    </p>
  );
}

function Results({ result, faqHref }: { result: HelpSearchResult; faqHref: string | null }) {
  const { t, world } = usePage();
  if (result.items.length === 0) {
    return (
      <div className="help-results notice" role="status">
        <h2>{t('help-center:empty.heading', { query: result.query })}</h2>
        <p>{t('help-center:empty.text')}</p>
        {faqHref ? <a href={faqHref}>{t('help-center:empty.faq')}</a> : null}
      </div>
    );
  }
  return (
    <section className="help-results" aria-labelledby="help-results-heading">
      <h2 id="help-results-heading">{t('help-center:results.heading', { query: result.query })}</h2>
      <p className="help-count" role="status">
        {t('help-center:results.count', { count: result.items.length })}
      </p>
      <ol className="help-hits">
        {result.items.map((hit) => (
          <li key={hit.id}>
            <a href={articleHref(world, hit) ?? '#'}>{hit.title}</a>
            <span className="help-hit-category">{hit.category.title}</span>
            <Snippet text={hit.snippet} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Topics({ categories }: { categories: HelpCategory[] }) {
  const { t, world } = usePage();
  if (categories.length === 0) return <p className="empty-state">{t('help-center:noArticles')}</p>;
  return (
    <section aria-labelledby="help-topics">
      <h2 id="help-topics">{t('help-center:topics')}</h2>
      <div className="help-topics">
        {categories.map((category) => (
          <section key={category.id} className="card help-topic" id={category.slug} aria-labelledby={`help-topic-${category.id}`}>
            <h3 id={`help-topic-${category.id}`}>{category.title}</h3>
            {category.description ? <p>{category.description}</p> : null}
            <ul>
              {category.articles.map((article) => (
                <li key={article.id}>
                  <a href={articleHref(world, article) ?? '#'}>{article.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

const queryOf = (request: PageRequest) => (request.url.searchParams.get('q') ?? '').trim().slice(0, HELP_QUERY_MAX);

export const helpCentre: PageModule = async (request) => {
  const query = queryOf(request);
  const action = routePath('helpCentre', request.world) ?? request.url.pathname;
  const [index, result] = await Promise.all([
    originJson<HelpIndex>(request.env, 'v3/help', { world: request.world }),
    query ? originJson<HelpSearchResult>(request.env, `v3/help/search?q=${encodeURIComponent(query)}`, { world: request.world }) : null,
  ]);
  const faqHref = routePath('faq', request.world);
  return {
    kind: 'page',
    sheets: ['help'],
    // A search is a view of the help centre, not a page of its own.
    ...(query ? { head: { title: request.t('help-center:results.heading', { query }), canonical: action } } : {}),
    body: (
      <HelpScreen routeName="helpCentre">
        <SearchBox action={action} query={query} />
        {result ? <Results result={result} faqHref={faqHref} /> : null}
        <Topics categories={index.categories} />
        {faqHref ? (
          <p className="help-more">
            <a href={faqHref}>{request.t('meta:faq.heading')}</a>
          </p>
        ) : null}
      </HelpScreen>
    ),
  };
};

function HelpScreen({ routeName, children }: { routeName: 'helpCentre' | 'faq' | 'staffHelp'; children: React.ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame help-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      {children}
    </section>
  );
}

function ArticleBody({ view }: { view: HelpArticleView }) {
  const { t, world, path } = usePage();
  const { article, related } = view;
  const centre = path('helpCentre');
  const faq = path('faq');
  return (
    <div className="help-article-layout">
      <article className="help-article" data-screen="helpArticle">
        <h1>{article.title}</h1>
        <div className="help-prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        <p className="help-updated">{t('help-center:article.updated', { date: formatDay(article.updatedAt, world) })}</p>
        {faq ? (
          <p className="help-more">
            <a href={faq}>{t('help-center:article.stillQuestions')}</a>
          </p>
        ) : null}
      </article>
      <aside className="help-related" aria-labelledby="help-related-heading">
        <h2 id="help-related-heading">{t('help-center:article.related', { category: article.category.title })}</h2>
        {related.length > 0 ? (
          <ul>
            {related.map((link) => (
              <li key={link.id}>
                <a href={articleHref(world, link) ?? '#'}>{link.title}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {centre ? <a href={centre}>{t('help-center:article.back')}</a> : null}
      </aside>
    </div>
  );
}

export const helpArticle: PageModule = async (request) => {
  const id = request.params.id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id)) return { kind: 'notFound' };
  const view = await orNull(originJson<HelpArticleView>(request.env, `v3/help/articles/${id}`, { world: request.world }));
  if (!view) return { kind: 'notFound' };
  const { article } = view;
  if (request.params.slug !== article.slug) {
    const location = articleHref(request.world, article);
    if (location) return { kind: 'redirect', location, status: 301 };
  }
  const centre = routePath('helpCentre', request.world);
  const vars = { title: article.title, description: article.description };
  return {
    kind: 'page',
    sheets: ['help'],
    head: { title: request.t('meta:helpArticle.title', vars), description: request.t('meta:helpArticle.description', vars) },
    breadcrumbs: [
      { label: request.t('meta:helpCentre.title'), href: centre },
      { label: article.category.title, href: centre ? `${centre}#${article.category.slug}` : null },
      { label: article.title },
    ],
    body: <ArticleBody view={view} />,
  };
};

/** FAQPage structured data: every question with its answer as plain text. */
function faqJsonLd(faq: HelpFaq): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({ '@type': 'Question', name: item.title, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
  };
}

export const faq: PageModule = async (request) => {
  const answers = await originJson<HelpFaq>(request.env, 'v3/help/faq', { world: request.world });
  const centre = routePath('helpCentre', request.world);
  return {
    kind: 'page',
    sheets: ['help'],
    ...(answers.items.length > 0 ? { head: { jsonLd: [faqJsonLd(answers)] } } : {}),
    body: (
      <HelpScreen routeName="faq">
        {answers.items.length === 0 ? <p className="empty-state">{request.t('help-center:faq.empty')}</p> : null}
        <div className="help-faq">
          {answers.items.map((item) => (
            <details key={item.id} id={item.slug}>
              <summary>{item.title}</summary>
              <div className="help-prose" dangerouslySetInnerHTML={{ __html: item.html }} />
              <a href={articleHref(request.world, item) ?? '#'}>{request.t('help-center:faq.openArticle')}</a>
            </details>
          ))}
        </div>
        {centre ? (
          <p className="help-more">
            <a href={centre}>{request.t('help-center:faq.more')}</a>
          </p>
        ) : null}
      </HelpScreen>
    ),
  };
};

/**
 * The staff editor of the help centre: a 404 for anyone but staff acting as themselves (the
 * origin answers `v3/staff/help` to them only), the editor island for staff. Never cached.
 */
export const staffHelp: PageModule = async (request) => {
  if (!(await askAsViewer<unknown>(request, 'v3/staff/help'))) return NOT_FOUND_FOR_VIEWER;
  const articleHrefTemplates = Object.fromEntries(MAIN_WORLDS.map((w) => [w, routePath('helpArticle', w, { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER })]));
  const worlds = MAIN_WORLDS.includes(request.world as (typeof MAIN_WORLDS)[number]) ? [...MAIN_WORLDS] : [request.world, ...MAIN_WORLDS];
  return {
    kind: 'page',
    personal: true,
    sheets: ['help', 'seller'],
    islandAreas: ['help-center'],
    body: (
      <HelpScreen routeName="staffHelp">
        <StaffEditorSlot world={request.world} worlds={worlds} articleHrefTemplates={articleHrefTemplates} />
      </HelpScreen>
    ),
  };
};

function StaffEditorSlot(props: { world: World; worlds: World[]; articleHrefTemplates: Record<string, string | null> }) {
  const { island } = usePage();
  return island(StaffHelpEditor, { initialWorld: props.world, worlds: props.worlds, articleHrefTemplates: props.articleHrefTemplates });
}
