import { routePath } from '../../shared/routes/match';
import { CODE_PLACEHOLDER, ROOM_CODE_PATTERN, type RoomPublicView, type RoomResults } from '../../shared/rooms';
import { isWorld } from '../../shared/worlds';
import { localeFor } from '../../shared/i18n/locale';
import { translatorFor } from '../../shared/i18n/translator';
import { Island } from '../../client/components/page-context';
import LearningRoomLive from '../../client/islands/LearningRoomLive';
import LearningRoomList from '../../client/islands/LearningRoomList';
import RoomPlayer from '../../client/islands/RoomPlayer';
import OpenLearningRoom from '../../client/islands/OpenLearningRoom';
import CourseEditor from '../../client/islands/CourseEditor';
import { originJson } from '../origin-client';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageOutcome, PageRequest } from './types';
import { qrPath } from '../render/qr-path';

/**
 * The screens of learning rooms (docs/learning-rooms.md): the teacher's live page of one room
 * (owner only, never cached), the teacher's rooms and results, and the students' short join
 * address `/r` and `/r/:code`, which speaks the room's language whatever world the phone last saw.
 */

function signInHref(request: PageRequest): string | null {
  const login = routePath('login', request.world);
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

/** A code as typed on a phone: upper case, spaces and dashes left out. */
function normaliseCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '');
}

/** `/de/interactive/raum/:code`: the teacher's live view of their room; anyone else's code is a 404. */
export const learningRoom: PageModule = async (request) => {
  const code = request.params.code ?? '';
  if (!ROOM_CODE_PATTERN.test(code)) return { kind: 'notFound' };
  if (!request.sessionToken) {
    const back = signInHref(request);
    return back ? { kind: 'redirect', location: back, status: 302 } : NOT_FOUND_FOR_VIEWER;
  }
  const results = await askAsViewer<RoomResults>(request, `v3/rooms/${code}/results`);
  if (!results) return NOT_FOUND_FOR_VIEWER;
  const t = request.t;
  const joinUrl = `${request.url.origin}/r/${code}`;
  return {
    kind: 'page',
    personal: true,
    robots: 'noindex',
    sheets: ['rooms'],
    islandAreas: ['new-interactive'],
    head: { title: t('new-interactive:rooms.live.title', { title: results.room.title, code }) },
    body: (
      <section className="frame room-screen" data-screen="learningRoom">
        <h1>{results.room.title}</h1>
        <Island of={LearningRoomLive} props={{ code, joinUrl, qr: qrPath(joinUrl), csvHref: `/api/v3/rooms/${code}/results.csv` }} />
      </section>
    ),
  };
};

/** `/de/interactive/alle-ergebnisse`: the teacher's rooms and their results; the island loads them, so the HTML is the same for everyone. */
export const learningRooms: PageModule = async (request) => {
  const t = request.t;
  const liveHref = routePath('learningRoom', request.world, { code: CODE_PLACEHOLDER }) ?? '';
  return {
    kind: 'page',
    sheets: ['rooms'],
    islandAreas: ['new-interactive'],
    body: (
      <section className="frame room-screen" data-screen="learningRooms">
        <h1>{t('meta:learningRooms.heading')}</h1>
        <p className="lead">{t('meta:learningRooms.description')}</p>
        <Island of={OpenLearningRoom} props={{ liveHref }} />
        <Island of={LearningRoomList} props={{ liveHref, tag: request.locale.tag, signInHref: signInHref(request) }} />
        <p className="field-hint">{t('new-interactive:rooms.retention')}</p>
      </section>
    ),
  };
};

/** `/de/interactive/kurse`: the teacher's courses (docs/learning-rooms.md, "Courses"); the island loads them, so the HTML is the same for everyone. */
export const courses: PageModule = async (request) => {
  const t = request.t;
  const liveHref = routePath('learningRoom', request.world, { code: CODE_PLACEHOLDER }) ?? '';
  return {
    kind: 'page',
    robots: 'noindex',
    sheets: ['rooms'],
    islandAreas: ['new-interactive'],
    body: (
      <section className="frame room-screen" data-screen="courses">
        <h1>{t('meta:courses.heading')}</h1>
        <p className="lead">{t('meta:courses.description')}</p>
        <Island of={CourseEditor} props={{ signInHref: signInHref(request), liveHref }} />
        <p className="field-hint">{t('new-interactive:courses.hint')}</p>
      </section>
    ),
  };
};

/** `/r`: a code form (a plain GET form: it works before any script); `/r?code=abc 234` goes on to `/r/ABC234`. */
export const roomJoin: PageModule = async (request) => {
  const typed = request.url.searchParams.get('code');
  const code = typed === null ? '' : normaliseCode(typed);
  if (ROOM_CODE_PATTERN.test(code)) return { kind: 'redirect', location: `/r/${code}`, status: 302 };
  const t = request.t;
  return {
    kind: 'page',
    personal: true,
    sheets: ['rooms'],
    body: (
      <section className="frame room-screen room-join-screen" data-screen="roomJoin">
        <h1>{t('meta:roomJoin.heading')}</h1>
        <form className="account-form room-join-form" method="get" action="/r">
          <label htmlFor="room-code">{t('new-interactive:rooms.join.code')}</label>
          <input
            id="room-code"
            name="code"
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={9}
            defaultValue={typed ?? ''}
            aria-invalid={typed !== null ? true : undefined}
            aria-describedby={typed !== null ? 'room-code-error' : undefined}
          />
          {typed !== null ? (
            <p className="field-error" id="room-code-error" role="alert">
              {t('new-interactive:rooms.join.badCode')}
            </p>
          ) : null}
          <button type="submit">{t('new-interactive:rooms.join.next')}</button>
        </form>
      </section>
    ),
  };
};

/** `/r/:code`: the nickname form and the student's questions, in the room's language; unknown 404, closed 410. */
export const roomJoinCode: PageModule = async (request) => {
  const code = normaliseCode(request.params.code ?? '');
  if (!ROOM_CODE_PATTERN.test(code)) return { kind: 'notFound' };
  if (code !== request.params.code) return { kind: 'redirect', location: `/r/${code}`, status: 301 };
  const room = await originJson<RoomPublicView>(request.env, `v3/rooms/${code}`, { world: request.world });
  // The room's world decides the page's language: a class in Spain gets Spanish on any phone.
  const locale = isWorld(room.world) ? localeFor(room.world) : request.locale;
  const t = locale.world === request.world ? request.t : translatorFor(locale.language);
  const closed = room.state === 'closed';
  const outcome: PageOutcome = {
    kind: 'page',
    personal: true,
    locale,
    sheets: ['rooms', 'interactive'],
    islandAreas: ['new-interactive'],
    head: { title: t('new-interactive:rooms.join.title', { title: room.title }) },
    ...(closed ? { status: 410 as const } : {}),
    body: (
      <section className="frame room-screen room-join-screen" data-screen="roomJoinCode">
        <h1>{room.title}</h1>
        <p className="room-join-code">{t('new-interactive:rooms.join.roomCode', { code })}</p>
        {closed ? (
          <p className="notice notice-error" role="alert" data-room-state="closed">
            {t('new-interactive:rooms.join.closed')}
          </p>
        ) : (
          <Island of={RoomPlayer} props={{ code }} />
        )}
        <p className="field-hint">{t('new-interactive:rooms.join.privacy')}</p>
      </section>
    ),
  };
  return outcome;
};
