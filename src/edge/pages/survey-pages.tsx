import type { Material } from '../../shared/schemas/materials';
import type { NpsResults, SurveyKind, SurveyLinkView } from '../../shared/surveys';
import { routePath } from '../../shared/routes/match';
import { WORLDS } from '../../shared/worlds';
import { Island } from '../../client/components/page-context';
import { RecommendationView, SurveyFrame, SurveyNote } from '../../client/pages/SurveyPages';
import { MaterialGrid } from '../../client/components/MaterialCard';
import NpsSurvey from '../../client/islands/NpsSurvey';
import RatingByMail from '../../client/islands/RatingByMail';
import StaffSurveys from '../../client/islands/StaffSurveys';
import { isRefusal, originJson, OriginError } from '../origin-client';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageOutcome, PageRequest } from './types';

/**
 * The screens of survey links, the recommendation page and the staff results (docs/surveys.md).
 * A survey link's token is in the query (`?t=`); these screens only look it up, they never spend
 * it: a mail scanner's GET changes nothing. Every one of them is made for its link and never cached.
 */

/** Whatever the query holds, only a plausible token is sent on (the origin checks the rest). */
function queryToken(request: PageRequest): string | null {
  const token = request.url.searchParams.get('t') ?? '';
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

type LinkLookup = { kind: 'view'; view: SurveyLinkView } | { kind: 'none' } | { kind: 'invalid' } | { kind: 'expired' };

async function lookUp(request: PageRequest, surveyKind: SurveyKind): Promise<LinkLookup> {
  if (!request.url.searchParams.has('t')) return { kind: 'none' };
  const token = queryToken(request);
  if (!token) return { kind: 'invalid' };
  try {
    return { kind: 'view', view: await originJson<SurveyLinkView>(request.env, 'v3/surveys/link', { method: 'POST', body: { token, kind: surveyKind }, world: request.world }) };
  } catch (error) {
    if (error instanceof OriginError && error.status === 410) return { kind: 'expired' };
    if (isRefusal(error)) return { kind: 'invalid' };
    throw error;
  }
}

const home = (request: PageRequest) => ({ href: routePath('home', request.world) ?? `/${request.world}`, label: request.t('service-pages:surveys.home') });

/** The page of a link that cannot be answered: 404 for one we never sent, 410 once it expired. */
function problemPage(request: PageRequest, state: 'invalid' | 'expired' | 'gone'): PageOutcome {
  const t = request.t;
  const [title, text] =
    state === 'gone'
      ? [t('service-pages:ratingLink.goneTitle'), t('service-pages:ratingLink.goneText')]
      : state === 'expired'
        ? [t('service-pages:surveys.expiredTitle'), t('service-pages:surveys.expiredText')]
        : [t('service-pages:surveys.invalidTitle'), t('service-pages:surveys.invalidText')];
  return {
    kind: 'page',
    personal: true,
    status: state === 'invalid' ? 404 : 410,
    head: { title },
    body: (
      <SurveyFrame screen={request.route.name} heading={title}>
        <SurveyNote state={state} text={text} tone="error" links={[home(request)]} />
      </SurveyFrame>
    ),
  };
}

/** Without a link the screen only says where its question comes from (the mail). */
function withoutLink(request: PageRequest): PageOutcome {
  return {
    kind: 'page',
    personal: true,
    body: (
      <SurveyFrame screen={request.route.name} heading={request.t(`meta:${request.route.name}.heading`)}>
        <p className="lead">{request.t(`meta:${request.route.name}.description`)}</p>
        <SurveyNote state="none" text={request.t('service-pages:surveys.invalidText')} tone="error" links={[home(request)]} />
      </SurveyFrame>
    ),
  };
}

/** `/de/umfrage?t=…[&score=9]`: the NPS question; `score` only preselects. */
export const nps: PageModule = async (request) => {
  const found = await lookUp(request, 'nps');
  if (found.kind === 'none') return withoutLink(request);
  if (found.kind !== 'view') return problemPage(request, found.kind);
  const heading = request.t('meta:nps.heading');
  if (found.view.state === 'answered') {
    return {
      kind: 'page',
      personal: true,
      body: (
        <SurveyFrame screen="nps" heading={request.t('service-pages:surveys.alreadyTitle')}>
          <SurveyNote state="already" text={request.t('service-pages:surveys.already')} tone="success" links={[home(request)]} />
        </SurveyFrame>
      ),
    };
  }
  const score = request.url.searchParams.get('score') ?? '';
  return {
    kind: 'page',
    personal: true,
    sheets: ['surveys'],
    islandAreas: ['service-pages'],
    body: (
      <SurveyFrame screen="nps" heading={heading}>
        <Island of={NpsSurvey} props={{ token: queryToken(request) ?? '', initialScore: /^(10|[0-9])$/.test(score) ? Number(score) : null, homeHref: home(request).href }} />
      </SurveyFrame>
    ),
  };
};

/** `/de/bewertung-email?t=…`: the material of the rating request, stars and a text. */
export const ratingEmailLanding: PageModule = async (request) => {
  const found = await lookUp(request, 'rating');
  if (found.kind === 'none') return withoutLink(request);
  if (found.kind !== 'view') return problemPage(request, found.kind);
  const material = found.view.material;
  if (!material) return problemPage(request, 'gone');
  const materialHref = routePath('materialPage', request.world, { id: String(material.id), slug: material.slug });
  const cards = await originJson<{ items: Material[] }>(request.env, `v3/materials?ids=${material.id}`, { world: request.world })
    .then((answer) => answer.items)
    .catch(() => []);
  const heading = request.t('meta:ratingEmailLanding.heading');
  return {
    kind: 'page',
    personal: true,
    sheets: ['surveys'],
    islandAreas: ['service-pages', 'material-feedbacks'],
    body: (
      <SurveyFrame screen="ratingEmailLanding" heading={heading}>
        <p className="lead">{request.t('service-pages:ratingLink.lead')}</p>
        <div className="rating-landing">
          {cards.length > 0 ? <MaterialGrid materials={cards} now={request.now} label={material.title} firstRow /> : <p className="rating-landing-title">{material.title}</p>}
          <div>
            {found.view.state === 'answered' ? (
              <SurveyNote
                state="already"
                text={request.t('service-pages:ratingLink.already')}
                tone="success"
                links={materialHref ? [{ href: materialHref, label: request.t('service-pages:ratingLink.toMaterial') }] : [home(request)]}
              />
            ) : (
              <Island of={RatingByMail} props={{ token: queryToken(request) ?? '', materialHref }} />
            )}
          </div>
        </div>
      </SurveyFrame>
    ),
  };
};

/** `/de/empfehlung/:token`: a colleague's recommendation; unknown 404, withdrawn 410. Never cached (withdrawing must take at once). */
export const recommendationToken: PageModule = async (request) => {
  const token = request.params.token ?? '';
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return NOT_FOUND_FOR_VIEWER;
  let found: { recommender: string | null; note: string; materials: Material[] };
  try {
    found = await originJson(request.env, `v3/recommendations/by-token/${token}`, { world: request.world });
  } catch (error) {
    if (error instanceof OriginError && error.status === 410) {
      const title = request.t('service-pages:recommendation.revokedTitle');
      return {
        kind: 'page',
        personal: true,
        status: 410,
        head: { title },
        body: (
          <SurveyFrame screen="recommendationToken" heading={title}>
            <SurveyNote
              state="revoked"
              text={request.t('service-pages:recommendation.revokedText')}
              tone="error"
              links={[{ href: routePath('searchResults', request.world) ?? home(request).href, label: request.t('service-pages:recommendation.seeMore') }]}
            />
          </SurveyFrame>
        ),
      };
    }
    if (isRefusal(error)) return NOT_FOUND_FOR_VIEWER;
    throw error;
  }
  const name = found.recommender ?? request.t('service-pages:recommendation.someone');
  return {
    kind: 'page',
    personal: true,
    head: { title: request.t('service-pages:recommendation.heading', { name }) },
    sheets: ['surveys'],
    body: (
      <RecommendationView
        data={{
          recommender: found.recommender,
          note: found.note,
          materials: found.materials,
          now: request.now.toISOString(),
          signUpHref: routePath('register', request.world),
          searchHref: routePath('searchResults', request.world),
        }}
      />
    ),
  };
};

/** `/staff/surveys`: the results and the send button; for anyone but staff the not-found page. */
export const staffSurveys: PageModule = async (request) => {
  const initial = await askAsViewer<NpsResults>(request, 'v3/staff/surveys/results');
  if (!initial) return NOT_FOUND_FOR_VIEWER;
  return {
    kind: 'page',
    personal: true,
    sheets: ['surveys'],
    islandAreas: ['service-pages'],
    body: (
      <section className="frame staff-surveys-screen" data-screen="staffSurveys">
        <h1>{request.t('meta:staffSurveys.heading')}</h1>
        <Island of={StaffSurveys} props={{ initial, worlds: [...WORLDS] }} />
      </section>
    ),
  };
};
