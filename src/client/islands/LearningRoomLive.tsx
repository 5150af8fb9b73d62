import { useEffect, useRef, useState } from 'react';
import type { RoomState, RoomTeacherSnapshot, TeacherMessage } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { openRoomSocket } from '../rooms/room-socket';
import { formatPoints, RoomResultsTable } from '../rooms/RoomResultsTable';
import type { QrPath } from '../../shared/qr-path';
import { CourseProgressTable } from '../rooms/CourseProgressTable';

export interface LearningRoomLiveProps {
  code: string;
  /** The join address students type (`https://…/r/ABC234`). */
  joinUrl: string;
  /** The join address as a QR code, drawn from this path. */
  qr: QrPath;
  csvHref: string;
}

/** Applies one live message to the teacher's view of the room. */
function applyMessage(room: RoomTeacherSnapshot | null, message: TeacherMessage): RoomTeacherSnapshot | null {
  if (message.type === 'hello') return message.room;
  if (!room) return room;
  switch (message.type) {
    case 'student':
      return room.students.some((s) => s.id === message.student.id) ? room : { ...room, students: [...room.students, message.student] };
    case 'presence':
      return { ...room, students: room.students.map((s) => (s.id === message.studentId ? { ...s, online: message.online } : s)) };
    case 'answer':
      return {
        ...room,
        students: room.students.map((s) => (s.id === message.studentId ? { ...s, scores: { ...s.scores, [message.questionId]: message.score } } : s)),
      };
    case 'state':
      return { ...room, state: message.state, revealed: message.revealed };
    default:
      return room;
  }
}

/**
 * The teacher's live view of a learning room (docs/learning-rooms.md): the code and the join
 * address for the board, every student's progress and points arriving through the room's socket
 * without reload, and the actions lock/unlock, reveal and close.
 */
export default function LearningRoomLive({ code, joinUrl, qr, csvHref }: LearningRoomLiveProps) {
  const { t, world } = useIslandEnv();
  const [room, setRoom] = useState<RoomTeacherSnapshot | null>(null);
  const [online, setOnline] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const known = useRef(new Set<string>());

  useEffect(() => {
    const socket = openRoomSocket(code, { role: 'teacher' }, {
      onMessage: (message) => {
        const m = message as TeacherMessage;
        if (m.type === 'student' && !known.current.has(m.student.id)) setAnnounce(t('new-interactive:rooms.live.joined', { name: m.student.nickname }));
        setRoom((current) => {
          const next = applyMessage(current, m);
          for (const s of next?.students ?? []) known.current.add(s.id);
          return next;
        });
      },
      onStatus: setOnline,
    });
    return () => socket.stop();
  }, [code, t]);

  const act = async (action: 'lock' | 'unlock' | 'reveal' | 'close') => {
    if (action === 'close' && !(globalThis as unknown as { confirm: (question: string) => boolean }).confirm(t('new-interactive:rooms.live.closeConfirm'))) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await createPageApiClient(world).post<{ state: RoomState; revealed: boolean }>(`v3/rooms/${code}/${action}`);
      setRoom((current) => (current ? { ...current, state: done.state, revealed: done.revealed } : current));
    } catch {
      setProblem(t('new-interactive:rooms.live.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const state = room?.state ?? 'open';
  const max = room ? room.questions.reduce((sum, q) => sum + q.points, 0) : 0;
  const answered = room ? room.students.reduce((n, s) => n + Object.keys(s.scores).length, 0) : 0;

  return (
    <div className="room-live" data-room-state={state} aria-busy={room ? undefined : true}>
      <section className="room-board" aria-label={t('new-interactive:rooms.live.boardLabel')}>
        <p className="room-board-label">{t('new-interactive:rooms.live.codeLabel')}</p>
        <p className="room-code" data-room-code={code}>
          {code}
        </p>
        <p className="room-join">
          {t('new-interactive:rooms.live.joinAt')} <a href={joinUrl}>{joinUrl}</a>
        </p>
        <svg className="room-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t('new-interactive:rooms.live.qr', { url: joinUrl })} shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
      </section>

      <section className="room-controls" aria-label={t('new-interactive:rooms.live.controls')}>
        <p className="room-status" role="status">
          <span className={`room-pill room-pill-${state}`}>{t(`new-interactive:rooms.state.${state}`)}</span>
          {room?.revealed ? <span className="room-pill room-pill-revealed">{t('new-interactive:rooms.state.revealed')}</span> : null}
          <span className="room-connection">{online ? t('new-interactive:rooms.live.connected') : t('new-interactive:rooms.live.reconnecting')}</span>
        </p>
        <div className="room-actions">
          {state === 'open' ? (
            <button type="button" className="button-secondary" disabled={busy} onClick={() => void act('lock')}>
              {t('new-interactive:rooms.live.lock')}
            </button>
          ) : null}
          {state === 'locked' ? (
            <button type="button" className="button-secondary" disabled={busy} onClick={() => void act('unlock')}>
              {t('new-interactive:rooms.live.unlock')}
            </button>
          ) : null}
          {state !== 'closed' && !room?.revealed ? (
            <button type="button" className="button-secondary" disabled={busy} onClick={() => void act('reveal')}>
              {t('new-interactive:rooms.live.reveal')}
            </button>
          ) : null}
          {state !== 'closed' ? (
            <button type="button" disabled={busy} onClick={() => void act('close')}>
              {t('new-interactive:rooms.live.close')}
            </button>
          ) : null}
          <a className="button button-secondary" href={csvHref} download data-room-csv>
            {t('new-interactive:rooms.csvLink')}
          </a>
        </div>
        {problem ? (
          <p className="notice notice-error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>

      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>

      {room ? (
        <section className="room-progress" aria-label={t('new-interactive:rooms.live.progress')}>
          <h2>
            {t('new-interactive:rooms.live.students', { count: room.students.length })}
            <span className="room-progress-sum">
              {' · '}
              {t('new-interactive:rooms.live.answers', { count: answered })}
            </span>
          </h2>
          {room.students.length === 0 ? (
            <p className="lead">{t('new-interactive:rooms.live.waiting')}</p>
          ) : (
            <>
              {room.parts ? <CourseProgressTable parts={room.parts} questions={room.questions} students={room.students} /> : null}
              <RoomResultsTable
              questions={room.questions}
              students={room.students.map((s) => ({ ...s, points: Object.values(s.scores).reduce((sum, score) => sum + score.points, 0), max }))}
              />
            </>
          )}
          <p className="room-max">{t('new-interactive:rooms.maxPoints', { points: formatPoints(max) })}</p>
        </section>
      ) : (
        <p className="lead">{t('new-interactive:rooms.live.loading')}</p>
      )}
    </div>
  );
}
