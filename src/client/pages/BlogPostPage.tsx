import type { PublicPost } from '../../shared/schemas/posts';
import { usePage } from '../components/page-context';
import { PostDate } from '../components/PostList';

/**
 * A published post: title, author (linked to their author page when they have one), date and
 * the body, which the origin rendered and sanitised when it was saved (docs/blog.md).
 */
export function BlogPostPage({ post }: { post: PublicPost }) {
  const { t, path, world } = usePage();
  const authorHref = post.author.isSeller ? path('authorPage', { id: String(post.author.id), slug: post.author.slug }) : null;
  const blogHref = post.kind === 'author' && post.author.isSeller ? path('authorBlog', { id: String(post.author.id), slug: post.author.slug }) : null;
  const name = post.author.publicName || t('blogpost:editorialTeam');
  return (
    <article className="post-page">
      <header className="post-head">
        <p className="post-kicker">{t(post.kind === 'magazine' ? 'blogpost:kind.magazine' : 'blogpost:kind.author')}</p>
        <h1>{post.title}</h1>
        {post.summary ? <p className="lead">{post.summary}</p> : null}
        <p className="post-meta">
          {authorHref ? <a href={authorHref}>{name}</a> : <span>{name}</span>} · <PostDate iso={post.publishedAt} world={world} />
        </p>
      </header>
      {/* Rendered and sanitised by the origin at save time (src/origin/domain/content/markdown.ts). */}
      <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      {blogHref || (post.kind === 'magazine' && path('magazine')) ? (
        <footer className="post-foot">
          {blogHref ? <a href={blogHref}>{t('blogpost:moreFromAuthor', { name })}</a> : null}
          {post.kind === 'magazine' && path('magazine') ? <a href={path('magazine') ?? '#'}>{t('blogpost:backToMagazine')}</a> : null}
        </footer>
      ) : null}
    </article>
  );
}
