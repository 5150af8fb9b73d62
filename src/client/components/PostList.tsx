import type { PostCard } from '../../shared/schemas/posts';
import type { World } from '../../shared/worlds';
import { formatDay } from '../commerce/cabinet-format';
import { usePage } from './page-context';

/**
 * A list of published posts as cards (docs/blog.md): cover or placeholder, title, summary, date in
 * the world's format and the author. The magazine, the author blog and the author domain use it.
 */
export function PostList({ posts, label, showAuthor = true }: { posts: readonly PostCard[]; label: string; showAuthor?: boolean }) {
  const { t, path, world } = usePage();
  return (
    <ul className="post-grid" aria-label={label}>
      {posts.map((post) => {
        const href = path('blogPost', { id: String(post.id) }) ?? '#';
        return (
          <li key={post.id}>
            <article className="card post-card">
              <a className="post-card-link" href={href}>
                <PostCover post={post} />
                <h3 className="post-card-title">{post.title}</h3>
              </a>
              {post.summary ? <p className="post-card-summary">{post.summary}</p> : null}
              <p className="post-meta">
                <PostDate iso={post.publishedAt} world={world} />
                {showAuthor && post.author.publicName ? <> · {t('blogpost:by', { name: post.author.publicName })}</> : null}
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** The cover, or a placeholder in one of six brand tints with the title's first letter. */
function PostCover({ post }: { post: PostCard }) {
  if (post.coverUrl) {
    return (
      <span className="post-cover">
        <img src={post.coverUrl} alt="" width={640} height={360} loading="lazy" />
      </span>
    );
  }
  const letter = Array.from(post.title.trim())[0]?.toUpperCase() ?? '';
  return (
    <span className={`post-cover post-cover-${post.id % 6}`} aria-hidden="true">
      <span className="post-cover-letter">{letter}</span>
    </span>
  );
}

export function PostDate({ iso, world }: { iso: string; world: World }) {
  return <time dateTime={iso}>{formatDay(iso, world)}</time>;
}

/** The author's blog under their profile: the cards, or a note that there is nothing yet. */
export function AuthorPosts({ posts, name }: { posts: readonly PostCard[]; name: string }) {
  const { t } = usePage();
  return posts.length > 0 ? (
    <section className="author-posts">
      <h2>{t('blogpost:authorHeading', { name })}</h2>
      <PostList posts={posts} label={t('blogpost:authorHeading', { name })} showAuthor={false} />
    </section>
  ) : (
    <p>{t('author-page:noPosts', { name })}</p>
  );
}
