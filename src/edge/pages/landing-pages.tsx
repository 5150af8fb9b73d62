import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import type { Material, MaterialDetail } from '../../shared/schemas/materials';
import { routePath } from '../../shared/routes/match';
import { seasonWord } from '../../shared/seasons';
import { ListingPage, type ListingSection } from '../../client/pages/ListingPage';
import { MaterialPage } from '../../client/pages/MaterialPage';
import { MaterialCard } from '../../client/components/MaterialCard';
import { originJson, OriginError } from '../origin-client';
import { megaMenu } from './mega-menu';
import type { PageModule, PageOutcome, PageRequest } from './types';

const LIST_SIZE = 12;

/** Search parameters of `v3/search` (src/shared/schemas/search.ts). */
type Filters = Record<string, string | number>;

interface SearchAnswer {
  items: Material[];
  total: number;
}

/** One list of the catalogue through `v3/search`, with the same filters the search page uses. */
async function search(request: PageRequest, filters: Filters): Promise<SearchAnswer> {
  const params = new URLSearchParams(Object.entries({ limit: LIST_SIZE, ...filters }).map(([k, v]) => [k, String(v)]));
  return originJson<SearchAnswer>(request.env, `v3/search?${params}`, { world: request.world });
}

/** The search results screen with the same filters, for "show all". */
function searchHref(request: PageRequest, filters: Filters): string | null {
  const base = routePath('searchResults', request.world);
  if (!base) return null;
  const params = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  return `${base}?${params}`;
}

/** A landing whose lists are all empty shows nothing to find: noindex until it has materials (docs/search-engines.md). */
function robotsOf(sections: readonly ListingSection[]): { robots?: 'noindex' } {
  return sections.some((section) => section.materials.length > 0) ? {} : { robots: 'noindex' };
}

async function listing(
  request: PageRequest,
  heading: string,
  intro: string,
  sections: Promise<ListingSection[]>,
  links?: { label: string; href: string }[],
  forYourSubjects?: true,
): Promise<PageOutcome> {
  const resolved = await sections;
  return {
    kind: 'page',
    ...robotsOf(resolved),
    body: (
      <ListingPage data={{ heading, intro, sections: resolved, now: request.now.toISOString(), ...(links ? { links } : {}), ...(forYourSubjects ? { forYourSubjects } : {}) }} />
    ),
  };
}

/** Landings whose lists need no entity (their lists decide whether the page is indexed). */
function fixedListing(lists: readonly { key: string; filters: Filters }[]): PageModule {
  return async (request) => {
    const name = request.route.name;
    const sections = Promise.all(
      lists.map(async ({ key, filters }) => ({
        heading: request.t(`home:${key}`),
        materials: (await search(request, filters)).items,
        moreHref: searchHref(request, filters),
      })),
    );
    return listing(request, request.t(`meta:${name}.heading`), request.t(`meta:${name}.description`), sections);
  };
}

/** The lists of each fixed landing; the sitemaps ask the same searches (site/sitemap-entries.ts). */
export const LANDING_LISTS = {
  teacherMarketplace: [
    { key: 'popular', filters: { sort: 'bestseller' } },
    { key: 'newest', filters: { sort: 'newest' } },
  ],
  homeschooling: [
    { key: 'popular', filters: { school_type: 'grundschule', sort: 'bestseller' } },
    { key: 'onSale', filters: { school_type: 'grundschule', price: 'on_sale' } },
  ],
  offers: [{ key: 'onSale', filters: { price: 'on_sale', sort: 'bestseller' } }],
  freeMaterials: [
    { key: 'popular', filters: { price: 'free', sort: 'bestseller' } },
    { key: 'newest', filters: { price: 'free', sort: 'newest' } },
  ],
} as const satisfies Record<string, readonly { key: string; filters: Filters }[]>;

export const teacherMarketplace = fixedListing(LANDING_LISTS.teacherMarketplace);
export const homeschooling = fixedListing(LANDING_LISTS.homeschooling);
export const offers = fixedListing(LANDING_LISTS.offers);
export const freeMaterials = fixedListing(LANDING_LISTS.freeMaterials);

/** Seasonal picks: the month's word in the world's language; the newest materials when none match. */
export const recommendations: PageModule = async (request) => {
  const q = seasonWord(request.now, request.locale.language);
  const sections = search(request, { q, sort: 'bestseller' }).then(async (found) => [
    {
      heading: request.t('meta:recommendations.heading'),
      materials: found.items.length > 0 ? found.items : (await search(request, { sort: 'newest' })).items,
      moreHref: searchHref(request, { q }),
    },
  ]);
  // The signed-in user's own row comes after hydration; the page stays the same for everyone.
  return listing(request, request.t('meta:recommendations.heading'), request.t('meta:recommendations.description'), sections, undefined, true);
};

interface Subject {
  id: number;
  title: string;
  slug: string;
  schoolType: MegaMenuEntry;
}

function findSubject(menu: MegaMenuEntry[], id: number): Subject | null {
  for (const entry of menu) {
    const subject = entry.subjects.find((s) => s.id === id);
    if (subject) return { id, title: subject.title, slug: subject.slug, schoolType: entry };
  }
  return null;
}

/** Subject landings (`tema`, lessons): 404 for unknown ids, 301 to the subject's own slug. */
function subjectLanding(filtersFor: (subject: Subject) => Filters): PageModule {
  return async (request) => {
    const id = Number(request.params.id);
    const subject = Number.isSafeInteger(id) ? findSubject(await megaMenu(request.env, request.world), id) : null;
    if (!subject) return { kind: 'notFound' };
    const name = request.route.name;
    if (request.params.slug !== subject.slug) {
      const location = routePath(name, request.world, { id: String(id), slug: subject.slug });
      if (location) return { kind: 'redirect', location, status: 301 };
    }
    const filters = filtersFor(subject);
    const found = await search(request, filters);
    const vars = { title: subject.title, count: found.total };
    return {
      kind: 'page',
      ...(found.total === 0 ? { robots: 'noindex' as const } : {}),
      head: { title: request.t(`meta:${name}.title`, vars), description: request.t(`meta:${name}.description`, vars) },
      breadcrumbs: [{ label: subject.title }],
      schoolTrail: true,
      sheets: ['overlays'],
      body: (
        <ListingPage
          data={{
            heading: request.t(`meta:${name}.heading`, vars),
            intro: request.t(`meta:${name}.description`, vars),
            sections: [{ heading: subject.title, materials: found.items, moreHref: searchHref(request, filters) }],
            now: request.now.toISOString(),
          }}
        />
      ),
    };
  };
}

export const keywordLanding = subjectLanding((subject) => ({ subject: subject.id, sort: 'bestseller' }));
export const lessonsLanding = subjectLanding((subject) => ({ subject: subject.id, material_type: 'lesson-plan', sort: 'bestseller' }));

/** School landing pages (de): a school type with its subjects, or one subject within it. */
export const schoolLanding: PageModule = async (request) => {
  const menu = await megaMenu(request.env, request.world);
  const schoolType = menu.find((entry) => entry.school_type === request.params.school);
  if (!schoolType) return { kind: 'notFound' };
  const filters = { school_type: schoolType.school_type, sort: 'bestseller' };
  const found = await search(request, filters);
  const vars = { name: schoolType.school_name, count: found.total };
  const links = schoolType.subjects.flatMap((s) => {
    const href = routePath('schoolLandingItem', request.world, { school: schoolType.school_type, id: String(s.id), slug: s.slug });
    return href ? [{ label: s.title, href }] : [];
  });
  return {
    kind: 'page',
    ...(found.total === 0 ? { robots: 'noindex' as const } : {}),
    head: { title: request.t('meta:schoolLanding.title', vars), description: request.t('meta:schoolLanding.description', vars) },
    breadcrumbs: [{ label: schoolType.school_name }],
    schoolTrail: true,
    sheets: ['overlays'],
    body: (
      <ListingPage
        data={{
          heading: request.t('meta:schoolLanding.heading', vars),
          intro: request.t('meta:schoolLanding.description', vars),
          links,
          sections: [{ heading: request.t('home:popular'), materials: found.items, moreHref: searchHref(request, filters) }],
          now: request.now.toISOString(),
        }}
      />
    ),
  };
};

export const schoolLandingItem: PageModule = async (request) => {
  const menu = await megaMenu(request.env, request.world);
  const schoolType = menu.find((entry) => entry.school_type === request.params.school);
  const subject = schoolType?.subjects.find((s) => String(s.id) === request.params.id);
  if (!schoolType || !subject) return { kind: 'notFound' };
  if (request.params.slug !== subject.slug) {
    const location = routePath('schoolLandingItem', request.world, { school: schoolType.school_type, id: String(subject.id), slug: subject.slug });
    if (location) return { kind: 'redirect', location, status: 301 };
  }
  const filters = { school_type: schoolType.school_type, subject: subject.id, sort: 'bestseller' };
  const found = await search(request, filters);
  const vars = { title: subject.title, name: schoolType.school_name };
  return {
    kind: 'page',
    ...(found.total === 0 ? { robots: 'noindex' as const } : {}),
    head: { title: request.t('meta:schoolLandingItem.title', vars), description: request.t('meta:schoolLandingItem.description', vars) },
    breadcrumbs: [
      { label: schoolType.school_name, href: routePath('schoolLanding', request.world, { school: schoolType.school_type }) },
      { label: subject.title },
    ],
    schoolTrail: true,
    sheets: ['overlays'],
    body: (
      <ListingPage
        data={{
          heading: request.t('meta:schoolLandingItem.heading', vars),
          intro: request.t('meta:schoolLandingItem.description', vars),
          sections: [{ heading: subject.title, materials: found.items, moreHref: searchHref(request, filters) }],
          now: request.now.toISOString(),
        }}
      />
    ),
  };
};

async function loadMaterial(request: PageRequest): Promise<MaterialDetail | null> {
  const id = request.params.id ?? '';
  try {
    return (await originJson<{ material: MaterialDetail }>(request.env, `v3/materials/${id}`, { world: request.world })).material;
  } catch (error) {
    if (error instanceof OriginError && error.status === 404) return null;
    throw error;
  }
}

/** A free material of the foundation landing (de): only free materials of this world. */
export const freeMaterialsItem: PageModule = async (request) => {
  const material = await loadMaterial(request);
  if (!material || material.price !== 0 || material.world !== request.world) return { kind: 'notFound' };
  if (request.params.slug !== material.slug) {
    const location = routePath('freeMaterialsItem', request.world, { id: String(material.id), slug: material.slug });
    if (location) return { kind: 'redirect', location, status: 301 };
  }
  const vars = { title: material.title };
  return {
    kind: 'page',
    head: { title: request.t('meta:freeMaterialsItem.title', vars), description: request.t('meta:freeMaterialsItem.description', vars) },
    breadcrumbs: [{ label: request.t('meta:freeMaterials.heading'), href: routePath('freeMaterials', request.world) }, { label: material.title }],
    body: <MaterialPage data={{ material, now: request.now.toISOString() }} />,
  };
};

/** How a material looks as a card in lists (noindex; used by authors to check their card). */
export const materialCardPreview: PageModule = async (request) => {
  const material = await loadMaterial(request);
  if (!material) return { kind: 'notFound' };
  return {
    kind: 'page',
    body: (
      <section className="card-preview">
        <h1>{request.t('meta:materialCardPreview.heading')}</h1>
        <div className="material-grid">
          <MaterialCard material={material} now={request.now} />
        </div>
      </section>
    ),
  };
};
