import type { AuthorProfile } from '../../shared/schemas/authors';
import type { Material } from '../../shared/schemas/materials';
import { languageTag } from '../../shared/worlds';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';
import { AuthorHeader } from '../components/AuthorHeader';
import FollowButton from '../islands/FollowButton';
import type { PostCard } from '../../shared/schemas/posts';
import { AuthorPosts } from '../components/PostList';

export interface AuthorPageData {
  profile: AuthorProfile;
  materials: Material[];
  view: 'main' | 'blog' | 'materials';
  /** The author's published posts (the blog view). */
  posts?: readonly PostCard[];
  now: string;
  /** The login page with this page to come back to, for the follow button. */
  signInHref?: string | null;
}

/** An author's shop: profile, counts, and materials; tabs for blog and all materials. */
export function AuthorPage({ data }: { data: AuthorPageData }) {
  const { t, path, island, language } = usePage();
  const { profile } = data;
  const params = { id: String(profile.id), slug: profile.slug };
  const tabs = [
    { view: 'main', href: path('authorPage', params), label: t('author-page:tabs.overview') },
    { view: 'materials', href: path('authorMaterials', params), label: t('author-page:tabs.materials') },
    { view: 'blog', href: path('authorBlog', params), label: t('author-page:tabs.blog') },
  ] as const;
  return (
    <article className="author-page">
      <AuthorHeader profile={profile} t={t} languageTag={languageTag(language)}>
        {island(FollowButton, { authorId: profile.id, name: profile.publicName, count: profile.followersNumber, signInHref: data.signInHref ?? null })}
      </AuthorHeader>
      <nav aria-label={t('author-page:tabs.label')} className="tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.view}>
              <a href={tab.href ?? '#'} aria-current={data.view === tab.view ? 'page' : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.view === 'blog' ? (
        <AuthorPosts posts={data.posts ?? []} name={profile.publicName} />
      ) : (
        <>
          {data.view === 'main' && profile.description ? <p className="author-description">{profile.description}</p> : null}
          <h2>{t('author-page:materialsHeading')}</h2>
          {data.materials.length > 0 ? (
            <MaterialGrid materials={data.materials} now={new Date(data.now)} label={t('author-page:materialsHeading')} />
          ) : (
            <p>{t('author-page:noMaterials')}</p>
          )}
        </>
      )}
    </article>
  );
}
