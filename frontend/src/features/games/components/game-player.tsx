import { lazy, Suspense, type ComponentType } from 'react';

import { Spinner } from '@/components/ui/spinner/spinner';
import type { GameName } from '@/types/games';

import type { GameProps } from '../shared/types';
import styles from './game-player.module.css';

type GamePlayerProps = GameProps & {
  game: GameName;
};

// Each game's code (drag and drop included) loads when the game is opened, not with the learn card the page opens on.
const games: Record<GameName, ComponentType<GameProps>> = {
  shuffling: lazy(() => import('../shuffling/components/shuffling-game').then((m) => ({ default: m.ShufflingGame }))),
  memory: lazy(() => import('../memory/components/memory-game').then((m) => ({ default: m.MemoryGame }))),
  matching: lazy(() => import('../matching/components/matching-game').then((m) => ({ default: m.MatchingGame }))),
  audio: lazy(() => import('../audio/components/audio-game').then((m) => ({ default: m.AudioGame }))),
};

/** The game itself, below the title and description the study page shows, with its completion panel.
 * `onResult`, if given, hears how the game went, for a review of the verse. */
export function GamePlayer({ game, ...props }: GamePlayerProps) {
  const Game = games[game];
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      }
    >
      <Game {...props} />
    </Suspense>
  );
}
