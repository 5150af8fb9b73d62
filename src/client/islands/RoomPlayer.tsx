import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { NICKNAME_MAX, roomStorageKey, type RoomStudentSnapshot, type StudentMessage } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { openRoomSocket } from '../rooms/room-socket';
import { refusalOf, roomSink } from '../rooms/room-sink';
import { Player } from '../interactive/Player';
import type { AnswerSink, StoredAnswer } from '../interactive/answer-sink';
import { fieldValue, focusNth } from '../dom';

export interface RoomPlayerProps {
  code: string;
}

/** The student's key for this room, kept on the phone so a dropped connection or reload rejoins (necessary storage). */
function storedKey(code: string): string | null {
  try {
    return localStorage.getItem(roomStorageKey(code));
  } catch {
    return null;
  }
}

function keepKey(code: string, key: string | null): void {
  try {
    if (key) localStorage.setItem(roomStorageKey(code), key);
    else localStorage.removeItem(roomStorageKey(code));
  } catch {
    // Private mode without storage: the student stays in the room until the tab closes.
  }
}

type Phase = { kind: 'checking' } | { kind: 'join' } | { kind: 'play'; key: string } | { kind: 'closed' };

/**
 * A student in a learning room (docs/learning-rooms.md): a nickname (nothing else), then the
 * room's questions. Answers are sent once each; the room's socket brings the teacher's lock,
 * reveal and close without reload. The key the room gave at join stays in localStorage under
 * `kreide_room_<code>`, so a reload or a lost connection comes back with every answer kept.
 */
export default function RoomPlayer({ code }: RoomPlayerProps) {
  const { t, world } = useIslandEnv();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [room, setRoom] = useState<RoomStudentSnapshot | null>(null);
  const [online, setOnline] = useState(true);
  const [nickname, setNickname] = useState('');
  const [joinError, setJoinError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const nicknameId = useId();
  const api = useRef(createPageApiClient(world));
  const playerBox = useRef<HTMLDivElement>(null);
  const shownPart = useRef<number | null>(null);

  // A course room plays its interactives one after another. The student starts at the first with an
  // unanswered question (where they stopped), may look back at any earlier part (read-only: their
  // answers and verdicts) and move on up to that first open part (docs/learning-rooms.md, "Courses").
  const parts = room?.parts;
  const firstOpen = parts && room ? parts.findIndex((part) => part.questionIds.some((id) => !room.answers[id])) : -1;
  const reachable = parts ? (firstOpen === -1 ? parts.length - 1 : firstOpen) : -1;
  const [chosenPart, setChosenPart] = useState<number | null>(null);
  const partIndex = parts ? Math.min(chosenPart ?? reachable, reachable) : -1;
  useEffect(() => {
    // Focus the shown interactive's title when the student moves between parts, never on first load.
    if (partIndex < 0) return;
    if (shownPart.current !== null && shownPart.current !== partIndex) focusNth(playerBox.current, '.play-title', 0);
    shownPart.current = partIndex;
  }, [partIndex]);

  const load = useCallback(
    async (key: string | null) => {
      if (!key) {
        setPhase({ kind: 'join' });
        return;
      }
      try {
        setRoom(await api.current.get<RoomStudentSnapshot>(`v3/rooms/${code}/me`, { query: { key } }));
        setPhase({ kind: 'play', key });
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          keepKey(code, null);
          setPhase({ kind: 'join' });
          return;
        }
        throw error;
      }
    },
    [code],
  );

  useEffect(() => {
    // After the first paint: the server rendered the checking state, the key lives in this browser only.
    void Promise.resolve(storedKey(code)).then(load);
  }, [code, load]);

  const key = phase.kind === 'play' ? phase.key : null;
  useEffect(() => {
    if (!key) return;
    const socket = openRoomSocket(code, { role: 'student', key }, {
      onMessage: (message) => {
        const m = message as StudentMessage;
        setRoom((current) => {
          if (m.type === 'hello') return m.room;
          if (!current) return current;
          if (m.type === 'state') return { ...current, state: m.state, revealed: m.revealed };
          if (m.type === 'reveal') {
            const answers = { ...current.answers };
            for (const [id, score] of Object.entries(m.scores)) if (answers[id]) answers[id] = { ...answers[id], score };
            return { ...current, revealed: true, solutions: m.solutions, answers };
          }
          return current;
        });
      },
      onStatus: setOnline,
    });
    return () => socket.stop();
  }, [code, key]);

  const join = async () => {
    const name = nickname.trim();
    if (!name) {
      setJoinError(t('new-interactive:rooms.join.nicknameRequired'));
      return;
    }
    setJoinError(null);
    setPending('join');
    try {
      const joined = await api.current.post<{ key: string }>(`v3/rooms/${code}/join`, { nickname: name });
      keepKey(code, joined.key);
      await load(joined.key);
    } catch (error) {
      if (isApiError(error) && error.serverError?.code === 'nickname_taken') setJoinError(t('new-interactive:rooms.join.taken'));
      else if (isApiError(error) && error.status === 410) setPhase({ kind: 'closed' });
      else if (isApiError(error) && error.serverError?.code === 'room_full') setJoinError(t('new-interactive:rooms.join.full'));
      else setJoinError(t('new-interactive:rooms.join.failed'));
    } finally {
      setPending(null);
    }
  };

  // The shared player answers through the room; what the room stored also counts in the header.
  const sink = useMemo<AnswerSink | null>(() => {
    if (!key) return null;
    const room = roomSink(world, code, key);
    return {
      submit: async (questionId, answer) => {
        const score = await room.submit(questionId, answer);
        // Stay on the part being played when its last answer opens the next one: its summary comes first.
        const part = parts?.findIndex((p) => p.questionIds.includes(questionId)) ?? -1;
        if (part >= 0) setChosenPart((chosen) => chosen ?? part);
        setRoom((current) => (current ? { ...current, answers: { ...current.answers, [questionId]: current.answers[questionId] ?? { answer, score } } } : current));
        return score;
      },
    };
  }, [world, code, key, parts]);

  if (phase.kind === 'checking') return <p className="lead" aria-busy="true">{t('new-interactive:rooms.live.loading')}</p>;
  if (phase.kind === 'closed') {
    return (
      <p className="notice notice-error" role="alert" data-room-state="closed">
        {t('new-interactive:rooms.join.closed')}
      </p>
    );
  }
  if (phase.kind === 'join') {
    return (
      <form
        className="account-form room-join-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <p className="lead">{t('new-interactive:rooms.join.lead')}</p>
        <label htmlFor={nicknameId}>{t('new-interactive:rooms.join.nickname')}</label>
        <input
          id={nicknameId}
          name="nickname"
          type="text"
          value={nickname}
          maxLength={NICKNAME_MAX}
          autoComplete="off"
          autoCapitalize="words"
          aria-invalid={joinError ? true : undefined}
          aria-describedby={`${nicknameId}-hint${joinError ? ` ${nicknameId}-error` : ''}`}
          onChange={(event) => setNickname(fieldValue(event.target))}
        />
        <p className="field-hint" id={`${nicknameId}-hint`}>
          {t('new-interactive:rooms.join.hint', { max: NICKNAME_MAX })}
        </p>
        {joinError ? (
          <p className="field-error" id={`${nicknameId}-error`} role="alert">
            {joinError}
          </p>
        ) : null}
        <button type="submit" disabled={pending === 'join'}>
          {t('new-interactive:rooms.join.submit')}
        </button>
      </form>
    );
  }

  if (!room || !sink) return <p className="lead">{t('new-interactive:rooms.live.loading')}</p>;
  const answeredCount = Object.keys(room.answers).length;
  const part = parts?.[partIndex];
  const questions = part ? room.questions.filter((q) => part.questionIds.includes(q.id)) : room.questions;
  // The room's answers as the player shows them: scores as the room gives them, solutions once revealed.
  const stored: Record<string, StoredAnswer> = {};
  for (const [id, { answer, score }] of Object.entries(room.answers)) {
    const solution = room.solutions?.[id];
    stored[id] = { answer, result: score ? { ...score, ...(solution ? { solution } : {}) } : null };
  }
  const paused = room.state === 'open' ? null : t(room.state === 'locked' ? 'new-interactive:rooms.play.locked' : 'new-interactive:rooms.play.closed');
  const partDone = part ? part.questionIds.every((id) => room.answers[id]) : false;

  return (
    <div className="room-player" data-room-state={room.state} ref={playerBox}>
      <p className="room-player-who">
        {t('new-interactive:rooms.play.youAre', { name: room.nickname })}
        {' · '}
        {t('new-interactive:rooms.play.progress', { done: answeredCount, total: room.questions.length })}
        {online ? null : <span className="room-connection"> · {t('new-interactive:rooms.live.reconnecting')}</span>}
      </p>
      {part && parts && firstOpen === -1 ? (
        <p className="notice notice-info" role="status">
          {t('new-interactive:courses.play.done')}
        </p>
      ) : null}
      <Player
        key={partIndex}
        title={part && parts ? t('new-interactive:courses.play.part', { n: partIndex + 1, total: parts.length, title: part.title }) : room.title}
        questions={questions}
        feedback={part?.feedback ?? room.feedback}
        sink={sink}
        stored={stored}
        paused={paused}
        again={false}
        showTitle={Boolean(part)}
        failure={(error) => t(`new-interactive:rooms.play.refused.${refusalOf(error)}`)}
      />
      {part && parts ? (
        <nav className="room-part-nav" aria-label={t('new-interactive:courses.play.parts')}>
          {partIndex > 0 ? (
            <button type="button" className="button-secondary" onClick={() => setChosenPart(partIndex - 1)}>
              {t('new-interactive:courses.play.previous')}
            </button>
          ) : null}
          {partIndex < reachable && partDone ? (
            <button type="button" className="button" onClick={() => setChosenPart(partIndex + 1)}>
              {t('new-interactive:courses.play.next')}
            </button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
