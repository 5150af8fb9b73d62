import { useEffect, useId, useState } from 'react';
import type { UsableInteractive } from '../../shared/interactive';
import { CODE_PLACEHOLDER, type RoomListItem } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { fieldValue, navigateTo } from '../dom';

export interface OpenLearningRoomProps {
  /** The live page of a room, with `__code__` for its code. */
  liveHref: string;
  /** One interactive (a button, for the screens of that interactive); without it a choice of the interactives the caller may use. */
  interactiveId?: number;
}

/**
 * Opens a learning room (docs/learning-rooms.md) and goes to its live page. Without an
 * `interactiveId` it offers the interactives of the world the teacher may use: their own published
 * ones and those of materials they bought (`GET v3/interactives/usable`).
 */
export default function OpenLearningRoom({ liveHref, interactiveId }: OpenLearningRoomProps) {
  const { t, world } = useIslandEnv();
  const [choices, setChoices] = useState<UsableInteractive[] | null>(interactiveId ? [] : null);
  const [chosen, setChosen] = useState(interactiveId ? String(interactiveId) : '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const selectId = useId();

  useEffect(() => {
    if (interactiveId) return;
    createPageApiClient(world)
      .get<{ items: UsableInteractive[] }>('v3/interactives/usable')
      .then(
        (answer) => {
          setChoices(answer.items);
          if (answer.items[0]) setChosen(String(answer.items[0].id));
        },
        () => setChoices([]),
      );
  }, [interactiveId, world]);

  const open = async () => {
    setPending(true);
    setProblem(null);
    try {
      const room = await createPageApiClient(world).post<RoomListItem>('v3/rooms', { interactiveId: Number(chosen) });
      navigateTo(liveHref.replace(CODE_PLACEHOLDER, room.code));
    } catch (error) {
      setProblem(t(isApiError(error) && error.status === 401 ? 'new-interactive:rooms.list.signIn' : 'new-interactive:rooms.open.failed'));
      setPending(false);
    }
  };

  if (choices === null) return <p aria-busy="true">{t('new-interactive:rooms.live.loading')}</p>;
  if (!interactiveId && choices.length === 0) return <p className="field-hint">{t('new-interactive:rooms.open.none')}</p>;
  return (
    <form
      className="room-open"
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      {interactiveId ? null : (
        <>
          <label htmlFor={selectId}>{t('new-interactive:rooms.open.choose')}</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(fieldValue(event.target))}>
            {[true, false].map((own) => {
              const group = choices.filter((item) => item.own === own);
              return group.length === 0 ? null : (
                <optgroup key={String(own)} label={t(own ? 'new-interactive:rooms.open.own' : 'new-interactive:rooms.open.bought')}>
                  {group.map((item) => (
                    <option key={item.id} value={String(item.id)}>
                      {item.title}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </>
      )}
      <button type="submit" disabled={pending || !chosen}>
        {t('new-interactive:rooms.open.submit')}
      </button>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
