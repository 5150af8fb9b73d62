import { publicProfile, type AuthorProfile } from '../../shared/schemas/authors';
import type { Material } from '../../shared/schemas/materials';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import { AuthorPage, type AuthorPageData } from '../../client/pages/AuthorPage';
import { originJson, OriginError } from '../origin-client';
import type { PageModule, PageRequest } from './types';
import { authorPosts } from './post-pages';

const AUTHOR_MATERIALS = 24;

/** One de author has a title and description of their own (`meta:specialAuthor`). */
const SPECIAL_AUTHOR = { world: 'de', id: 1 } as const;

async function loadProfile(request: PageRequest): Promise<AuthorProfile | null> {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  try {
    const { profile } = await originJson<{ profile: AuthorProfile }>(request.env, 'v3/user-details/query', {
      world: request.world,
      method: 'POST',
      body: { id },
    });
    return publicProfile(profile);
  } catch (error) {
    if (error instanceof OriginError && error.status === 404) return null;
    throw error;
  }
}

function authorView(routeName: RouteName, view: AuthorPageData['view'], requireSeller: boolean): PageModule {
  return async (request) => {
    const profile = await loadProfile(request);
    if (!profile || (requireSeller && !profile.isSeller)) return { kind: 'notFound' };
    const params = { id: String(profile.id), slug: profile.slug };
    if (request.params.slug !== profile.slug) {
      const location = routePath(routeName === 'userProfileShort' ? 'userProfile' : routeName, request.world, params);
      if (location) return { kind: 'redirect', location, status: 301 };
    }
    const special = request.world === SPECIAL_AUTHOR.world && profile.id === SPECIAL_AUTHOR.id;
    const vars = { name: profile.publicName, count: profile.totalMaterials };
    const metaKey = special ? 'meta:specialAuthor' : `meta:${routeName}`;
    const login = routePath('login', request.world);
    const signInHref = login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
    // The lists are awaited before the head: an empty page says noindex.
    const posts = view === 'blog' ? (await authorPosts(request, profile.id)).items : null;
    const materials =
      view === 'blog'
        ? []
        : (await originJson<{ items: Material[] }>(request.env, `v3/materials?author=${profile.id}&sort=newest&limit=${AUTHOR_MATERIALS}`, { world: request.world })).items;
    const listed = posts ? posts.length : materials.length;
    return {
      kind: 'page',
      islandAreas: ['author-page'],
      sheets: view === 'blog' ? ['seller', 'blog'] : ['seller'],
      head: { title: request.t(`${metaKey}.title`, vars), description: request.t(`${metaKey}.description`, vars) },
      breadcrumbs: [{ label: profile.publicName }],
      // Without live materials in this world (or posts, on the blog) the page shows nothing to find: noindex (docs/search-engines.md).
      ...(listed === 0 ? { robots: 'noindex' as const } : {}),
      body: <AuthorPage data={{ profile, materials, ...(posts ? { posts } : {}), view, now: request.now.toISOString(), signInHref }} />,
    };
  };
}

export const authorPage = authorView('authorPage', 'main', true);
export const authorMaterials = authorView('authorMaterials', 'materials', true);
export const authorBlog = authorView('authorBlog', 'blog', true);
export const userProfile = authorView('userProfile', 'main', false);
export const userProfileShort = authorView('userProfileShort', 'main', false);
