import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

import { CompletionPanel } from '../../shared/components/completion-panel';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GradedGame } from '../../shared/types';
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
  onBack: () => void;
  onResult?: (graded: GradedGame) => void;
};

export function MemoryBoard({ cards, gameId, chapter, verse, onBack, onResult }: MemoryBoardProps) {
  const { t } = useTranslation('games');
  const [state, dispatch] = useReducer(memoryReducer, cards, memoryInitialState);
  const won = isMemoryWon(state);
  const verdict = useGradedGame({ chapter, verse, gameId, moves: state.flips, over: won, onGraded: onResult });

  useEffect(() => {
    if (!state.locked) return;
    const timer = setTimeout(() => dispatch({ type: 'flipBack' }), MISMATCH_FLIP_BACK_MS);
    return () => clearTimeout(timer);
  }, [state.locked]);

  return (
    <>
      <ul className={styles.grid} aria-label={t('memory.cards')} aria-busy={state.locked}>
        {state.cards.map((card, index) => (
          <li key={card.id}>
            <MemoryCardButton card={card} number={index + 1} onFlip={(cardId) => dispatch({ type: 'flip', cardId })} />
          </li>
        ))}
      </ul>
      {won && <CompletionPanel won xp={verdict?.xp_gained} onBack={onBack} />}
    </>
  );
}
