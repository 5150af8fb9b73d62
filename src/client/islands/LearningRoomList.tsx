import { useEffect, useState } from 'react';
import { CODE_PLACEHOLDER, type RoomListItem, type RoomResults } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { RoomResultsTable } from '../rooms/RoomResultsTable';
import { CourseProgressTable } from '../rooms/CourseProgressTable';

export interface LearningRoomListProps {
  /** The live page of a room, with `__code__` for its code (the route table stays on the edge). */
  liveHref: string;
  /** The language tag dates are written in. */
  tag: string;
  /** Where a signed-out visitor signs in. */
  signInHref: string | null;
}

/** One room's results, loaded when its row is opened. */
function RoomDetails({ room, liveHref, tag }: { room: RoomListItem; liveHref: string; tag: string }) {
  const { t, world } = useIslandEnv();
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<RoomResults | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || results) return;
    createPageApiClient(world)
      .get<RoomResults>(`v3/rooms/${room.code}/results`)
      .then(setResults, () => setFailed(true));
  }, [open, results, room.code, world]);

  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(room.createdAt));
  return (
    <details className="room-list-item" data-room={room.code} onToggle={(event) => setOpen((event.currentTarget as unknown as { open: boolean }).open)}>
      <summary>
        <span className="room-list-title">{room.title}</span>
        <span className="room-list-meta">
          <span className={`room-pill room-pill-${room.state}`}>{t(`new-interactive:rooms.state.${room.state}`)}</span> {room.code} · {date} ·{' '}
          {t('new-interactive:rooms.live.students', { count: room.students })}
        </span>
      </summary>
      <div className="room-list-body">
        <p className="room-actions">
          {room.state !== 'closed' ? <a href={liveHref.replace(CODE_PLACEHOLDER, room.code)}>{t('new-interactive:rooms.list.toLive')}</a> : null}
          <a href={`/api/v3/rooms/${room.code}/results.csv`} download>
            {t('new-interactive:rooms.csvLink')}
          </a>
        </p>
        {room.deleteAfter ? (
          <p className="field-hint">{t('new-interactive:rooms.list.deletedOn', { date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(room.deleteAfter)) })}</p>
        ) : null}
        {failed ? (
          <p className="notice notice-error" role="alert">
            {t('new-interactive:rooms.list.failed')}
          </p>
        ) : results ? (
          results.students.length > 0 ? (
            <>
              {results.parts ? <CourseProgressTable parts={results.parts} questions={results.questions} students={results.students} /> : null}
              <RoomResultsTable questions={results.questions} students={results.students} />
            </>
          ) : (
            <p>{t('new-interactive:rooms.list.noStudents')}</p>
          )
        ) : open ? (
          <p aria-busy="true">{t('new-interactive:rooms.live.loading')}</p>
        ) : null}
      </div>
    </details>
  );
}

/**
 * The teacher's rooms of the world, newest first (docs/learning-rooms.md, "Results"): each opens
 * to its students' results per question, with the CSV export and, while open, the live page.
 */
export default function LearningRoomList({ liveHref, tag, signInHref }: LearningRoomListProps) {
  const { t, world } = useIslandEnv();
  const [rooms, setRooms] = useState<RoomListItem[] | null>(null);
  const [failed, setFailed] = useState<'signIn' | 'error' | null>(null);

  useEffect(() => {
    createPageApiClient(world)
      .get<{ items: RoomListItem[] }>('v3/rooms/mine')
      .then(
        (answer) => setRooms(answer.items),
        (error: unknown) => setFailed(isApiError(error) && (error.status === 401 || error.status === 403) ? 'signIn' : 'error'),
      );
  }, [world]);

  if (failed === 'signIn') {
    return (
      <p className="notice" role="status">
        {t('new-interactive:rooms.list.signIn')} {signInHref ? <a href={signInHref}>{t('new-interactive:rooms.list.signInLink')}</a> : null}
      </p>
    );
  }
  if (failed) {
    return (
      <p className="notice notice-error" role="alert">
        {t('new-interactive:rooms.list.failed')}
      </p>
    );
  }
  if (!rooms) return <p aria-busy="true">{t('new-interactive:rooms.live.loading')}</p>;
  if (rooms.length === 0) return <p className="lead">{t('new-interactive:rooms.list.empty')}</p>;
  return (
    <div className="room-list">
      {rooms.map((room) => (
        <RoomDetails key={room.code} room={room} liveHref={liveHref} tag={tag} />
      ))}
    </div>
  );
}
