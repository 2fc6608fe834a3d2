import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner/spinner';
import type { PlayerGame } from '@/lib/games';

import { gameBoards } from '../game-boards';
import type { GameProps } from '../shared/types';
import styles from './game-player.module.css';

type GamePlayerProps = Omit<GameProps, 'onTryAgain'> & {
  game: PlayerGame;
  /** The result view offers "Try again" (not in a review, where the first game played is the review). */
  canTryAgain?: boolean;
};

/** The game itself, below the title and description the study page shows, ending in its result view.
 * "Try again" deals the game anew in place; `onResult`, if given, hears how the first game went, for a review (a
 * Try again is practice, not a second review). */
export function GamePlayer({ game, canTryAgain = true, onResult, ...props }: GamePlayerProps) {
  const { t } = useTranslation('games');
  const Game = gameBoards[game];
  const [attempt, setAttempt] = useState(0);
  const board = useRef<HTMLDivElement>(null);

  // Try again was pressed on the result view, which is gone: the keyboard goes to the top of the new game.
  useEffect(() => {
    if (attempt > 0) board.current?.focus();
  }, [attempt]);

  return (
    <div ref={board} tabIndex={-1} role="group" aria-label={t('board')} className={styles.board}>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size="lg" />
          </div>
        }
      >
        <Game
          key={attempt}
          {...props}
          onResult={attempt === 0 ? onResult : undefined}
          onTryAgain={canTryAgain ? () => setAttempt(attempt + 1) : undefined}
        />
      </Suspense>
    </div>
  );
}
