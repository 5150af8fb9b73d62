import { routePath } from '../../shared/routes/match';
import { isEntityId } from '../../shared/routes/match';
import { worldLanguage, languageTag } from '../../shared/worlds';
import type { PostPage, PublicPost } from '../../shared/schemas/posts';
import { POSTS_PAGE_SIZE } from '../../shared/posts';
import { Island, usePage } from '../../client/components/page-context';
import { PostList } from '../../client/components/PostList';
import { BlogPostPage } from '../../client/pages/BlogPostPage';
import PostEditor from '../../client/islands/PostEditor';
import { isRefusal, originJson } from '../origin-client';
import type { PageModule, PageRequest } from './types';

/**
 * The magazine, blog posts and the post editor (docs/blog.md). Readers' pages show what the
 * origin answers for published posts of the world; anything else is a real 404. The editor's
 * HTML is the same for everyone (noindex); its island loads the signed-in writer's posts.
 */

function pageNumber(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = Number.parseInt(raw, 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(1000, page) : 1;
}

/** A page of an author's published posts of the world (their blog). */
export async function authorPosts(request: PageRequest, authorId: number, page = 1): Promise<PostPage> {
  return originJson<PostPage>(request.env, `v3/authors/${authorId}/posts?page=${page}&limit=${POSTS_PAGE_SIZE}`, { world: request.world });
}

function Pager({ page, prevHref, nextHref }: { page: number; prevHref: string | null; nextHref: string | null }) {
  const { t } = usePage();
  if (!prevHref && !nextHref) return null;
  return (
    <nav aria-label={t('blogpost:pagination')} className="pagination">
      {prevHref ? (
        <a rel="prev" href={prevHref}>
          {t('blogpost:previous')}
        </a>
      ) : null}
      <span>{t('blogpost:page', { page })}</span>
      {nextHref ? (
        <a rel="next" href={nextHref}>
          {t('blogpost:next')}
        </a>
      ) : null}
    </nav>
  );
}

function MagazinePage({ data }: { data: PostPage & { prevHref: string | null; nextHref: string | null } }) {
  const { t } = usePage();
  return (
    <section className="magazine" data-screen="magazine">
      <h1>{t('meta:magazine.heading')}</h1>
      <p className="lead">{t('meta:magazine.description')}</p>
      {data.items.length > 0 ? <PostList posts={data.items} label={t('meta:magazine.heading')} /> : <p className="empty-state">{t('blogpost:noPosts')}</p>}
      <Pager page={data.page} prevHref={data.prevHref} nextHref={data.nextHref} />
    </section>
  );
}

export const magazine: PageModule = async (request) => {
  const page = pageNumber(request.url);
  const here = request.url.pathname;
  // The first page has one address: the list's own.
  if (page === 1 && request.url.searchParams.has('page')) return { kind: 'redirect', location: here, status: 301 };
  const list = await originJson<PostPage>(request.env, `v3/posts?page=${page}&limit=${POSTS_PAGE_SIZE}`, { world: request.world });
  // A page past the end is not a page of the magazine.
  if (page > 1 && list.items.length === 0) return { kind: 'notFound' };
  const prevHref = page > 1 ? (page === 2 ? here : `${here}?page=${page - 1}`) : null;
  const nextHref = page * POSTS_PAGE_SIZE < list._total ? `${here}?page=${page + 1}` : null;
  return {
    kind: 'page',
    sheets: ['blog'],
    head: page > 1 ? { title: request.t('blogpost:pagedTitle', { title: request.t('meta:magazine.title'), page }), canonical: `${here}?page=${page}` } : {},
    body: <MagazinePage data={{ ...list, prevHref, nextHref }} />,
  };
};

export const blogPost: PageModule = async (request) => {
  const id = request.params.id ?? '';
  if (!isEntityId(id)) return { kind: 'notFound' };
  let post: PublicPost;
  try {
    ({ post } = await originJson<{ post: PublicPost }>(request.env, `v3/posts/${id}`, { world: request.world }));
  } catch (error) {
    if (isRefusal(error)) return { kind: 'notFound' };
    throw error;
  }
  const canonical = routePath('blogPost', request.world, { id: String(post.id) }) ?? request.url.pathname;
  const origin = request.url.origin;
  const authorPath = post.author.isSeller ? routePath('authorPage', request.world, { id: String(post.author.id), slug: post.author.slug }) : null;
  const authorName = post.author.publicName || request.t('blogpost:editorialTeam');
  const parent = post.kind === 'magazine' ? routePath('magazine', request.world) : null;
  return {
    kind: 'page',
    sheets: ['blog'],
    head: {
      title: request.t('meta:blogPost.title', { title: post.title }),
      description: (post.summary || request.t('meta:blogPost.description', { title: post.title })).slice(0, 160),
      canonical,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.summary,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          inLanguage: languageTag(worldLanguage(request.world)),
          mainEntityOfPage: `${origin}${canonical}`,
          author: authorPath ? { '@type': 'Person', name: authorName, url: `${origin}${authorPath}` } : { '@type': 'Organization', name: 'Kreide' },
          publisher: { '@type': 'Organization', name: 'Kreide' },
          ...(post.coverUrl ? { image: `${origin}${post.coverUrl}` } : {}),
        },
      ],
    },
    breadcrumbs: [
      ...(parent ? [{ label: request.t('meta:magazine.heading'), href: parent }] : []),
      ...(authorPath && !parent ? [{ label: authorName, href: authorPath }] : []),
      { label: post.title, href: null },
    ],
    body: <BlogPostPage post={post} />,
  };
};

export const postEditor: PageModule = async (request) => {
  const login = routePath('login', request.world);
  const signInHref = login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
  return {
    kind: 'page',
    sheets: ['seller', 'blog'],
    islandAreas: ['blogpost'],
    body: (
      <section className="post-editor-screen" data-screen="postEditor">
        <h1>{request.t('meta:postEditor.heading')}</h1>
        <p className="lead">{request.t('meta:postEditor.description')}</p>
        <Island of={PostEditor} props={{ signInHref, becomeSellerHref: routePath('firstUpload', request.world), postHrefTemplate: routePath('blogPost', request.world, { id: '__id__' }) ?? '' }} />
      </section>
    ),
  };
};
