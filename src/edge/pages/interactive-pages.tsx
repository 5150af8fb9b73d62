import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { Island, usePage } from '../../client/components/page-context';
import { ID_PLACEHOLDER } from '../../client/href-template';
import MyInteractives from '../../client/islands/MyInteractives';
import InteractiveBuilder from '../../client/islands/InteractiveBuilder';
import InteractivePlay from '../../client/islands/InteractivePlay';
import OpenLearningRoom from '../../client/islands/OpenLearningRoom';
import type { InteractivePlayView } from '../../shared/interactive';
import { CODE_PLACEHOLDER } from '../../shared/rooms';
import type { Material } from '../../shared/schemas/materials';
import { MaterialGrid } from '../../client/components/MaterialCard';
import { isRefusal, originJson, OriginError } from '../origin-client';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageRequest } from './types';

/**
 * The screens of interactive materials (docs/interactive-screens.md): the landing, the teacher's
 * start, discover, my interactives and the builder. The first four are the same HTML for everyone
 * (their islands load the signed-in user's data); the builder answers only its owner, never cached.
 */

const AREAS: readonly Area[] = ['new-interactive'];

const path = (request: PageRequest, name: RouteName) => routePath(name, request.world);

function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

const editorTemplate = (request: PageRequest) => routePath('interactiveEditor', request.world, { id: ID_PLACEHOLDER }) ?? '';
const playTemplate = (request: PageRequest) => routePath('interactivePlay', request.world, { id: ID_PLACEHOLDER }) ?? '';

function Screen({ name, children, lead = true }: { name: RouteName; children?: ReactNode; lead?: boolean }) {
  const { t } = usePage();
  return (
    <section className="frame interactive-screen" data-screen={name}>
      <h1>{t(`meta:${name}.heading`)}</h1>
      {lead ? <p className="lead">{t(`meta:${name}.description`)}</p> : null}
      {children}
    </section>
  );
}

function Link({ href, children, primary = false }: { href: string | null; children: ReactNode; primary?: boolean }) {
  return href ? (
    <a className={primary ? 'button' : 'button-secondary button'} href={href}>
      {children}
    </a>
  ) : null;
}

/** `/{w}/interactive`: what interactive materials are, and where to start. */
export const interactiveLanding: PageModule = async (request) => {
  const t = request.t;
  const steps = ['build', 'play', 'rooms'] as const;
  return {
    kind: 'page',
    sheets: ['interactive'],
    body: (
      <Screen name="interactive">
        <div className="interactive-cta">
          <Link href={path(request, 'interactiveHome')} primary>
            {t('new-interactive:landing.start')}
          </Link>
          <Link href={path(request, 'interactiveMaterials')}>{t('new-interactive:landing.discover')}</Link>
        </div>
        <ol className="interactive-steps">
          {steps.map((step) => (
            <li key={step} className="card interactive-step">
              <h2>{t(`new-interactive:landing.${step}Heading`)}</h2>
              <p>{t(`new-interactive:landing.${step}Text`)}</p>
            </li>
          ))}
        </ol>
        <h2>{t('new-interactive:landing.kindsHeading')}</h2>
        <ul className="interactive-kinds">
          {(['single', 'multiple', 'true_false', 'blanks', 'matching', 'ordering', 'short', 'image'] as const).map((kind) => (
            <li key={kind}>{t(`new-interactive:kinds.${kind}`)}</li>
          ))}
        </ul>
      </Screen>
    ),
  };
};

/** `interactiveHome`: the teacher's start: create, my newest interactives, rooms and discover. */
export const interactiveHome: PageModule = async (request) => {
  const t = request.t;
  return {
    kind: 'page',
    sheets: ['interactive'],
    islandAreas: AREAS,
    body: (
      <Screen name="interactiveHome">
        <div className="interactive-home">
          <section className="interactive-panel" aria-labelledby="ih-mine">
            <h2 id="ih-mine">{t('new-interactive:home.mineHeading')}</h2>
            <Island of={MyInteractives} props={{ signInHref: signInHref(request), editorHref: editorTemplate(request), playHref: playTemplate(request), limit: 5, allHref: path(request, 'myInteractives') }} />
          </section>
          <section className="interactive-panel" aria-labelledby="ih-rooms">
            <h2 id="ih-rooms">{t('new-interactive:home.roomsHeading')}</h2>
            <p>{t('new-interactive:home.roomsText')}</p>
            <Link href={path(request, 'learningRooms')}>{t('new-interactive:home.roomsLink')}</Link>
          </section>
          <section className="interactive-panel" aria-labelledby="ih-discover">
            <h2 id="ih-discover">{t('new-interactive:home.discoverHeading')}</h2>
            <p>{t('new-interactive:home.discoverText')}</p>
            <Link href={path(request, 'interactiveMaterials')}>{t('new-interactive:landing.discover')}</Link>
          </section>
        </div>
      </Screen>
    ),
  };
};

interface DiscoverAnswer {
  items: { id: number; title: string; questionCount: number; material: Material }[];
  page: number;
  pageSize: number;
  total: number;
}

/** `?q=` and `?page=` of the discover screen, within what the origin takes. */
function discoverQuery(request: PageRequest): { q: string; page: number } {
  const q = (request.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const raw = request.url.searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,2}$/.test(raw) ? Math.min(100, Number(raw)) : 1;
  return { q, page };
}

/**
 * `interactiveMaterials`: the published standalone interactives of the world (`GET
 * v3/interactives/discover`) as catalogue cards, with a search. The same for everyone; with none
 * to show, the page says how to make the first one and is not offered to search engines.
 */
export const interactiveMaterials: PageModule = async (request) => {
  const t = request.t;
  const { q, page } = discoverQuery(request);
  const params = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const answer = await originJson<DiscoverAnswer>(request.env, `v3/interactives/discover${params.size ? `?${params}` : ''}`, { world: request.world });
  const here = path(request, 'interactiveMaterials') ?? request.url.pathname;
  const pageHref = (n: number) => `${here}?${new URLSearchParams({ ...(q ? { q } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`;
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const empty = answer.items.length === 0;
  return {
    kind: 'page',
    sheets: ['interactive'],
    ...(empty || q || page > 1 ? { robots: 'noindex' as const } : {}),
    body: (
      <Screen name="interactiveMaterials">
        <form role="search" method="get" action={here} className="interactive-search">
          <label htmlFor="interactive-q" className="visually-hidden">
            {t('new-interactive:discover.searchLabel')}
          </label>
          <input id="interactive-q" type="search" name="q" defaultValue={q} maxLength={100} />
          <button type="submit">{t('new-interactive:discover.search')}</button>
        </form>
        {empty ? (
          <div className="empty-state">
            <p>{t(q ? 'new-interactive:discover.noMatch' : 'new-interactive:discover.empty')}</p>
            <Link href={path(request, 'interactiveHome')}>{t('new-interactive:discover.create')}</Link>
          </div>
        ) : (
          <MaterialGrid materials={answer.items.map((item) => item.material)} now={request.now} label={t('new-interactive:discover.listLabel')} firstRow />
        )}
        {pages > 1 ? (
          <nav className="pagination" aria-label={t('new-interactive:discover.listLabel')}>
            {page > 1 ? (
              <a rel="prev" href={pageHref(page - 1)}>
                {t('cabinet-materials:pager.previous')}
              </a>
            ) : null}
            <span>{t('cabinet-materials:pager.pageOf', { page, pages })}</span>
            {page < pages ? (
              <a rel="next" href={pageHref(page + 1)}>
                {t('cabinet-materials:pager.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </Screen>
    ),
  };
};

/** `myInteractives`: drafts and published, with edit, preview and "new interactive". */
export const myInteractives: PageModule = async (request) => ({
  kind: 'page',
  sheets: ['interactive'],
  islandAreas: AREAS,
  body: (
    <Screen name="myInteractives">
      <Island of={MyInteractives} props={{ signInHref: signInHref(request), editorHref: editorTemplate(request), playHref: playTemplate(request), limit: null, allHref: null }} />
    </Screen>
  ),
});

function idParam(request: PageRequest): number | null {
  const raw = request.params.id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * `interactiveEditor`: the builder, for the interactive's owner alone. The draft is asked for with
 * the visitor's session: anyone else (and every visitor) gets the not-found page. Never cached.
 */
export const interactiveEditor: PageModule = async (request) => {
  const id = idParam(request);
  if (id === null || !(await askAsViewer<unknown>(request, `v3/interactives/${id}/draft`))) return NOT_FOUND_FOR_VIEWER;
  return {
    kind: 'page',
    personal: true,
    sheets: ['interactive'],
    islandAreas: AREAS,
    body: (
      <Screen name="interactiveEditor" lead={false}>
        <Island of={InteractiveBuilder} props={{ interactiveId: id, listHref: path(request, 'myInteractives') }} />
      </Screen>
    ),
  };
};

/**
 * `interactivePlay`: solo play of a published interactive for whoever may use it (docs/interactive-screens.md,
 * "Solo play"). The play call runs with the visitor's session: a signed-out visitor without the right is
 * sent to sign in, anyone else without it (and any unknown, unpublished or other world's id) gets the
 * not-found page. Personal, never cached; the playable questions travel in the island's props.
 */
export const interactivePlay: PageModule = async (request) => {
  const id = idParam(request);
  if (id === null) return NOT_FOUND_FOR_VIEWER;
  let view: InteractivePlayView;
  try {
    view = await originJson<InteractivePlayView>(request.env, `v3/interactives/${id}/play`, { world: request.world, ...(request.sessionToken ? { token: request.sessionToken } : {}) });
  } catch (error) {
    const login = signInHref(request);
    if (error instanceof OriginError && error.status === 401 && login) return { kind: 'redirect', location: login, status: 302 };
    if (isRefusal(error)) return NOT_FOUND_FOR_VIEWER;
    throw error;
  }
  if (view.world !== request.world) return NOT_FOUND_FOR_VIEWER;
  const liveHref = routePath('learningRoom', request.world, { code: CODE_PLACEHOLDER });
  return {
    kind: 'page',
    personal: true,
    sheets: ['interactive', 'rooms'],
    islandAreas: AREAS,
    head: { title: request.t('meta:interactivePlay.title') + ': ' + view.content.title },
    body: (
      <section className="frame interactive-screen" data-screen="interactivePlay">
        <h1>{view.content.title}</h1>
        {view.content.description ? <p className="lead">{view.content.description}</p> : null}
        <Island of={InteractivePlay} props={{ interactiveId: id, content: view.content }} />
        {request.sessionToken && liveHref ? (
          <div className="interactive-play-room">
            <Island of={OpenLearningRoom} props={{ liveHref, interactiveId: id }} />
          </div>
        ) : null}
      </section>
    ),
  };
};
