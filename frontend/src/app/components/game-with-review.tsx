import { useState, type ComponentProps } from 'react';

import { GamePlayer } from '@/features/games/components/game-player';
import { useRecordReview } from '@/features/games/shared/api/record-review';
import { PROGRESS_CAP, useAyahProgress } from '@/features/study/api/get-ayah-progress';

/** A game on a verse the learner had memorised (at 100 when the game began) is a review of it too; the win that
 * takes a verse to 100 is not. The study page and the "Which one?" drill play their games through it. */
export function GameWithReview(props: ComponentProps<typeof GamePlayer>) {
  const { chapter, verse } = props;
  const progress = useAyahProgress(chapter, verse).data;
  const [memorised] = useState(progress === PROGRESS_CAP);
  const { mutate: recordReview } = useRecordReview();

  return <GamePlayer {...props} onResult={memorised ? ({ gameId }) => recordReview({ gameId }) : undefined} />;
}
