import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import { GameResult } from '../../shared/components/game-result';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameNext, GradedGame } from '../../shared/types';
import { gameOutcome } from '../../shared/utils/game-outcome';
import type { MemoryCard } from '../types';
import { isMemoryWon, memoryInitialState, memoryReducer, MISMATCH_FLIP_BACK_MS } from '../utils/memory-rules';
import styles from './memory-board.module.css';
import { MemoryCardButton } from './memory-card-button';

type MemoryBoardProps = {
  cards: MemoryCard[];
  /** The deal, for its grading. */
  gameId: string;
  chapter: number;
  verse: number;
  next: GameNext;
  onTryAgain?: () => void;
  onResult?: (graded: GradedGame) => void;
};

export function MemoryBoard({ cards, gameId, chapter, verse, next, onTryAgain, onResult }: MemoryBoardProps) {
  const { t } = useTranslation('games');
  const [state, dispatch] = useReducer(memoryReducer, cards, memoryInitialState);
  // Memory has no wrong move to lose by: a player who is stuck gives up and is shown the pairs (a lost game).
  const [gaveUp, setGaveUp] = useState(false);
  const over = isMemoryWon(state) || gaveUp;
  const grading = useGradedGame({ chapter, verse, gameId, moves: state.flips, over, onGraded: onResult });
  const pairOfCard = new Map(
    gaveUp ? grading.verdict?.answer.pairs?.flatMap((pair, index) => pair.map((card) => [card, index + 1])) : [],
  );

  useEffect(() => {
    if (!state.locked || over) return;
    const timer = setTimeout(() => dispatch({ type: 'flipBack' }), MISMATCH_FLIP_BACK_MS);
    return () => clearTimeout(timer);
  }, [state.locked, over]);

  return (
    <>
      <ul className={styles.grid} aria-label={t('memory.cards')} aria-busy={state.locked && !over}>
        {state.cards.map((card, index) => {
          const pair = pairOfCard.get(card.id);
          return (
            <li key={card.id}>
              <MemoryCardButton
                card={card}
                number={index + 1}
                revealed={pair === undefined ? undefined : { pair, found: card.passed }}
                onFlip={(cardId) => {
                  if (!over) dispatch({ type: 'flip', cardId });
                }}
              />
            </li>
          );
        })}
      </ul>
      {over ? (
        <GameResult outcome={gameOutcome(grading)} next={next} onTryAgain={onTryAgain} />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setGaveUp(true)}>
            {t('memory.showAnswer')}
          </Button>
        </div>
      )}
    </>
  );
}
