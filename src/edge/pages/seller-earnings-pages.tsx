import type { ComponentType } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { Island, usePage } from '../../client/components/page-context';
import SalesDownloads from '../../client/islands/SalesDownloads';
import SalesCharts from '../../client/islands/SalesCharts';
import AuthorFees from '../../client/islands/AuthorFees';
import StaffPayouts from '../../client/islands/StaffPayouts';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageRequest } from './types';

/**
 * The seller's earnings screens (docs/seller-earnings.md): sales and downloads, charts, author
 * fees, and the staff payouts screen. Like the buyer's cabinet screens, the HTML is the same for
 * everyone (a frame and an island that loads the user's data in the browser); the data calls
 * answer only the author (or only staff: 404 for anyone else).
 */

const AREAS: readonly Area[] = ['cabinet-sales'];
const SCREENS: RouteName[] = ['salesDownloads', 'charts', 'authorFees'];

function signInHref(request: PageRequest): string | null {
  const login = routePath('login', request.world);
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

function EarningsNav({ current }: { current: RouteName }) {
  const { t, path } = usePage();
  return (
    <nav className="earnings-nav" aria-label={t('meta:salesDownloads.title')}>
      {SCREENS.map((name) => {
        const href = path(name);
        return href ? (
          <a key={name} href={href} aria-current={name === current ? 'page' : undefined}>
            {t(`meta:${name}.title`)}
          </a>
        ) : null;
      })}
    </nav>
  );
}

function screen<P extends object>(island: ComponentType<P>, props: (request: PageRequest) => NoInfer<P>, nav = true): PageModule {
  return async (request) => ({
    kind: 'page',
    sheets: ['commerce', 'earnings'],
    islandAreas: AREAS,
    body: <Screen routeName={request.route.name} nav={nav} island={<Island of={island} props={props(request)} />} />,
  });
}

function Screen({ routeName, nav, island }: { routeName: RouteName; nav: boolean; island: React.ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame cabinet-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      {nav ? <EarningsNav current={routeName} /> : null}
      {island}
    </section>
  );
}

export const salesDownloads = screen(SalesDownloads, (request) => ({ signInHref: signInHref(request) }));
export const charts = screen(SalesCharts, (request) => ({ signInHref: signInHref(request) }));
export const authorFees = screen(AuthorFees, (request) => ({ signInHref: signInHref(request), bankDetailsHref: routePath('bankDetails', request.world) }));
const staffPayoutsScreen = screen(StaffPayouts, (request) => ({ signInHref: signInHref(request) }), false);

/** The payouts screen exists for staff only: anyone else gets the 404 page, made for them and never cached. */
export const staffPayouts: PageModule = async (request) => {
  if (!(await askAsViewer<unknown>(request, `v3/staff/payouts?period=${request.now.toISOString().slice(0, 7)}`))) return NOT_FOUND_FOR_VIEWER;
  const outcome = await staffPayoutsScreen(request);
  return outcome.kind === 'page' ? { ...outcome, personal: true } : outcome;
};
