import { useMemo } from 'react';
import type { PlayableInteractive } from '../../shared/interactive';
import { useIslandEnv } from '../island-env';
import { Player } from '../interactive/Player';
import { checkSink } from '../interactive/answer-sink';

export interface InteractivePlayProps {
  interactiveId: number;
  content: PlayableInteractive;
}

/**
 * Solo play of a published interactive (docs/interactive-screens.md, "Solo play"): the shared
 * player, each answer checked by `POST v3/interactives/:id/check`.
 */
export default function InteractivePlay({ interactiveId, content }: InteractivePlayProps) {
  const { world } = useIslandEnv();
  const sink = useMemo(() => checkSink(world, interactiveId), [world, interactiveId]);
  return (
    <div className="interactive-play-slot">
      <Player title={content.title} questions={content.questions} feedback={content.feedback} sink={sink} showTitle={false} />
    </div>
  );
}
